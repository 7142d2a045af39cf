#!/usr/bin/env bash
# Drives the real `amount` binary in tmux, as a person would, and checks the
# screen (capture-pane), the caret (cursor_x), the printed value and the exit
# status. Exits non-zero on any mismatch.
#
#   Tests/Terminal/terminal-test.sh            # builds the amount product first
#   AMOUNT_BIN=/path/to/amount Tests/Terminal/terminal-test.sh
#
# Expected texts are derived by hand from the behaviour contract, the DocC
# article "How the field behaves" (Sources/AmountKit/AmountKit.docc/
# HowTheFieldBehaves.md), and Foundation's currency text for
# each amount (de_DE: `1.234,56 €` with an NBSP before `€`; en_US: `$1,234.56`),
# never captured from the engine; each row says which contract row it follows.
set -uo pipefail

repo="$(cd "$(dirname "$0")/../.." && pwd)"
export PATH="/opt/swift/usr/bin:$PATH"
export LC_ALL=C.UTF-8 LANG=C.UTF-8

if ! command -v tmux >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    apt-get install -y tmux >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y tmux >/dev/null; }
  fi
  command -v tmux >/dev/null 2>&1 || { echo "terminal: tmux is required" >&2; exit 2; }
fi

bin="${AMOUNT_BIN:-}"
if [ -z "$bin" ]; then
  if ! build_log=$(cd "$repo" && swift build --product amount 2>&1); then
    printf '%s\n' "$build_log" | grep -E "error" | head -20 >&2
    echo "terminal: build failed" >&2
    exit 2
  fi
  bin="$repo/.build/debug/amount"
fi

work="$(mktemp -d)"
socket="amount-terminal-test-$$"
tm() { tmux -L "$socket" -f /dev/null "$@"; }
cleanup() {
  tm kill-server >/dev/null 2>&1
  for _ in 1 2 3 4 5; do rm -rf "$work" 2>/dev/null && break; sleep 0.1; done
}
trap cleanup EXIT

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; shift; printf '     %s\n' "$@"; }

nbsp=$'\u00a0'
pane=t

# A bash in tmux, 100x12, with a short prompt, in the work folder.
start_shell() {
  tm kill-server >/dev/null 2>&1
  tm -u new-session -d -s "$pane" -x 100 -y 12 -c "$work" \
    "env -i PATH='$PATH' HOME='$work' TERM=screen LC_ALL=C.UTF-8 LANG=C.UTF-8 PS1='$ ' bash --norc --noprofile"
  wait_for_prompt
}

# The line the cursor is on, and the one below it (the status line).
field_line() { tm capture-pane -p -t "$pane" | sed -n "$(( $(cursor_y) + 1 ))p" | sed 's/ *$//'; }
status_line() { tm capture-pane -p -t "$pane" | sed -n "$(( $(cursor_y) + 2 ))p" | sed 's/ *$//'; }
help_line() { tm capture-pane -p -t "$pane" | sed -n "$(( $(cursor_y) + 3 ))p" | sed 's/ *$//'; }
cursor_x() { tm display -p -t "$pane" '#{cursor_x}'; }
cursor_y() { tm display -p -t "$pane" '#{cursor_y}'; }

# Polls (up to 5 s) until the field line, caret column and status line are
# as expected; records a pass or a failure.
expect_field() { # name text caret [status]
  local name=$1 text=$2 caret=$3 status=${4:-} i
  local got_text got_caret got_status
  for ((i = 0; i < 100; i++)); do
    got_text=$(field_line)
    got_caret=$(cursor_x)
    got_status=$(status_line)
    if [ "$got_text" = "$text" ] && [ "$got_caret" = "$caret" ] && [ "$got_status" = "$status" ]; then
      pass "$name: '$text' caret $caret${status:+ status '$status'}"
      return 0
    fi
    sleep 0.05
  done
  fail "$name" "want '$text' caret $caret status '$status'" \
    "got  '$got_text' caret $got_caret status '$got_status'"
  return 1
}

# Polls (up to 5 s) until a file holds exactly the expected content.
expect_file() { # name file content
  local name=$1 file=$2 content=$3 i
  for ((i = 0; i < 100; i++)); do
    if [ -f "$file" ] && [ "$(cat "$file")" = "$content" ]; then
      pass "$name: $(basename "$file") is '$content'"
      return 0
    fi
    sleep 0.05
  done
  fail "$name" "want '$content'" "got  '$(cat "$file" 2>/dev/null)'"
  return 1
}

wait_for_prompt() {
  local i
  for ((i = 0; i < 100; i++)); do
    [ "$(field_line)" = '$' ] && return 0
    sleep 0.05
  done
  return 1
}

keys() { tm send-keys -t "$pane" "$@"; }
literal() { tm send-keys -t "$pane" -l -- "$1"; }
paste() { tm set-buffer -b amount -- "$1" && tm paste-buffer -p -d -b amount -t "$pane"; }
run_field() { # arguments for amount; output to out.txt, exit status to rc.txt
  rm -f "$work/out.txt" "$work/rc.txt"
  literal "stty -g > stty-before.txt; '$bin' $* > out.txt; echo \$? > rc.txt; stty -g > stty-after.txt"
  keys Enter
}

# --- 0. amount replay, expected rows derived by hand. ----------------------
# de_DE / EUR, minimum -1,000,000. While editing, the text is Foundation's
# currency text for the amount at the fraction digits typed so far
# (contract: "What the text shows while editing"; Foundation:
# Decimal(1234).formatted(.currency(code: "EUR").locale(de_DE)
# .precision(.fractionLength(0))) is "1.234 €"). The NBSP before € is drawn
# as a space. Each row: text|selection|value|accepted|reason.
replay='{"config":{"locale":"de_DE","currency":"EUR","min":"-1000000"},"steps":[
 {"begin":true},{"type":"1234"},{"key":"left"},{"key":"left"},{"type":"9"},
 {"key":"left"},{"key":"backspace"},{"key":"end"},{"select":[0,5]},
 {"paste":"1.234,56 €"},{"type":"-"},{"undo":true},{"type":"7"},{"end":true}]}'
want=(
  # begin: the text is kept as it is, empty; no amount.
  "|0,0|null|true|"
  # type 1234: affixes appear with the first digit, regrouped as you type,
  # caret after the last digit typed ("Typing" rows 1-2).
  "1.234 €|5,5|1234|true|"
  # left, left: one character each, separators not skipped ("Where the caret lands").
  "1.234 €|4,4|1234|true|"
  "1.234 €|3,3|1234|true|"
  # 9 at 1.2|34: "$1,2|34.56 + 9 = $12,9|34.56".
  "12.934 €|4,4|12934|true|"
  # left: 12.|934.
  "12.934 €|3,3|12934|true|"
  # backspace at 12.|934: "$12,|345 backspace = $1|,345" (the 2 goes, caret after the 1).
  "1.934 €|1,1|1934|true|"
  # end: the end of the number, before the suffix.
  "1.934 €|5,5|1934|true|"
  # select the number.
  "1.934 €|0,5|1934|true|"
  # paste over every digit: read as one amount, caret at the end ("Paste").
  "1.234,56 €|8,8|1234.56|true|"
  # -: toggles the sign, the caret stays between the same digits ("Sign").
  "-1.234,56 €|9,9|-1234.56|true|"
  # undo: text, selection and value as before the sign ("Undo").
  "1.234,56 €|8,8|1234.56|true|"
  # 7 with the fraction full: rejected ("$1,234.56| + 7 = rejected").
  "1.234,56 €|8,8|1234.56|false|fractionFull"
  # end: the value at rest, padded (already full); caret at the number's end.
  "1.234,56 €|8,8|1234.56|true|"
)
want_replay=$(printf '%s\n' "${want[@]}")
got_replay=$(printf '%s' "$replay" | "$bin" replay \
  | sed -E 's/^\{"text":"([^"]*)","selection":\[([0-9]+),([0-9]+)\],"value":"?([^",]*)"?,"accepted":(true|false)(,"reason":"([^"]*)")?.*/\1|\2,\3|\4|\5|\7/' \
  | sed "s/$nbsp/ /g")
if [ "$got_replay" = "$want_replay" ]; then
  pass "replay gives the rows derived from the contract"
else
  fail "replay gives the rows derived from the contract" "$(diff <(echo "$want_replay") <(echo "$got_replay"))"
fi

# The replay error contract: a bad step, an unknown key or a malformed
# document is one line on standard error naming it, and exit status 2
# (replay format: "Input").
replay_error() { # name document expected-in-message
  local err status
  err=$(printf '%s' "$2" | "$bin" replay 2>&1 >/dev/null)
  status=$?
  if [ "$status" = 2 ] && [ "$(printf '%s\n' "$err" | wc -l)" = 1 ] \
    && printf '%s' "$err" | grep -qF -- "$3"; then
    pass "replay error, $1: status 2, '$err'"
  else
    fail "replay error, $1" "want status 2 and one line naming '$3'" "got  status $status: $err"
  fi
}
replay_error "a bad value names the step" \
  '{"config":{"locale":"en_US"},"steps":[{"type":"1"},{"paste":5}]}' "step 2"
replay_error "an unknown key names the step" \
  '{"config":{"locale":"en_US"},"steps":[{"type":"1"},{"type":"2"},{"key":"bogus"}]}' "step 3"
replay_error "an unknown field of a step is named" \
  '{"config":{"locale":"en_US"},"steps":[{"type":"1","speed":2}]}' "speed"
replay_error "an unknown config key is named" \
  '{"config":{"locale":"en_US","colour":"red"},"steps":[]}' "colour"
replay_error "a malformed document" '{"config":' ""

# --- 1. The session from the issue, de_DE / EUR. ---------------------------
start_shell
run_field --locale de_DE --currency EUR --min -1000000
expect_field "empty field shows the placeholder" "0,00${nbsp}€" 0
literal 1234
expect_field "typed 1234" "1.234${nbsp}€" 5
keys Left Left
expect_field "left twice" "1.234${nbsp}€" 3
literal 9
expect_field "typed 9 inside" "12.934${nbsp}€" 4
keys Left BSpace
expect_field "backspace over the separator" "1.934${nbsp}€" 1
keys End S-Home
expect_field "shift-home selects the number" "1.934${nbsp}€" 0
if tm capture-pane -e -p -t "$pane" | grep -q $'\e\[7m1\.934'; then
  pass "the selection is drawn in reverse video"
else
  fail "the selection is drawn in reverse video" "$(tm capture-pane -e -p -t "$pane" | cat -v | head -3)"
fi
paste "1.234,56 €"
expect_field "bracketed paste replaces the selection" "1.234,56${nbsp}€" 8
literal -
expect_field "minus toggles the sign" "-1.234,56${nbsp}€" 9
keys C-z
expect_field "ctrl-z undoes the sign" "1.234,56${nbsp}€" 8
literal 7
expect_field "a rejected key shows why, in the field's language" "1.234,56${nbsp}€" 8 "Keine weiteren Nachkommastellen."
keys End
expect_field "the message goes on the next key" "1.234,56${nbsp}€" 8
keys Enter
expect_file "enter prints the value" "$work/out.txt" "1234.56"
expect_file "enter exits 0" "$work/rc.txt" "0"
if wait_for_prompt && tm capture-pane -p -t "$pane" | grep -q "^1.234,56${nbsp}€ *\$"; then
  pass "the accepted amount stays on screen, at rest"
else
  fail "the accepted amount stays on screen, at rest" "$(tm capture-pane -p -t "$pane")"
fi
expect_file "the terminal settings are restored" "$work/stty-after.txt" "$(cat "$work/stty-before.txt" 2>/dev/null)"

# --- 2. Limits, cancel, JSON. ----------------------------------------------
keys C-l
wait_for_prompt
run_field --locale en_US --currency USD --min 10 --max 1000 --json
expect_field "en_US empty field" '$0.00' 0
literal 5
keys Enter
expect_field "enter below the minimum keeps editing" '$5' 2 'Below the minimum of $10.00'
literal 000
expect_field "typing above the maximum is refused" '$500' 4 'Above the maximum of $1,000.00'
keys Enter
expect_file "--json prints an object" "$work/out.txt" \
  '{"value":"500","minorUnits":50000,"currency":"USD","text":"$500.00"}'

keys C-l
wait_for_prompt
run_field --locale de_DE
literal 42  # typed ahead, before the field is drawn: not lost
expect_field "the locale's own currency" "42${nbsp}€" 2
keys Escape
expect_file "esc cancels with status 130" "$work/rc.txt" "130"
expect_file "cancel prints nothing" "$work/out.txt" ""

# Zeros left leading by a deletion stay while editing and go at its end; a
# lone typed separator is no amount (contract: "What the text shows while
# editing"). The caret column counts from 0.
keys C-l
wait_for_prompt
run_field --locale en_US --currency USD
literal 10000.25
expect_field "typed 10000.25" '$10,000.25' 10
keys Home
expect_field "home goes to the start of the number" '$10,000.25' 1
keys Right BSpace
expect_field "zeros left leading by a deletion stay" '$0,000.25' 1
literal 2
expect_field "a digit typed before them keeps the magnitude" '$20,000.25' 2
keys Enter
expect_file "the corrected amount" "$work/out.txt" "20000.25"

keys C-l
wait_for_prompt
run_field --locale en_US
literal 7
expect_field "typed 7" '$7' 2
keys C-c
expect_file "ctrl-c cancels with status 130" "$work/rc.txt" "130"
expect_file "ctrl-c restores the terminal" "$work/stty-after.txt" "$(cat "$work/stty-before.txt" 2>/dev/null)"

keys C-l
wait_for_prompt
run_field --locale en_US
literal 8
expect_field "typed 8" '$8' 2
child=$(ps -o pid= --ppid "$(tm display -p -t "$pane" '#{pane_pid}')" | tr -d ' ' | head -1)
[ -n "$child" ] && kill -TERM "$child"
expect_file "SIGTERM ends with status 143" "$work/rc.txt" "143"
expect_file "SIGTERM restores the terminal" "$work/stty-after.txt" "$(cat "$work/stty-before.txt" 2>/dev/null)"

# Polls until the line under the status line is the key help.
expect_help() { # name help
  local i
  for ((i = 0; i < 100; i++)); do
    if [ "$(help_line)" = "$2" ]; then
      pass "$1"
      return 0
    fi
    sleep 0.05
  done
  fail "$1" "want '$2'" "got  '$(help_line)'"
}

# --- 2b. Stepping, the sign, focus and the key help (contract: Stepping, ---
# Sign key, Focus). Expected texts are the contract's rows in en_US.
keys C-l
wait_for_prompt
run_field --locale en_US --currency USD --min -3 --max 10 --step 0.25
expect_field "stepping: empty field" '$0.00' 0
expect_help "the key help is under the field" 'Enter accept · Esc cancel · ↑↓ step · Ctrl-Z undo · - sign'
keys Up
expect_field "up from empty adds the step" '$0.25' 5
literal 9
expect_field "a step shows two fraction digits: the fraction is full" '$0.25' 5 "No more decimal places."
keys Down Down
expect_field "down twice" '-$0.25' 6
keys Down Down Down Down Down Down Down Down Down Down Down Down Down
expect_field "down lands on the minimum, then is refused" '-$3.00' 6 "Below the minimum of -\$3.00"
literal -
expect_field "minus toggles the sign" '$3.00' 5
keys C-z
expect_field "ctrl-z undoes the sign" '-$3.00' 6
keys Escape
expect_file "esc cancels the stepped field" "$work/rc.txt" "130"

keys C-l
wait_for_prompt
run_field --locale en_US --currency USD --max 100
expect_field "en_US empty field, no negatives" '$0.00' 0
expect_help "without negatives, the key help has no sign key" 'Enter accept · Esc cancel · ↑↓ step · Ctrl-Z undo'
literal 99.5
keys Up
expect_field "up lands on the maximum" '$100.0' 6
keys Up
expect_field "up from the maximum is refused" '$100.0' 6 "Above the maximum of \$100.00"
keys Enter
expect_file "a stepped amount is accepted" "$work/out.txt" "100"

# Arithmetic (contract: "Arithmetic"): the expression in the number's
# place, x and / before + and -, Enter is = while an expression is open.
run_field --locale en_US --currency USD --arithmetic
expect_help "with arithmetic, the key help names the operators" \
  'Enter accept · Esc cancel · ↑↓ step · Ctrl-Z undo · + − × ÷ compute, = or Enter result'
literal 12.50+3
expect_field "an expression shows in the number's place" '$12.50 + 3' 10
literal '*2'
expect_field "operators show as typed, x as ×" '$12.50 + 3 × 2' 14
keys Left
expect_field "the caret stays at the end of an open expression" '$12.50 + 3 × 2' 14
keys Enter
expect_field "Enter in an open expression is =: 12.50 + 3 × 2 is 18.5" '$18.5' 5
literal '/0='
expect_field "a division by zero is refused with its reason" '$18.5 ÷ 0' 9 "Cannot divide by zero."
keys BSpace BSpace
expect_field "backspace removes the digit, then the operator" '$18.5' 5
keys Enter
expect_file "Enter with no expression open accepts the result" "$work/out.txt" "18.5"

# --- 2b. Percent and unit fields (contract: "Affixes and units"). ----------
# The unit's text is ICU's for the number (`28,5 lb` de_DE, a plain space:
# unumf with skeleton `measure-unit/mass-pound unit-width-short`), the
# percent sign where Foundation's percent style puts it (`%12,5` tr_TR:
# Decimal(0.125).formatted(.percent.locale(tr_TR))). The value of a
# percent field is the fraction.
run_field --unit mass-pound --locale de_DE
literal 28,5
expect_field "a unit field shows the unit as ICU writes it" '28,5 lb' 4
keys Enter
expect_file "a unit field's value is the number" "$work/out.txt" "28.5"
run_field --unit mass-pound --unit-width wide --locale ru_RU
literal 1
expect_field "the wide unit in the form of 1" '1 фунт' 1
literal 2
expect_field "12 takes the form of many, the caret by its digit" '12 фунтов' 2
literal ,5
expect_field "12,5 takes the form of a fraction" '12,5 фунта' 4
keys Enter
expect_file "the wide unit field's value" "$work/out.txt" "12.5"
run_field --percent --locale tr_TR
literal 12,5
expect_field "a percent field puts the sign where the locale does" '%12,5' 5
keys Enter
expect_file "a percent field's value is the fraction" "$work/out.txt" "0.125"

# --- 3. Not a terminal: lines in, values out; bad options exit 2. ----------
got=$(printf '1.234,56 €\nabc\n' | "$bin" --locale de_DE --currency EUR 2>&1)
if [ "$got" = $'1234.56\nerror: invalidCharacter at 1: \u201ca\u201d cannot be part of an amount.' ]; then
  pass "standard input not a terminal reads lines"
else
  fail "standard input not a terminal reads lines" "got '$got'"
fi
err=$("$bin" --max abc </dev/null 2>&1 >/dev/null)
status=$?
if [ "$status" = 2 ] && [ "$(printf '%s\n' "$err" | wc -l)" = 1 ]; then
  pass "a bad option is one line on stderr and status 2"
else
  fail "a bad option is one line on stderr and status 2" "status $status: $err"
fi

echo "terminal: $passed passed, $failed failed"
[ "$failed" = 0 ]
