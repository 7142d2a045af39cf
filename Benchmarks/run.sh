#!/usr/bin/env bash
# Runs the AmountKit benchmarks (ordo-one/package-benchmark) and prints one
# compact table: the median of every benchmark per key or per amount, and
# the ratios against the baselines measured in the same run.
#
#   Benchmarks/run.sh                      # everything, about 10 minutes
#   Benchmarks/run.sh --filter '.*en_US.*' # extra options go to the tool
#                                          # (a filter must match whole names)
#   INSTRUCTIONS=1 Benchmarks/run.sh       # also count instructions (valgrind)
#   Benchmarks/run.sh --filter '(type12|middle) .*'   # the keystrokes only
#   END_TO_END_ONLY=1 Benchmarks/run.sh    # only the whole-process comparisons:
#                                          # amount format/parse against a
#                                          # Foundation stream, first formats
#                                          # in new pairs, the 300-pair list
#
# The table also goes to Benchmarks/RESULTS.md, the raw medians to
# Benchmarks/.build/results.influx.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cd "$here"
export PATH="/opt/swift/usr/bin:$PATH"
mkdir -p .build
raw=.build/results.influx

if [[ "${END_TO_END_ONLY:-0}" == "1" ]]; then
  swift build -c release --product FirstFormat >&2
  swift build -c release --product StreamBaseline >&2
else
swift build -c release >&2
swift package --disable-sandbox benchmark --format influx --path stdout --no-progress "$@" \
  2>/dev/null | grep -E '^(Keystroke|Formatting|Derivation|Paste),' >"$raw"

# One line per benchmark: name, per-key median time (ns), per-key mallocs.
# Names end with "IMPL [k=N]"; N is the number of keys or amounts one
# iteration handles.
medians() {
  awk -F, '$10 == "50.0" {
    name = $9; k = 1
    if (match(name, /\[k=[0-9]+\]/)) { k = substr(name, RSTART + 3, RLENGTH - 4) + 0 }
    sub(/ \[k=[0-9]+\]$/, "", name)
    if ($7 ~ /^Time/) time[name] = $11 / k
    if ($7 ~ /^Malloc/) allocs[name] = $11 / k
    seen[name] = 1
  } END { for (n in seen) printf "%s\t%.1f\t%.2f\n", n, time[n], allocs[n] }' "$raw" | sort
}

# Reads the medians into t[scenario, impl] (ns) and m[scenario, impl]
# (allocations); keys[scenario] lists the scenarios.
by_impl='
  { split($1, w, " "); impl = w[length(w)]; key = $1; sub(/ [^ ]+$/, "", key)
    t[key, impl] = $2; m[key, impl] = $3; if (impl == "ours") keys[key] = 1 }'

report() {
  local table
  table="$(medians)"
  local cpu
  cpu="$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //' || echo unknown)"
  echo "Measured $(date -u +%Y-%m-%d) on $(nproc) cores of $cpu, Linux, Swift"\
    "$(swift --version 2>/dev/null | grep -o 'Swift version [0-9.]*' | cut -d' ' -f3),"\
    "release build; medians. a = NumberFormatter created per keystroke,"\
    "b = FormatStyle parse + format per keystroke; ×N = how many times faster ours is."
  echo
  echo "| keystrokes | ours ns/key | allocs/key | a ns/key | b ns/key | a ÷ ours | b ÷ ours |"
  echo "|---|--:|--:|--:|--:|--:|--:|"
  echo "$table" | awk -F'\t' "$by_impl"'
    END {
      for (k in keys) if (k ~ /^(type12|middle)/) {
        a = t[k, "a-NumberFormatter"]; b = t[k, "b-FormatStyle"]; o = t[k, "ours"]
        printf "| %s | %.0f | %.1f | %.0f | %.0f | ×%.0f | ×%.0f |\n", k, o, m[k, "ours"], a, b, a / o, b / o
      }
    }' | sort
  echo
  echo "| formatting and parsing | ours ns | allocs | Foundation ns | Foundation ÷ ours |"
  echo "|---|--:|--:|--:|--:|"
  echo "$table" | awk -F'\t' "$by_impl"'
    END {
      for (k in keys) if (k !~ /^(type12|middle)/) {
        f = t[k, "FormatStyle"]
        if (f > 0) printf "| %s | %.0f | %.1f | %.0f | ×%.1f |\n", k, t[k, "ours"], m[k, "ours"], f, f / t[k, "ours"]
        else printf "| %s | %.0f | %.1f | | |\n", k, t[k, "ours"], m[k, "ours"]
      }
    }' | sort
  echo
  echo "| controller vs editor | editor ns/key | controller ns/key | controller-1000 ns/key |"\
    "controller ÷ editor | controller-1000 ÷ editor | editor allocs/key | controller allocs/key |"\
    "controller-1000 allocs/key | allocs controller ÷ editor |"
  echo "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|"
  echo "$table" | awk -F'\t' '
    { split($1, w, " "); impl = w[length(w)]; key = $1; sub(/ [^ ]+$/, "", key)
      t[key, impl] = $2; m[key, impl] = $3; if (impl == "editor") keys[key] = 1 }
    END {
      for (k in keys) {
        e = t[k, "editor"]; c = t[k, "controller"]; h = t[k, "controller-1000"]
        me = m[k, "editor"]; mc = m[k, "controller"]; mh = m[k, "controller-1000"]
        printf "| %s | %.0f | %.0f | %.0f | ×%.2f | ×%.2f | %.1f | %.1f | %.1f | %s |\n", k, e, c, h,
          c / e, h / e, me, mc, mh, (me > 0 ? sprintf("×%.2f", mc / me) : "")
      }
    }' | sort
  echo
  echo "editor, controller, controller-1000: the same keys typed into an AmountEditor, and"\
    "into an AmountInputController as a UIKit host sends them (shouldChangeCharacters with"\
    "the text and selection the host shows; backspace as the character before the caret"\
    "replaced with \"\"), with an empty undo history or 1,000 undo steps; timed on"\
    "states prepared before the timing starts."
  echo
  echo "format10k: per amount, 10,000 amounts, output identical to FormatStyle (checked"\
    "before timing). derive: one format for a new locale (cold, each sample a locale"\
    "not yet derived) or the same one again (cached). parse: per pasted text."\
    "paste: one paste into a field; paste1MB: a megabyte, rejected whole."
}

report | tee RESULTS.md
fi

if [[ "${INSTRUCTIONS:-0}" == "1" && "${END_TO_END_ONLY:-0}" != "1" ]]; then
  # Instructions per key from callgrind: the difference between N runs and
  # none, divided by the keys, so that start-up is not counted.
  profile=.build/release/Profile
  count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$profile" "$@" 2>&1 \
      | awk '/Collected/ { print $4 }'
  }
  {
    echo
    echo "| instructions per key (callgrind), en_US | ours | a | b | a ÷ ours | b ÷ ours |"
    echo "|---|--:|--:|--:|--:|--:|"
    for mode in decimal cents integer; do
      keys=12
      [[ "$mode" == "decimal" ]] && keys=13
      declare -A per
      for impl in ours a b; do
        n=2000
        [[ "$impl" != "ours" ]] && n=100
        full=$(count type12 en_US "$mode" "$impl" "$n")
        none=$(count type12 en_US "$mode" "$impl" 0)
        per[$impl]=$(((full - none) / (n * keys)))
      done
      echo "| type12 $mode | ${per[ours]} | ${per[a]} | ${per[b]} |"\
        "×$((per[a] / per[ours])) | ×$((per[b] / per[ours])) |"
    done
  } | tee -a RESULTS.md

  # The controller against the editor: only the measured keystrokes are
  # counted (Profile prepares the states first), N = 200 states.
  count_keys() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null --collect-atstart=no \
      --toggle-collect='*measuredKeystrokes*' "$profile" "$@" 2>&1 | awk '/Collected/ { print $4 }'
  }
  {
    echo
    echo "| instructions per key (callgrind) | editor | controller | controller-1000 |"\
      "controller ÷ editor | controller-1000 ÷ editor |"
    echo "|---|--:|--:|--:|--:|--:|"
    for locale in en_US de_DE; do
      for scenario in type12 middle; do
        for mode in decimal cents integer; do
          keys=12
          [[ "$mode" == "decimal" ]] && keys=13
          [[ "$scenario" == "middle" ]] && keys=2
          n=200
          declare -A per
          for impl in editor controller controller-1000; do
            per[$impl]=$(($(count_keys "$scenario" "$locale" "$mode" "$impl" "$n") / (n * keys)))
          done
          awk -v e="${per[editor]}" -v c="${per[controller]}" -v h="${per[controller-1000]}" \
            -v k="$scenario $locale $mode" \
            'BEGIN { printf "| %s | %d | %d | %d | ×%.2f | ×%.2f |\n", k, e, c, h, c / e, h / e }'
        done
      done
    done
  } | tee -a RESULTS.md

  # The field's whole keystroke as its adapter runs it (FieldHost: the UIKit
  # adapter's and the GTK entry's work around the controller), against the
  # controller's keystroke, N = 200 fields: with nothing reading the spoken
  # value (AmountTextField makes it when VoiceOver reads it; the GTK entry
  # pushes it only while a screen reader runs), and with VoiceOver (a plain
  # UITextField's behaviour) or a screen reader (GTK) running. Allocations
  # per key: package-benchmark's, from the same run's table above.
  {
    echo
    echo "| the field's keystroke (callgrind) | controller | UIKit field | GTK field |"\
      "UIKit ÷ controller | GTK ÷ controller | UIKit, VoiceOver running |"\
      "GTK, screen reader running | allocs/key controller, UIKit, GTK |"
    echo "|---|--:|--:|--:|--:|--:|--:|--:|--:|"
    for locale in en_US de_DE; do
      for scenario in type12 middle; do
        mode=decimal
        keys=13
        [[ "$scenario" == "middle" ]] && keys=2
        n=200
        declare -A per
        for impl in controller field-uikit field-gtk field-uikit-voiceover field-gtk-reader; do
          per[$impl]=$(($(count_keys "$scenario" "$locale" "$mode" "$impl" "$n") / (n * keys)))
        done
        allocs=$(medians | awk -F'\t' -v k="$scenario $locale $mode" '
          $1 == k " controller" { c = $3 } $1 == k " field-uikit" { u = $3 }
          $1 == k " field-gtk" { g = $3 } END { printf "%s, %s, %s", c, u, g }')
        awk -v c="${per[controller]}" -v u="${per[field-uikit]}" -v g="${per[field-gtk]}" \
          -v uv="${per[field-uikit-voiceover]}" -v gr="${per[field-gtk-reader]}" \
          -v k="$scenario $locale $mode" -v a="$allocs" \
          'BEGIN { printf "| %s | %d | %d | %d | ×%.2f | ×%.2f | %d | %d | %s |\n", k, c, u, g, u / c, g / c, uv, gr, a }'
      done
    done
  } | tee -a RESULTS.md

  # A new field: AmountEditor(configuration:) from a configuration made
  # first, N = 200 editors, against the same row's keystroke (type12,
  # editor): how many keystrokes a new field costs.
  count_new() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null --collect-atstart=no \
      --toggle-collect='*measuredNewField*' "$profile" newField "$@" 2>&1 | awk '/Collected/ { print $4 }'
  }
  {
    echo
    echo "| new field (callgrind) | instructions per editor | type12 editor instructions per key |"\
      "new field ÷ keystroke |"
    echo "|---|--:|--:|--:|"
    for locale in en_US de_DE; do
      for mode in decimal cents integer; do
        keys=12
        [[ "$mode" == "decimal" ]] && keys=13
        n=200
        made=$(($(count_new "$locale" "$mode" editor "$n") / n))
        key=$(($(count_keys type12 "$locale" "$mode" editor "$n") / (n * keys)))
        awk -v m="$made" -v k="$key" -v r="newField $locale $mode" \
          'BEGIN { printf "| %s | %d | %d | ×%.2f |\n", r, m, k, m / k }'
      done
    done
  } | tee -a RESULTS.md
fi

# Whole processes, ours against Foundation in the same run: `amount format`
# and `amount parse` on 400,000 mixed values against StreamBaseline (the same
# stream through readLine, Decimal(string:), FormatStyle), the first format
# in 150 new locale/currency pairs, one amount in 300 pairs cold and warm,
# and a currency picker (every common currency in one locale) cold
# (FirstFormat). Wall clock: medians of three runs; instructions: callgrind,
# on 20,000 lines (whole process) or only inside the measured function.
end_to_end() {
  (cd .. && swift build -c release --product amount >&2)
  local amount=../.build/release/amount baseline=.build/release/StreamBaseline
  local first=.build/release/FirstFormat data=.build/end-to-end
  mkdir -p "$data"
  # 400,000 literals: 1 to 12 integer digits, 0 to 4 fraction digits (so
  # that some round), 15% negative, some zeros and -0.004.
  awk -v n=400000 'BEGIN {
    srand(13)
    for (i = 0; i < n; i++) {
      r = rand()
      if (r < 0.02) { print "0"; continue }
      if (r < 0.04) { print "-0.004"; continue }
      d = 1 + int(rand() * 12); s = ""
      for (k = 0; k < d; k++) s = s (k == 0 ? 1 + int(rand() * 9) : int(rand() * 10))
      f = int(rand() * 5)
      if (f > 0) { s = s "."; for (k = 0; k < f; k++) s = s int(rand() * 10) }
      if (rand() < 0.15) s = "-" s
      print s
    }
  }' >"$data/values.txt"
  head -20000 "$data/values.txt" >"$data/values20k.txt"
  # Median of three wall-clock runs, in seconds: median3 INPUT COMMAND...
  median3() {
    local input=$1
    shift
    for _ in 1 2 3; do
      local start end
      start=$(date +%s%N)
      "$@" <"$input" >/dev/null
      end=$(date +%s%N)
      echo $(((end - start) / 1000000))
    done | sort -n | sed -n 2p | awk '{ printf "%.2f", $1 / 1000 }'
  }
  instructions() {
    local input=$1
    shift
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" <"$input" 2>&1 >/dev/null \
      | awk '/Collected/ { print $4 }'
  }
  toggled() {
    local function=$1
    shift
    valgrind --tool=callgrind --callgrind-out-file=/dev/null --collect-atstart=no \
      --toggle-collect="*$function*" "$@" 2>&1 >/dev/null | awk '/Collected/ { print $4 }'
  }
  echo
  echo "<!-- end-to-end -->"
  echo "Whole processes on 400,000 mixed values (wall clock: medians of three runs) and"\
    "on their first 20,000 (instructions, callgrind, start-up included). Foundation:"\
    "the same stream through readLine, Decimal(string:locale:) and"\
    "Decimal.FormatStyle.Currency (parse: its parseStrategy), output in the same blocks."
  echo
  echo "| end to end | ours s | Foundation s | Foundation ÷ ours | ours instructions |"\
    "Foundation instructions | ÷ | output |"
  echo "|---|--:|--:|--:|--:|--:|--:|---|"
  for pair in "de_DE EUR" "en_IN INR"; do
    set -- $pair
    local locale=$1 code=$2
    "$baseline" format "$locale" "$code" <"$data/values.txt" >"$data/display-$locale.txt"
    "$amount" format --locale "$locale" --currency "$code" <"$data/values.txt" >"$data/ours-$locale.txt"
    local same="byte-identical"
    cmp -s "$data/display-$locale.txt" "$data/ours-$locale.txt" || same="DIFFERENT"
    head -20000 "$data/display-$locale.txt" >"$data/display20k-$locale.txt"
    for command in format parse; do
      local input="$data/values.txt" small="$data/values20k.txt"
      if [[ "$command" == "parse" ]]; then
        input="$data/display-$locale.txt"
        small="$data/display20k-$locale.txt"
        "$baseline" parse "$locale" "$code" <"$input" >"$data/parsed-foundation.txt"
        "$amount" parse --locale "$locale" --currency "$code" <"$input" >"$data/parsed-ours.txt"
        same="byte-identical"
        cmp -s "$data/parsed-foundation.txt" "$data/parsed-ours.txt" || same="differs"
      fi
      local ours theirs ours_i theirs_i
      ours=$(median3 "$input" "$amount" "$command" --locale "$locale" --currency "$code")
      theirs=$(median3 "$input" "$baseline" "$command" "$locale" "$code")
      ours_i=$(instructions "$small" "$amount" "$command" --locale "$locale" --currency "$code")
      theirs_i=$(instructions "$small" "$baseline" "$command" "$locale" "$code")
      awk -v k="$command $locale/$code" -v o="$ours" -v t="$theirs" -v oi="$ours_i" \
        -v ti="$theirs_i" -v same="$same" 'BEGIN {
          printf "| %s | %.2f | %.2f | ×%.1f | %.0fM | %.0fM | ×%.1f | %s |\n",
            k, o, t, t / o, oi / 1e6, ti / 1e6, ti / oi, same }'
    done
  done
  echo
  echo "| first format in a new pair | ours µs | Foundation µs | Foundation ÷ ours |"\
    "ours instructions | Foundation instructions | ÷ |"
  echo "|---|--:|--:|--:|--:|--:|--:|"
  # A negative amount asks for all of a pattern; a positive one of four
  # integer digits for the minimum grouping digits too; one below 1000 for
  # neither (one probe format in a new locale).
  local shown ours_d theirs_d ours_di theirs_di
  for shown in -1234.56 1234.56 123.45; do
    ours_d=$(for _ in 1 2 3; do "$first" derive ours 150 "$shown"; done \
      | sed 's/.*median_ns=\([0-9]*\).*/\1/' | sort -n | sed -n 2p)
    theirs_d=$(for _ in 1 2 3; do "$first" derive foundation 150 "$shown"; done \
      | sed 's/.*median_ns=\([0-9]*\).*/\1/' | sort -n | sed -n 2p)
    ours_di=$(toggled formatOnce "$first" derive ours 100 "$shown")
    theirs_di=$(toggled formatOnce "$first" derive foundation 100 "$shown")
    awk -v a="$shown" -v o="$ours_d" -v t="$theirs_d" -v oi="$ours_di" -v ti="$theirs_di" 'BEGIN {
      printf "| derive %s, 150 new pairs (100 for instructions) | %.1f | %.1f | ×%.2f | %.0fk | %.0fk | ×%.2f |\n",
        a, o / 1e3, t / 1e3, t / o, oi / 100e3, ti / 100e3, ti / oi }'
  done
  echo
  echo "| 300 locale/currency pairs, one amount each | ours ms | Foundation ms |"\
    "Foundation ÷ ours | ours instructions | Foundation instructions | ÷ |"
  echo "|---|--:|--:|--:|--:|--:|--:|"
  local ours_l theirs_l
  ours_l=$(for _ in 1 2 3; do "$first" list ours; done)
  theirs_l=$(for _ in 1 2 3; do "$first" list foundation; done)
  for phase in cold warm; do
    local field=cold_ns function=coldList runs=1
    [[ "$phase" == "warm" ]] && field=warm_median_ns function=warmList runs=20
    local o t oi ti
    o=$(echo "$ours_l" | sed "s/.*$field=\([0-9]*\).*/\1/" | sort -n | sed -n 2p)
    t=$(echo "$theirs_l" | sed "s/.*$field=\([0-9]*\).*/\1/" | sort -n | sed -n 2p)
    oi=$(toggled "$function" "$first" list ours)
    ti=$(toggled "$function" "$first" list foundation)
    awk -v k="$phase" -v o="$o" -v t="$t" -v oi="$oi" -v ti="$ti" -v r="$runs" 'BEGIN {
      printf "| %s | %.2f | %.2f | ×%.2f | %.1fM | %.1fM | ×%.2f |\n",
        k, o / 1e6, t / 1e6, t / o, oi / r / 1e6, ti / r / 1e6, ti / oi }'
  done
  echo
  echo "| a currency picker: every common currency in one locale, cold | ours ms |"\
    "Foundation ms | Foundation ÷ ours | ours instructions | Foundation instructions | ÷ |"
  echo "|---|--:|--:|--:|--:|--:|--:|"
  local picked ours_p theirs_p ours_pi theirs_pi
  for picked in de_DE en_US ar_EG; do
    ours_p=$(for _ in 1 2 3; do "$first" picker ours "$picked"; done \
      | sed 's/.*cold_ns=\([0-9]*\).*/\1/' | sort -n | sed -n 2p)
    theirs_p=$(for _ in 1 2 3; do "$first" picker foundation "$picked"; done \
      | sed 's/.*cold_ns=\([0-9]*\).*/\1/' | sort -n | sed -n 2p)
    ours_pi=$(toggled coldList "$first" picker ours "$picked")
    theirs_pi=$(toggled coldList "$first" picker foundation "$picked")
    awk -v k="$picked" -v o="$ours_p" -v t="$theirs_p" -v oi="$ours_pi" -v ti="$theirs_pi" 'BEGIN {
      printf "| picker %s | %.2f | %.2f | ×%.2f | %.1fM | %.1fM | ×%.2f |\n",
        k, o / 1e6, t / 1e6, t / o, oi / 1e6, ti / 1e6, ti / oi }'
  done
  echo
  echo "derive: each sample the first format of a pair never formatted before in that"\
    "process, a new locale each time (Foundation's formatters and our patterns both"\
    "start empty; the process has formatted one number first). list: 300 such pairs,"\
    "then the same 300 again with formats made anew (cached); instructions per pass."\
    "picker: the common ISO currencies (Locale.commonISOCurrencyCodes), -1234.56 each, in one"\
    "new locale, each the first time in the process; a new currency in a known locale"\
    "takes its symbol, fraction digits and spacing from ICU's currency data (no format"\
    "on Linux where the data tells them exactly), the rest from the locale's template."
}

if command -v valgrind >/dev/null 2>&1; then
  results="$(end_to_end)"
  if [[ "${END_TO_END_ONLY:-0}" == "1" ]] && grep -q '<!-- end-to-end -->' RESULTS.md; then
    sed -i '/<!-- end-to-end -->/,$d' RESULTS.md
    sed -i '${/^$/d}' RESULTS.md
  fi
  echo "$results" | tee -a RESULTS.md
else
  echo "valgrind not found: end-to-end comparisons skipped" >&2
fi
