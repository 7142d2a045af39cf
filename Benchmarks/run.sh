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
#
# The table also goes to Benchmarks/RESULTS.md, the raw medians to
# Benchmarks/.build/results.influx.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cd "$here"
export PATH="/opt/swift/usr/bin:$PATH"
mkdir -p .build
raw=.build/results.influx

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

if [[ "${INSTRUCTIONS:-0}" == "1" ]]; then
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
fi
