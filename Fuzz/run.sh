#!/usr/bin/env bash
# Builds the libFuzzer target for the AmountKit editing engine and runs it.
#
#   Fuzz/run.sh [SECONDS] [extra libFuzzer flags...]
#   FUZZ_EDITS=10000000 Fuzz/run.sh 3600   # stop after exactly that many edits
#
# The binary goes to Fuzz/.build (never the root .build). New inputs found
# while fuzzing go to Fuzz/.build/corpus, so the committed seeds in
# Fuzz/corpus stay as they are; crashes go to Fuzz/.build/artifacts.
set -euo pipefail
seconds="${1:-60}"
shift || true
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
build="$here/.build"
swiftc="${SWIFTC:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}"
mkdir -p "$build/corpus" "$build/artifacts"

binary="$build/fuzz-editor"
mapfile -t live < <(find "$root/Sources/AmountKit" "$root/Tests/AmountKitTestSupport" "$here/Sources" \
  -name '*.swift' | sort)
if [[ ! -x "$binary" ]] || [[ -n "$(find "${live[@]}" -newer "$binary" 2>/dev/null)" ]]; then
  echo "building $binary" >&2
  # Compile a snapshot, so that edits made to Sources meanwhile do not break
  # the build; the snapshot stays next to the binary for reproduction. Units
  # are formatted by the toolchain's ICU, linked as Package.swift links it.
  rm -rf "$build/src" && mkdir -p "$build/src"
  cp -R "$root/Sources/AmountKit" "$build/src/AmountKit"
  cp -R "$here/Sources" "$build/src/Fuzz"
  # The host models shared with the tests and the benchmarks (UIKit's text
  # field, undo manager, run loop, VoiceOver), compiled into the same module.
  mkdir -p "$build/src/AmountKitTestSupport"
  while IFS= read -r file; do
    sed '/^import AmountKit$/d' "$file" >"$build/src/AmountKitTestSupport/$(basename "$file")"
  done < <(find "$root/Tests/AmountKitTestSupport" -name '*.swift')
  mapfile -t sources < <(find "$build/src" -name '*.swift' | sort)
  "$swiftc" -sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 -use-ld=lld \
    -module-name AmountKitFuzz -package-name AmountKit -module-cache-path "$build/module-cache" \
    -l_FoundationICU "${sources[@]}" -o "$binary"
fi

# -timeout=60: one input may hold a few thousand edits (a churn of up to
# 591 keystroke pairs, twice, then undo all), each checked by the invariant
# checker under AddressSanitizer: 2,272 and 4,578 edits took 13 s and 25 s
# on this 2-core machine under load (about 5.5 ms an edit). A limit of 10 s
# per input fails inputs that are slow only because they are long; the
# release build takes about 1 µs a keystroke (Benchmarks/RESULTS.md).
start=$(date +%s)
set +e
SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}" "$binary" "$build/corpus" "$here/corpus" \
  -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="$build/artifacts/" \
  -max_len=512 -timeout=60 -rss_limit_mb=4096 "$@" 2>&1 | tee "$build/last-run.log" \
  | grep -v -E --line-buffered '^#[0-9]+\s+(NEW|REDUCE|pulse)|^(INFO|MS):|^\s*$|^\s*NEW_FUNC|^stat::(slowest|peak|new_units)'
status=${PIPESTATUS[0]}
set -e
end=$(date +%s)
echo "wall time: $((end - start)) s, exit status $status"
exit "$status"
