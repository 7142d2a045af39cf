#!/usr/bin/env bash
# The GUI test of AmountKitGTK: a real GTK 4 window (amount-gtk --trace) on a virtual display
# (Xvfb), driven by real key and mouse events (xdotool), a real clipboard (xclip), GTK's own input
# method and the German keyboard layout (setxkbmap, restored after). Every step's expected state
# is written by hand from the behaviour contract, the DocC article "How the field behaves"
# (Sources/AmountKit/AmountKit.docc/HowTheFieldBehaves.md; the section is named beside each step),
# never captured from the program. The trace is what the widget shows: the state line of the
# article "Replay format" for the field, and the app reports any difference between the widget and
# the controller as a "mismatch" line, which fails the test.
#
#   bash GTK/Tests/gui-test.sh        # builds amount-gtk unless AMOUNT_GTK_BIN names a binary
#
# Installs the Debian packages it needs when run as root. Regenerates
# GTK/Screenshots/amount-gtk.png. Ends with "gui: N passed, M failed"; exits 1 on any failure.
set -uo pipefail

GTK_DIR="$(cd "$(dirname "$0")/.." && pwd)"
STEP_TIMEOUT_TICKS=200 # polls of 0.05 s: 10 s for one step's state to show
started=$(date +%s%N)
export LC_ALL=C.UTF-8
[[ -d /opt/swift/usr/bin ]] && export PATH="/opt/swift/usr/bin:$PATH"

# -- packages -------------------------------------------------------------------------------------
missing=()
command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
command -v xdotool >/dev/null 2>&1 || missing+=(xdotool)
command -v xclip >/dev/null 2>&1 || missing+=(xclip)
command -v setxkbmap >/dev/null 2>&1 || missing+=(x11-xkb-utils)
command -v import >/dev/null 2>&1 || missing+=(imagemagick)
command -v dbus-daemon >/dev/null 2>&1 || missing+=(dbus-daemon)
command -v dbus-send >/dev/null 2>&1 || missing+=(dbus-bin)
[[ -x /usr/libexec/at-spi-bus-launcher ]] || missing+=(at-spi2-core)
command -v pkg-config >/dev/null 2>&1 && pkg-config --exists gtk4 || missing+=(pkg-config libgtk-4-dev)
# Fonts for the screenshot: Arabic and Chakma digits (the test itself passes without them).
[[ "$(fc-list 2>/dev/null)" == *NotoSansChakma* ]] || missing+=(fonts-noto-core)
if ((${#missing[@]})); then
  if [[ $(id -u) -ne 0 ]]; then
    echo "gui-test: missing packages: ${missing[*]} (run as root to install them)" >&2
    exit 2
  fi
  echo "gui-test: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null 2>&1 &&
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null 2>&1 || {
    echo "gui-test: apt-get install failed" >&2
    exit 2
  }
fi

# -- build ----------------------------------------------------------------------------------------
if [[ -n "${AMOUNT_GTK_BIN:-}" ]]; then
  app="$AMOUNT_GTK_BIN"
else
  swift build --package-path "$GTK_DIR" >"${TMPDIR:-/tmp}/amount-gtk-build.log" 2>&1 || {
    cat "${TMPDIR:-/tmp}/amount-gtk-build.log" >&2
    echo "gui-test: swift build failed" >&2
    exit 2
  }
  app="$GTK_DIR/.build/debug/amount-gtk"
fi
[[ -x "$app" ]] || {
  echo "gui-test: no amount-gtk binary at $app" >&2
  exit 2
}

# -- display, app, cleanup ------------------------------------------------------------------------
work="$(mktemp -d)"
trace="$work/trace.txt"
xvfb_pid=""
bus_pid=""
app_pid=""
clip_pid=""
other_pid=""
cleanup() {
  # The app first, then its session bus (the accessibility bus and registry GTK started through
  # it leave with it), then the display.
  for pid in "$clip_pid" "$other_pid" "$app_pid" "$bus_pid" "$xvfb_pid"; do
    [[ -n "$pid" ]] && kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null
  done
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Xvfb picks a free display and writes its number when it accepts connections. A long
# autorepeat delay, so that a key held by a slow machine never repeats.
Xvfb -displayfd 3 -screen 0 1024x900x24 -nolisten tcp -ardelay 10000 3>"$work/display" \
  2>"$work/xvfb.log" &
xvfb_pid=$!
for _ in $(seq 200); do
  [[ -s "$work/display" ]] && break
  kill -0 "$xvfb_pid" 2>/dev/null || break
  sleep 0.05
done
[[ -s "$work/display" ]] || {
  echo "gui-test: Xvfb did not start" >&2
  cat "$work/xvfb.log" >&2
  exit 2
}
export DISPLAY=":$(tr -d '[:space:]' <"$work/display")"

# A session bus of the test's own, for GTK's accessibility (AT-SPI). The services it starts (the
# accessibility bus launcher, whose screen reader status a step sets) keep their settings in
# memory: nothing of the machine's own settings is read or written.
GSETTINGS_BACKEND=memory dbus-daemon --session --nofork --print-address=3 3>"$work/bus" \
  >"$work/bus.log" 2>&1 &
bus_pid=$!
for _ in $(seq 200); do
  [[ -s "$work/bus" ]] && break
  kill -0 "$bus_pid" 2>/dev/null || break
  sleep 0.05
done
[[ -s "$work/bus" ]] || {
  echo "gui-test: dbus-daemon did not start" >&2
  cat "$work/bus.log" >&2
  exit 2
}
export DBUS_SESSION_BUS_ADDRESS="$(head -1 "$work/bus")"

# GTK's own input method (Ctrl+Shift+U) and in-memory settings.
export GTK_IM_MODULE=gtk-im-context-simple GSETTINGS_BACKEND=memory GDK_BACKEND=x11
"$app" --trace >"$trace" 2>"$work/app.log" &
app_pid=$!

passed=0
failed=0
pass() {
  passed=$((passed + 1))
  echo "ok   $1"
}
fail() {
  failed=$((failed + 1))
  echo "FAIL $1"
  shift
  for line in "$@"; do echo "       $line"; done
}
app_alive() { kill -0 "$app_pid" 2>/dev/null; }

for _ in $(seq "$STEP_TIMEOUT_TICKS"); do
  grep -qx ready "$trace" 2>/dev/null && break
  app_alive || break
  sleep 0.05
done
if ! grep -qx ready "$trace" 2>/dev/null; then
  echo "gui-test: amount-gtk did not show its window" >&2
  cat "$work/app.log" >&2
  echo "gui: 0 passed, 1 failed"
  exit 1
fi
window=$(timeout 10 xdotool search --sync --name '^AmountKit GTK$' | head -1)
if [[ -z "$window" ]]; then
  echo "gui-test: no window named \"AmountKit GTK\" on $DISPLAY" >&2
  echo "gui: 0 passed, 1 failed"
  exit 1
fi

# -- steps ----------------------------------------------------------------------------------------
pos=0           # trace lines consumed by the steps so far
last_field=""   # the field and state the last step expected, checked before the next action
last_state=""
declare -A final_state

# The latest state line a field printed.
state_of() { grep -F "$1 {\"text\":" "$trace" | tail -1 | cut -d' ' -f2-; }

# expect FIELD LINE WHAT: waits for FIELD to print LINE (after what earlier steps consumed).
expect() {
  local field=$1 want="$1 $2" what=$3 found=""
  for _ in $(seq "$STEP_TIMEOUT_TICKS"); do
    found=$(tail -n +"$((pos + 1))" "$trace" | grep -n -F -x -m1 -- "$want" | cut -d: -f1)
    [[ -n "$found" ]] && break
    app_alive || break
    sleep 0.05
  done
  if [[ -n "$found" ]]; then
    pos=$((pos + found))
    pass "$field: $what"
    if [[ "$2" == '{"text":'* ]]; then
      last_field=$field
      last_state=$2
      final_state[$field]=$2
    fi
  else
    fail "$field: $what" "expected: $2" "shown:    $(state_of "$field")"
    pos=$(wc -l <"$trace")
  fi
}

# no_line_between MARK LINE WHAT: the trace has no line starting with LINE after line MARK and
# before the line the last step found.
no_line_between() {
  local from=$1 line=$2 what=$3 found
  found=$(sed -n "$((from + 1)),$((pos - 1))p" "$trace" | grep -F -- "$line")
  if [[ -z "$found" ]]; then
    pass "$what"
  else
    fail "$what" "printed: $found"
  fi
}

# Before the next action: the last step's state is still what the field shows.
settled() {
  [[ -z "$last_field" ]] && return
  local shown
  shown=$(state_of "$last_field")
  if [[ "$shown" != "$last_state" ]]; then
    fail "$last_field: state changed after the step" "expected: $last_state" "shown:    $shown"
  fi
  last_field=""
}

key() {
  settled
  xdotool key --delay 40 "$@"
}
typ() {
  settled
  xdotool type --delay 60 -- "$1"
}
# click_caret FIELD OFFSET: a click where the field draws its caret at a UTF-16 offset (the app
# prints where; the expected state is still the contract's). click_caret FIELD end+N: N pixels
# right of the end of the text.
click_caret() {
  settled
  local field=$1 at=$2 carets point x y
  carets=$(grep -F "$field {\"carets\":" "$trace" | tail -1)
  if [[ "$at" == end+* ]]; then
    point=$(grep -oE '\[[0-9-]+,[0-9-]+\]' <<<"$carets" | tail -1)
  else
    point=$(grep -oE '\[[0-9-]+,[0-9-]+\]|null' <<<"$carets" | sed -n "$((at + 1))p")
  fi
  if [[ -z "$point" || "$point" == null ]]; then
    fail "$field: no caret position $at to click" "$carets"
    return
  fi
  x=${point#[}
  x=${x%,*}
  y=${point%]}
  y=${y#*,}
  [[ "$at" == end+* ]] && x=$((x + ${at#end+}))
  xdotool mousemove --window "$window" "$x" "$y" click 1
}
# click_button FIELD NAME: a click on a button the app printed the place of (FIELD {"NAME":[x,y]}).
click_button() {
  settled
  local field=$1 name=$2 point x y
  point=$(grep -F "$field {\"$name\":" "$trace" | tail -1 | grep -oE '\[[0-9-]+,[0-9-]+\]')
  if [[ -z "$point" ]]; then
    fail "$field: no $name button to click"
    return
  fi
  x=${point#[}
  x=${x%,*}
  y=${point%]}
  y=${y#*,}
  xdotool mousemove --window "$window" "$x" "$y" click 1
}
# Another window takes the keyboard focus, then gives it back (no window manager: xdotool sets
# the X input focus).
other_window() {
  settled
  "$app" >/dev/null 2>"$work/other.log" &
  other_pid=$!
  local other=""
  for _ in $(seq "$STEP_TIMEOUT_TICKS"); do
    other=$(xdotool search --name '^AmountKit GTK$' 2>/dev/null | grep -vx "$window" | head -1)
    [[ -n "$other" ]] && break
    sleep 0.05
  done
  if [[ -z "$other" ]]; then
    fail "another window opens" "$(cat "$work/other.log")"
    return
  fi
  xdotool windowfocus --sync "$other"
  expect window '{"active":false}' "another window takes the keyboard focus"
  xdotool windowfocus --sync "$window"
  expect window '{"active":true}' "the window gets the keyboard focus back"
  kill "$other_pid" 2>/dev/null && wait "$other_pid" 2>/dev/null
  other_pid=""
}
# layout ARGS...: the display's keyboard layout (setxkbmap ARGS); the X server sends the change
# to the app before the keys pressed after it.
layout() {
  settled
  setxkbmap "$@" 2>"$work/setxkbmap.log" || fail "setxkbmap $*" "$(cat "$work/setxkbmap.log")"
}
# The clipboard holds TEXT, owned by xclip until the end of the test.
clipboard() {
  [[ -n "$clip_pid" ]] && kill "$clip_pid" 2>/dev/null && wait "$clip_pid" 2>/dev/null
  printf '%s' "$1" | xclip -selection clipboard -quiet -i >/dev/null 2>&1 &
  clip_pid=$!
  for _ in $(seq 100); do
    [[ "$(xclip -selection clipboard -o 2>/dev/null)" == "$1" ]] && return
    sleep 0.05
  done
  fail "clipboard: xclip does not serve \"$1\""
}

NBSP=$'\u00a0'
RLM=$'\u200f'
# Chakma digits 1, 2, 3, 0: one GTK character, two UTF-16 units each.
C1=$'\U00011137'
C2=$'\U00011138'
C3=$'\U00011139'
C0=$'\U00011136'

# usd: en_US USD, cents entry. The window gives the first field the focus.
typ 123456
expect usd '{"text":"$1,234.56","selection":[9,9],"value":"1234.56","accepted":true}' \
  "type 123456: digits shift in (Cents entry: 1 2 3 4 5 gives \$123.45)"
key Home
expect usd '{"text":"$1,234.56","selection":[1,1],"value":"1234.56","accepted":true}' \
  "Home: the caret placed in the prefix goes to the edge of the number"
key Right
expect usd '{"text":"$1,234.56","selection":[2,2],"value":"1234.56","accepted":true}' \
  "Right: one character"
key Right
expect usd '{"text":"$1,234.56","selection":[3,3],"value":"1234.56","accepted":true}' \
  "Right: onto the separator, not past it (\$1,|234)"
key BackSpace
expect usd '{"text":"$234.56","selection":[1,1],"value":"234.56","accepted":true}' \
  "Backspace over the grouping separator deletes the 1 (\$1,|234 → \$|234)"
click_caret usd 4
expect usd '{"text":"$234.56","selection":[4,4],"value":"234.56","accepted":true}' \
  "mouse click places the caret (\$234|.56)"
typ 9
expect usd '{"text":"$2,349.56","selection":[6,6],"value":"2349.56","accepted":true}' \
  "type 9 at the caret (Cents: \$1|23.45 + 9 → \$1,9|23.45)"
key ctrl+a
expect usd '{"text":"$2,349.56","selection":[1,9],"value":"2349.56","accepted":true}' \
  "Ctrl+A selects the number, the prefix stays out"
typ 7
expect usd '{"text":"$0.07","selection":[5,5],"value":"0.07","accepted":true}' \
  "type 7 over all: replaces the amount"
key ctrl+z
expect usd '{"text":"$2,349.56","selection":[1,9],"value":"2349.56","accepted":true}' \
  "Ctrl+Z: text, selection and value as before the keystroke (one edit)"
typ x
expect usd '{"text":"$2,349.56","selection":[1,9],"value":"2349.56","accepted":false,"reason":"invalidCharacter"}' \
  "type x: rejected, text, selection and value unchanged"
key ctrl+shift+z
expect usd '{"text":"$0.07","selection":[5,5],"value":"0.07","accepted":true}' \
  "Ctrl+Shift+Z: redo (a rejected edit adds no step)"

# eur: de_DE EUR, decimal entry, maximum 10000.
key Tab
typ 5
expect eur "{\"text\":\"5${NBSP}€\",\"selection\":[1,1],\"value\":\"5\",\"accepted\":true}" \
  "Tab moves the focus; type 5"
key ctrl+a
expect eur "{\"text\":\"5${NBSP}€\",\"selection\":[0,1],\"value\":\"5\",\"accepted\":true}" \
  "Ctrl+A: the suffix stays out"
clipboard "1.234,56 €"
key ctrl+v
expect eur "{\"text\":\"1.234,56${NBSP}€\",\"selection\":[8,8],\"value\":\"1234.56\",\"accepted\":true}" \
  "Ctrl+V of \"1.234,56 €\" from the clipboard: one paste over the selection"
typ 7
expect eur "{\"text\":\"1.234,56${NBSP}€\",\"selection\":[8,8],\"value\":\"1234.56\",\"accepted\":false,\"reason\":\"fractionFull\"}" \
  "type 7: rejected, the fraction is full"
key ctrl+z
expect eur "{\"text\":\"5${NBSP}€\",\"selection\":[0,1],\"value\":\"5\",\"accepted\":true}" \
  "Ctrl+Z: the paste is undone, the selection is back"
key End
expect eur "{\"text\":\"5${NBSP}€\",\"selection\":[1,1],\"value\":\"5\",\"accepted\":true}" \
  "End: the caret placed in the suffix goes to the end of the number"
typ 000
expect eur "{\"text\":\"5.000${NBSP}€\",\"selection\":[5,5],\"value\":\"5000\",\"accepted\":true}" \
  "type 000: regrouped as you type"
typ 0
expect eur "{\"text\":\"5.000${NBSP}€\",\"selection\":[5,5],\"value\":\"5000\",\"accepted\":false,\"reason\":\"aboveMaximum\"}" \
  "type 0: rejected above the maximum"
key KP_Decimal
expect key '{"keyval":"KP_Decimal","character":".","keycode":91}' \
  "US layout: the keypad's decimal key (keycode 91) arrives as KP_Decimal with \".\""
expect eur "{\"text\":\"5.000,${NBSP}€\",\"selection\":[6,6],\"value\":\"5000\",\"accepted\":true}" \
  "KP_Decimal: the decimal key in de_DE too (The host's decimal key)"
key BackSpace
expect eur "{\"text\":\"5.000${NBSP}€\",\"selection\":[5,5],\"value\":\"5000\",\"accepted\":true}" \
  "Backspace: an empty fraction, the separator itself goes"
typ ,
expect eur "{\"text\":\"5.000,${NBSP}€\",\"selection\":[6,6],\"value\":\"5000\",\"accepted\":true}" \
  "type ,: the decimal key in de_DE; a trailing separator is kept while editing"
other_window
typ 5
expect eur "{\"text\":\"5.000,5${NBSP}€\",\"selection\":[7,7],\"value\":\"5000.5\",\"accepted\":true}" \
  "type 5: editing went on while another window had the focus (no end of editing)"
key Tab
expect eur "{\"text\":\"5.000,50${NBSP}€\",\"selection\":[8,8],\"value\":\"5000.5\",\"accepted\":true}" \
  "Tab: end of editing pads the fraction"

# inr: en_IN INR.
typ 1234567
expect inr '{"text":"₹12,34,567","selection":[10,10],"value":"1234567","accepted":true}' \
  "type 1234567: lakh grouping"
key Tab
expect inr '{"text":"₹12,34,567.00","selection":[13,13],"value":"1234567","accepted":true}' \
  "Tab: end of editing pads the fraction"

# egp: ar_EG EGP, a digit composed with GTK's input method.
key ctrl+shift+u
typ 0663
expect egp '{"preedit":"u0663"}' "Ctrl+Shift+U 0663: the input method shows a preedit"
composing_from=$pos
key Up
key space
expect egp '{"preedit":""}' "space: the preedit ends"
expect egp "{\"text\":\"${RLM}٣${NBSP}ج.م.${RLM}\",\"selection\":[2,2],\"value\":\"3\",\"accepted\":true}" \
  "the committed ٣ is typed as 3, shown in Arabic-Indic digits"
no_line_between "$composing_from" 'egp {"text":' \
  "egp: Up while composing is the input method's: no step, no refusal (While an input method composes)"
key Tab
expect egp "{\"text\":\"${RLM}٣٫٠٠${NBSP}ج.م.${RLM}\",\"selection\":[5,5],\"value\":\"3\",\"accepted\":true}" \
  "Tab: end of editing pads the fraction"

# jpy: ja_JP JPY, no fraction.
typ .
expect jpy '{"text":"","selection":[0,0],"value":null,"accepted":false,"reason":"noFraction"}' \
  "type .: rejected, the yen has no fraction"
typ 853
expect jpy '{"text":"¥853","selection":[4,4],"value":"853","accepted":true}' "type 853"

# lbs: a plain number with the suffix " lbs".
key Tab
typ 28
expect lbs '{"text":"28 lbs","selection":[2,2],"value":"28","accepted":true}' \
  "type 28: the suffix appears with the first digit"
key Home
expect lbs '{"text":"28 lbs","selection":[0,0],"value":"28","accepted":true}' "Home"
click_caret lbs end+60
expect lbs '{"text":"28 lbs","selection":[2,2],"value":"28","accepted":true}' \
  "a click past the text: the caret never enters the suffix"
typ .5
expect lbs '{"text":"28.5 lbs","selection":[4,4],"value":"28.5","accepted":true}' "type .5"
key Up
expect lbs '{"text":"29.5 lbs","selection":[4,4],"value":"29.5","accepted":true}' \
  "Up steps by 1, keeping the fraction shown (\$12.5 up by 1 gives \$13.5)"
key ctrl+shift+u
typ 0663
expect lbs '{"preedit":"u0663"}' "Ctrl+Shift+U 0663: the input method composes"
click_button lbs stepUp
expect lbs '{"text":"29.5 lbs","selection":[4,4],"value":"29.5","accepted":false,"reason":"composing"}' \
  "its +1 button while the input method composes: refused (While an input method composes)"
key Escape
expect lbs '{"preedit":""}' "Escape: the preedit ends"
expect lbs '{"text":"29.5 lbs","selection":[4,4],"value":"29.5","accepted":true}' \
  "the composition is cancelled: the field shows what it showed before it"

# neg: en_US USD, minimum -10000.
key Tab
typ 12-
expect neg '{"text":"-$12","selection":[4,4],"value":"-12","accepted":true}' \
  "type 12-: the minus toggles the sign, the caret stays after the 2"
key ctrl+a
expect neg '{"text":"-$12","selection":[2,4],"value":"-12","accepted":true}' \
  "Ctrl+A selects the digits"
typ 5
expect neg '{"text":"-$5","selection":[3,3],"value":"-5","accepted":true}' \
  "type 5 over every digit keeps the sign"
key ctrl+a
typ 1000.25
expect neg '{"text":"-$1,000.25","selection":[10,10],"value":"-1000.25","accepted":true}' \
  "type 1000.25 over every digit"
key Home
key Right
key BackSpace
expect neg '{"text":"-$000.25","selection":[2,2],"value":"-0.25","accepted":true}' \
  "Backspace after the first digit: the zeros it leaves leading stay while editing"
typ 2
expect neg '{"text":"-$2,000.25","selection":[3,3],"value":"-2000.25","accepted":true}' \
  "type 2 before them: the magnitude is kept (\$1|0,000.25 → \$|0,000.25 → \$2|0,000.25)"
key ctrl+a
typ 5
expect neg '{"text":"-$5","selection":[3,3],"value":"-5","accepted":true}' \
  "type 5 over every digit again"
step_from=$pos
click_button lbs stepUp
expect lbs '{"text":"30.5 lbs","selection":[4,4],"value":"30.5","accepted":true}' \
  "its +1 button while neg is edited: the step, then end of editing (Stepping: a host steps a field it is not editing)"
no_line_between "$step_from" 'lbs {"editing":true}' \
  "lbs: never left editing while another field has the focus"
key Tab
expect neg '{"text":"-$5.00","selection":[6,6],"value":"-5","accepted":true}' \
  "Tab: end of editing pads the fraction"

# ccp: Chakma digits, outside the BMP: GTK's character offsets are not UTF-16 offsets.
typ 12
expect ccp "{\"text\":\"${C1}${C2}${NBSP}US\$\",\"selection\":[4,4],\"value\":\"12\",\"accepted\":true}" \
  "type 12: two digits, four UTF-16 units"
key Left
expect ccp "{\"text\":\"${C1}${C2}${NBSP}US\$\",\"selection\":[2,2],\"value\":\"12\",\"accepted\":true}" \
  "Left: one character, two UTF-16 units"
typ 3
expect ccp "{\"text\":\"${C1}${C3}${C2}${NBSP}US\$\",\"selection\":[4,4],\"value\":\"132\",\"accepted\":true}" \
  "type 3 between the digits"
click_caret ccp 2
expect ccp "{\"text\":\"${C1}${C3}${C2}${NBSP}US\$\",\"selection\":[2,2],\"value\":\"132\",\"accepted\":true}" \
  "a click after the first digit"
key BackSpace
expect ccp "{\"text\":\"${C3}${C2}${NBSP}US\$\",\"selection\":[0,0],\"value\":\"32\",\"accepted\":true}" \
  "Backspace deletes the whole first digit"
key Tab
expect ccp "{\"text\":\"${C3}${C2}.${C0}${C0}${NBSP}US\$\",\"selection\":[9,9],\"value\":\"32\",\"accepted\":true}" \
  "Tab: end of editing pads the fraction"

# pad: en_US USD typed on the keypad under the German layout, whose keypad decimal key is
# KP_Separator and types "," (The host's decimal key: 1 , 5 0 gives $1.50, never $150). The
# keycode in the trace shows the layout's own key: xdotool binds a keysym the layout lacks to a
# spare keycode instead.
layout de
key KP_1
expect pad '{"text":"$1","selection":[2,2],"value":"1","accepted":true}' \
  "German layout, KP_1: a keypad digit"
key KP_Separator
expect key '{"keyval":"KP_Separator","character":",","keycode":91}' \
  "German layout: the keypad's decimal key (keycode 91) arrives as KP_Separator with \",\""
expect pad '{"text":"$1.","selection":[3,3],"value":"1","accepted":true}' \
  "KP_Separator: the field's decimal key, though en_US ignores a typed ,"
key ctrl+z
expect pad '{"text":"$1","selection":[2,2],"value":"1","accepted":true}' \
  "Ctrl+Z: the keypad key was one undo step"
key ctrl+shift+z
expect pad '{"text":"$1.","selection":[3,3],"value":"1","accepted":true}' "Ctrl+Shift+Z: redo"
key KP_5 KP_0
expect pad '{"text":"$1.50","selection":[5,5],"value":"1.5","accepted":true}' \
  "KP_5 KP_0: \$1.50, value 1.5"
layout us
# The app's Clear button sets the value to none (Set while editing; While an input method composes).
clear_from=$pos
click_button pad clear
expect pad '{"text":"","selection":[0,0],"value":null,"accepted":true}' \
  "Clear while editing: the value set, empty"
typ 2
expect pad '{"text":"$2","selection":[2,2],"value":"2","accepted":true}' \
  "type 2: the field stayed editing"
no_line_between "$clear_from" 'pad {"editing":false}' "pad: a value set while editing keeps it editing"
key ctrl+shift+u
typ 0037
expect pad '{"preedit":"u0037"}' "Ctrl+Shift+U 0037: the input method composes a 7"
click_button pad clear
key space
expect pad '{"preedit":""}' "space: the input method commits the 7"
expect pad '{"text":"","selection":[0,0],"value":null,"accepted":true}' \
  "Clear while composing applies when the composition ends, as if set right after its 7"
typ 1.5
expect pad '{"text":"$1.5","selection":[4,4],"value":"1.5","accepted":true}' "type 1.5"
key Tab
expect pad '{"text":"$1.50","selection":[5,5],"value":"1.5","accepted":true}' \
  "Tab: end of editing pads the fraction"
# pct: de_DE percent: Foundation's percent style (`12,5 %`, a no-break space before the sign),
# the value the fraction ("Affixes and units").
typ 12,5
expect pct "{\"text\":\"12,5${NBSP}%\",\"selection\":[4,4],\"value\":\"0.125\",\"accepted\":true}" \
  "type 12,5: the percent sign where Foundation puts it, 12,5 % is 0.125"
# Tab: at rest the text is the same (no new trace line); the final check reads it.
key Tab

# lb: ru_RU pounds, wide: ICU's plural forms (2 фунта, 25 фунтов) ("Affixes and units").
typ 2
expect lb '{"text":"2 фунта","selection":[1,1],"value":"2","accepted":true}' \
  "type 2: the form of 2"
typ 5
expect lb '{"text":"25 фунтов","selection":[2,2],"value":"25","accepted":true}' \
  "type 5: the form of 25, the caret by its digit"
# Tab: at rest the text is the same (no new trace line); the final check reads it.
key Tab
expect usd '{"text":"$0.07","selection":[1,5],"value":"0.07","accepted":true}' \
  "Tab back to the first field: GTK selects all, the number stays selected"
settled

# -- the spoken value: pushed only while a screen reader runs -------------------------------------
# GTK 4.8 has no call that asks a widget for its value: the field pushes its spoken value, the
# amount's full name (Foundation's: 0.07 in en_US USD is "0.07 US dollars"), only while the AT-SPI
# bus launcher's org.a11y.Status says a screen reader (ScreenReaderEnabled) or another assistive
# technology (IsEnabled) runs, as a screen reader such as Orca sets it.
a11y_status() { # PROPERTY true|false
  dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \
    org.freedesktop.DBus.Properties.Set string:org.a11y.Status "string:$1" "variant:boolean:$2" \
    >/dev/null 2>>"$work/app.log"
}
if grep -q '{"accessibleValue":' "$trace"; then
  fail "no spoken value is pushed while no screen reader runs" \
    "$(grep '{"accessibleValue":' "$trace" | head -3)"
else
  pass "no spoken value is pushed while no screen reader runs"
fi
a11y_status ScreenReaderEnabled true
expect usd '{"accessibleValue":"0.07 US dollars"}' \
  "a screen reader starts: the current value is pushed, Foundation's full name"
typ 1
# Pushed while the key's effects are carried out, before the field's state line.
expect usd '{"accessibleValue":"0.01 US dollars"}' "while it runs, each change is pushed"
expect usd '{"text":"$0.01","selection":[5,5],"value":"0.01","accepted":true}' \
  "type 1 over the selected amount (cents entry)"
a11y_status ScreenReaderEnabled false
a11y_status IsEnabled false
expect usd '{"accessibleValue":""}' "the screen reader stops: the value is removed, none is stale"
off_mark=$pos
typ 2
expect usd '{"text":"$0.12","selection":[5,5],"value":"0.12","accepted":true}' "type 2"
no_line_between "$off_mark" 'usd {"accessibleValue":' \
  "no spoken value is pushed once no screen reader runs"
settled

# -- after the steps ------------------------------------------------------------------------------
for field in "${!final_state[@]}"; do
  shown=$(state_of "$field")
  if [[ "$shown" != "${final_state[$field]}" ]]; then
    fail "$field: shows its last expected state at the end" "expected: ${final_state[$field]}" \
      "shown:    $shown"
  fi
done
if grep -q '{"mismatch":' "$trace"; then
  fail "the widgets always show the controllers' text and selection" \
    "$(grep '{"mismatch":' "$trace" | head -5)"
else
  pass "the widgets always showed the controllers' text and selection"
fi
if grep -E -q 'CRITICAL|WARNING|ERROR' "$work/app.log"; then
  fail "no GTK or GLib warning" "$(grep -E 'CRITICAL|WARNING|ERROR' "$work/app.log" | head -5)"
else
  pass "no GTK or GLib warning"
fi

mkdir -p "$GTK_DIR/Screenshots"
xdotool mousemove --window "$window" 1 1
shot="$GTK_DIR/Screenshots/amount-gtk.png"
rm -f "$shot"
if import -window "$window" "$shot" 2>"$work/import.log" && [[ -s "$shot" ]]; then
  pass "screenshot $shot"
else
  fail "screenshot $shot" "$(cat "$work/import.log")"
fi
app_alive && pass "amount-gtk still runs" || fail "amount-gtk still runs" "$(tail -5 "$work/app.log")"

if ((failed)); then
  echo "-- trace (last 30 lines)"
  tail -30 "$trace"
  echo "-- amount-gtk standard error"
  tail -20 "$work/app.log"
fi
elapsed=$((($(date +%s%N) - started) / 1000000))
printf 'gui-test: %d.%03d s\n' $((elapsed / 1000)) $((elapsed % 1000))
echo "gui: $passed passed, $failed failed"
((failed == 0))
