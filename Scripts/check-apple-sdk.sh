#!/usr/bin/env bash
# Type-checks the three library targets (AmountKit, AmountKitUIKit,
# AmountKitSwiftUI) for arm64-apple-ios16.0 against a real iOS SDK, on Linux,
# with the local Swift toolchain. Fails on any error, and on any warning in
# Sources/.
#
# Usage: Scripts/check-apple-sdk.sh SDK_PATH
#   SDK_PATH  an iPhoneOS SDK folder, e.g. /work/sdks/iPhoneOS16.5.sdk (the
#             iOS 16.4 SDK with Swift 5.8 interfaces, from theos/sdks). Keep
#             it OUTSIDE this repository: it is Apple's and never goes in git.
#
# Environment:
#   SWIFTC                        swiftc to use (default: /opt/swift/usr/bin/swiftc
#                                 if present, else swiftc on PATH)
#   CHECK_APPLE_SDK_NO_ADDITIONS  1 = do not add the newer-than-SDK declarations
#                                 listed in add_sdk_additions (shows what the
#                                 adapters use that the SDK lacks)
#
# Exit status: 0 no diagnostics, 1 diagnostics (or a compiler crash),
# 2 usage (no SDK path, or not an iPhoneOS SDK), 3 toolchain or SDK files
# not as expected.
#
# Nothing of the SDK is modified or copied into git: the script keeps patched
# copies of the few SDK files it must change, a trimmed copy of the toolchain's
# resource folder and the module caches in .build-apple-sdk/ (git-ignored by
# the `.build-*/` rule), one folder per SDK path and compiler. A first run
# builds the SDK's modules from their interfaces (about a minute); later runs
# reuse them (about 2 s).
#
# Why each workaround is needed:
#  1. Resource folder: the Linux toolchain's resource folder (usr/lib/swift)
#     holds Linux module maps for Block, CoreFoundation, dispatch and os that
#     would hide the SDK's modules of the same names, and lacks the API notes
#     Apple's toolchains ship (Dispatch.apinotes, os.apinotes) that rename
#     OS_dispatch_queue to DispatchQueue, os_log_t to OSLog and so on, which
#     the SDK's Dispatch and os Swift overlays rely on. The script passes a
#     trimmed copy (-resource-dir) with only shims/, clang/ and apinotes/,
#     the API notes coming from Scripts/apple-sdk-additions/.
#  2. SwiftUI interface: one @inlinable body in the iOS 16.4 SDK's
#     SwiftUI.swiftinterface (Environment.wrappedValue) passes an interpolated
#     string to os_log, which Swift 5.8 accepted and Swift 6 rejects ("string
#     interpolation cannot be used in this context"). The script makes a copy
#     of SwiftUI.framework with that string made static, found first through
#     -F.
#  3. AmountKit bodies: SILGen of AmountKit's typed-throws parsing crashes
#     the compiler against the SDK's Swift 5.8 standard library, so AmountKit
#     is type-checked in full (-typecheck: every body, all type-checker
#     diagnostics) and its .swiftmodule is then emitted with function bodies
#     skipped. Its flow-sensitive (SIL) diagnostics are not run here; the
#     Linux `swift build` runs them on the same Foundation-only sources. The
#     adapters are emitted with their bodies, so they get those diagnostics
#     too (definite initialization, region-based isolation, ...).
#  4. Newer APIs: the adapters use a few declarations newer than the SDK
#     (iOS 26's UITextFieldDelegate multi-range method, ...). They are added
#     to the patched copy of their framework's header, one by one, in
#     add_sdk_additions below, each with the Apple documentation page it
#     comes from. An addition is skipped when the SDK already declares it.

set -euo pipefail

readonly TARGET_TRIPLE="arm64-apple-ios16.0"
readonly INTERFACE_ARCH="arm64-apple-ios" # file name of the SDK's .swiftinterface files
readonly TARGETS=(AmountKit AmountKitUIKit AmountKitSwiftUI)

usage() {
  echo "usage: $0 SDK_PATH" >&2
  echo "  SDK_PATH: an iPhoneOS SDK folder (e.g. /work/sdks/iPhoneOS16.5.sdk)," >&2
  echo "  kept outside the repository" >&2
  exit 2
}

die() {
  echo "check-apple-sdk: error: $*" >&2
  echo "check-apple-sdk: FAILED: setup error (see above)" >&2
  exit 3
}

now_ms() { date +%s%3N; }
seconds_since() { # start_ms -> "12.3"
  local ms=$(($(now_ms) - $1))
  printf '%d.%d' $((ms / 1000)) $((ms % 1000 / 100))
}

# ---------------------------------------------------------------------------
# Arguments, repository, toolchain, SDK
# ---------------------------------------------------------------------------

[[ $# -eq 1 && -n "$1" && -d "$1" ]] || usage
SDK="$(cd "$1" && pwd -P)"

cd "$(dirname "${BASH_SOURCE[0]}")/.."
REPO="$(pwd -P)"
ADDITIONS_DIR="$REPO/Scripts/apple-sdk-additions"

case "$SDK/" in
  "$REPO"/*) echo "check-apple-sdk: the SDK must stay outside the repository ($SDK)" >&2; exit 2 ;;
esac
if [[ ! -f "$SDK/usr/lib/swift/Swift.swiftmodule/$INTERFACE_ARCH.swiftinterface" ||
  ! -d "$SDK/System/Library/Frameworks/UIKit.framework" ]]; then
  echo "check-apple-sdk: $SDK is not an iPhoneOS SDK with Swift interfaces and UIKit" >&2
  usage
fi

if [[ -n "${SWIFTC:-}" ]]; then
  :
elif [[ -x /opt/swift/usr/bin/swiftc ]]; then
  SWIFTC=/opt/swift/usr/bin/swiftc
else
  SWIFTC="$(command -v swiftc)" || die "no swiftc (set SWIFTC or install Swift in /opt/swift)"
fi
SWIFT_VERSION_LINE="$("$SWIFTC" --version 2>/dev/null | head -n 1)"
# The toolchain's own resource folder, as the compiler reports it.
TOOLCHAIN_RESOURCES="$("$SWIFTC" -print-target-info -target "$TARGET_TRIPLE" |
  sed -n 's/^ *"runtimeResourcePath": "\(.*\)",\{0,1\}$/\1/p')"
[[ -d "$TOOLCHAIN_RESOURCES/shims" && -e "$TOOLCHAIN_RESOURCES/clang" ]] ||
  die "cannot find the toolchain resource folder (got '$TOOLCHAIN_RESOURCES')"

SDK_NAME="$(basename "$SDK")"
# The SDK's own name for itself ("iOS 16.4"): the first DisplayName in SDKSettings.json.
SDK_DISPLAY="$(grep -o '"DisplayName" *: *"[^"]*"' "$SDK/SDKSettings.json" 2>/dev/null | head -n 1 |
  sed 's/.*: *"\(.*\)"/\1/' || true)"
[[ -n "$SDK_DISPLAY" ]] && SDK_NAME="$SDK_NAME ($SDK_DISPLAY)"

NO_ADDITIONS="${CHECK_APPLE_SDK_NO_ADDITIONS:-0}"
[[ "$NO_ADDITIONS" == 1 ]] || NO_ADDITIONS=0

# One cache folder per SDK path and compiler (and additions mode).
CACHE_ROOT="$REPO/.build-apple-sdk"
cache_key="$(printf '%s\n%s\n%s\n' "$SDK" "$SWIFT_VERSION_LINE" "$NO_ADDITIONS" | sha256sum | cut -c1-12)"
CACHE="$CACHE_ROOT/$(basename "$SDK")-$cache_key"
mkdir -p "$CACHE"
echo "$SDK" >"$CACHE/sdk-path.txt"

# Two runs sharing a cache would rebuild the same modules at once: wait.
if command -v flock >/dev/null 2>&1; then
  exec 9>"$CACHE/.lock"
  flock 9
fi

START_MS="$(now_ms)"
echo "check-apple-sdk: $SWIFT_VERSION_LINE"
echo "check-apple-sdk: SDK $SDK_NAME at $SDK"
echo "check-apple-sdk: target $TARGET_TRIPLE, cache $CACHE"
[[ "$NO_ADDITIONS" == 1 ]] && echo "check-apple-sdk: CHECK_APPLE_SDK_NO_ADDITIONS=1: newer-API additions are off"

# ---------------------------------------------------------------------------
# Setup: trimmed resource folder and patched framework copies, built into
# setup.new/ on every run (about a second) and swapped in only when its
# content changed; a change invalidates the module cache.
# ---------------------------------------------------------------------------

SETUP_NEW="$CACHE/setup.new"
rm -rf "$SETUP_NEW"
mkdir -p "$SETUP_NEW/frameworks"
PATCH_LOG=() # one line per applied patch or addition, printed below

# Workaround 1: resource folder without the Linux module maps (Block,
# CoreFoundation, dispatch, os, linux/, Foundation internals), keeping what
# an Apple target needs from it: the SwiftShims module, clang's builtin
# headers and the API notes, plus Apple's Dispatch and os API notes.
make_resource_dir() {
  local res="$SETUP_NEW/resource"
  mkdir -p "$res/apinotes"
  cp -R "$TOOLCHAIN_RESOURCES/shims" "$res/shims"
  ln -s "$(cd "$TOOLCHAIN_RESOURCES/clang" && pwd -P)" "$res/clang"
  cp "$TOOLCHAIN_RESOURCES"/apinotes/*.apinotes "$res/apinotes/" 2>/dev/null || true
  # From the Swift project's apinotes/ folder (Apache 2.0, see the files'
  # headers); os.apinotes is adjusted for the Swift 5.8 os overlay.
  cp "$ADDITIONS_DIR/Dispatch.apinotes" "$ADDITIONS_DIR/os.apinotes" "$res/apinotes/"
  PATCH_LOG+=("resource folder: toolchain shims/ + clang/ + apinotes/ (no Linux Block/CoreFoundation/dispatch/os module maps), plus Dispatch.apinotes and os.apinotes")
}

# Copies FRAMEWORK.framework from the SDK into setup.new/frameworks (once),
# without link stubs, docs and other architectures' interfaces. The -F search
# path puts these copies before the SDK's own frameworks.
overlay_framework() {
  local src="$SDK/System/Library/Frameworks/$1.framework"
  local dst="$SETUP_NEW/frameworks/$1.framework"
  [[ -d "$dst" ]] && return 0
  [[ -d "$src" ]] || die "$src not found"
  cp -R "$src" "$dst"
  find "$dst" \( -name '*.tbd' -o -name '*.swiftdoc' -o -name '*.swiftsourceinfo' \
    -o \( -name '*.swiftinterface' ! -name "$INTERFACE_ARCH.swiftinterface" \
    ! -name "$INTERFACE_ARCH.private.swiftinterface" \) \) -delete
}

# Replaces the literal one-line text OLD by NEW in FRAMEWORK's Swift
# interface copy, if the SDK's interface contains it (else: not needed).
patch_swift_interface() {
  local fw="$1" old="$2" new="$3" why="$4"
  local rel="Modules/$fw.swiftmodule/$INTERFACE_ARCH.swiftinterface"
  local src="$SDK/System/Library/Frameworks/$fw.framework/$rel"
  [[ -f "$src" ]] || die "$src not found"
  if ! grep -qF -- "$old" "$src"; then
    PATCH_LOG+=("$fw.swiftinterface: not needed ($why)")
    return 0
  fi
  overlay_framework "$fw"
  local dst="$SETUP_NEW/frameworks/$fw.framework/$rel"
  OLD="$old" NEW="$new" awk '
    BEGIN { old = ENVIRON["OLD"]; new = ENVIRON["NEW"] }
    { line = $0; out = ""
      while ((i = index(line, old)) > 0) {
        out = out substr(line, 1, i - 1) new; line = substr(line, i + length(old))
      }
      print out line }' "$src" >"$dst"
  PATCH_LOG+=("$fw.swiftinterface: $why")
}

# Adds the Objective-C declaration DECL to FRAMEWORK's header copy, on the
# line after the one containing ANCHOR, unless the SDK's header already
# contains PRESENT (the SDK is new enough). DOC names the Apple documentation
# page the declaration is taken from.
add_objc_declaration() {
  local fw="$1" header="$2" anchor="$3" decl="$4" present="$5" doc="$6"
  local src="$SDK/System/Library/Frameworks/$fw.framework/Headers/$header"
  [[ -f "$src" ]] || die "$src not found"
  if grep -qF -- "$present" "$src"; then
    PATCH_LOG+=("$fw/$header: already declares $present")
    return 0
  fi
  local matches
  matches="$(grep -cF -- "$anchor" "$src" || true)"
  [[ "$matches" == 1 ]] || die "$src: expected one line with '$anchor', found $matches"
  overlay_framework "$fw"
  local dst="$SETUP_NEW/frameworks/$fw.framework/Headers/$header"
  ANCHOR="$anchor" DECL="$decl" DOC="$doc" awk '
    { print }
    index($0, ENVIRON["ANCHOR"]) > 0 {
      print "// Added by Scripts/check-apple-sdk.sh, from " ENVIRON["DOC"]
      print ENVIRON["DECL"]
    }' "$src" >"$dst"
  PATCH_LOG+=("$fw/$header: + $present  <- $doc")
}

# Workaround 2: SwiftUI's interface does not compile with Swift 6.
patch_sdk_interfaces() {
  patch_swift_interface SwiftUI \
    "Accessing Environment<\\(Value.self)>'s value outside of" \
    "Accessing Environment's value outside of" \
    "static string for an os_log message in Environment.wrappedValue (Swift 6 rejects interpolation there)"
}

# Workaround 4: declarations newer than the SDK that the adapters use. Keep
# this list explicit: one call per declaration, with its documentation page.
add_sdk_additions() {
  # iOS 26: the multi-range form of textField(_:shouldChangeCharactersIn:
  # replacementString:), which AmountTextFieldBehavior implements and calls
  # on the forwarding delegate. Availability per the page: iOS, iPadOS, Mac
  # Catalyst, tvOS and visionOS 26.0 (the 16.4 SDK's macros know no visionOS).
  add_objc_declaration UIKit UITextField.h \
    "- (BOOL)textField:(UITextField *)textField shouldChangeCharactersInRange:(NSRange)range replacementString:(NSString *)string;" \
    "- (BOOL)textField:(UITextField *)textField shouldChangeCharactersInRanges:(NSArray<NSValue *> *)ranges replacementString:(NSString *)string API_AVAILABLE(ios(26.0), macCatalyst(26.0), tvos(26.0));" \
    "shouldChangeCharactersInRanges:" \
    "https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfield(_:shouldchangecharactersinranges:replacementstring:)"
}

# A listing of a folder's content (paths, file hashes, link targets) to tell
# whether the setup changed.
manifest() {
  (
    cd "$1"
    find . -mindepth 1 -type l -printf 'L %p -> %l\n'
    find . -mindepth 1 -type d -printf 'D %p\n'
    find . -type f -print0 | xargs -0 -r sha256sum
  ) | LC_ALL=C sort
}

echo
echo "==> setup (trimmed resource folder, patched SDK copies)"
make_resource_dir
patch_sdk_interfaces
if [[ "$NO_ADDITIONS" == 1 ]]; then
  PATCH_LOG+=("newer-API additions: off (CHECK_APPLE_SDK_NO_ADDITIONS=1)")
else
  add_sdk_additions
fi
for line in "${PATCH_LOG[@]}"; do echo "    $line"; done

SETUP="$CACHE/setup"
MODULE_CACHE="$CACHE/module-cache"
if [[ -d "$SETUP" ]] && [[ "$(manifest "$SETUP")" == "$(manifest "$SETUP_NEW")" ]]; then
  rm -rf "$SETUP_NEW"
  if [[ -d "$MODULE_CACHE" ]]; then
    echo "    unchanged; reusing the module cache"
  fi
else
  # New or changed setup: swap it in and drop modules built from the old one.
  [[ -d "$SETUP" ]] && echo "    changed since the last run; rebuilding the module cache"
  rm -rf "$SETUP" "$MODULE_CACHE"
  mv "$SETUP_NEW" "$SETUP"
fi
[[ -d "$MODULE_CACHE" ]] || echo "    no module cache yet: the SDK's modules are built from their interfaces (slow, about a minute)"
mkdir -p "$MODULE_CACHE"

# ---------------------------------------------------------------------------
# Compiling
# ---------------------------------------------------------------------------

MODULES="$CACHE/modules"
LOGS="$CACHE/logs"
rm -rf "$MODULES" "$LOGS"
mkdir -p "$MODULES" "$LOGS"

COMMON_FLAGS=(
  -target "$TARGET_TRIPLE"
  -sdk "$SDK"
  -resource-dir "$SETUP/resource"
  -F "$SETUP/frameworks"
  -I "$MODULES"
  -module-cache-path "$MODULE_CACHE"
  -swift-version 6
  -package-name AmountKit
  -parse-as-library
  -D SWIFT_PACKAGE
  -diagnostic-style llvm
)
# Colours on a terminal only; they are stripped before counting.
if [[ -t 1 ]]; then COMMON_FLAGS+=(-color-diagnostics); else COMMON_FLAGS+=(-no-color-diagnostics); fi
if [[ -d "$TOOLCHAIN_RESOURCES/host/plugins" ]]; then
  COMMON_FLAGS+=(-plugin-path "$TOOLCHAIN_RESOURCES/host/plugins")
fi

DIAGNOSTICS=()   # "file:line:col: severity: message" lines that count
IGNORED=0        # warnings outside Sources/ (SDK headers, ...)
STEP=0
readonly STEPS=4

# The Swift files of a target, with the resource accessor SwiftPM
# generates for a target that has resources (`Bundle.module`): a stand-in
# of it, written to the cache, since only types are checked here.
module_sources() { # MODULE -> fills the array SOURCES
  local module="$1"
  SOURCES=()
  mapfile -d '' SOURCES < <(find "Sources/$module" -name '*.swift' -type f -print0 | LC_ALL=C sort -z)
  if [[ -d "Sources/$module/Resources" ]]; then
    local accessor="$CACHE/resource_bundle_accessor_$module.swift"
    printf '%s\n' 'import Foundation' \
      '// What SwiftPM generates for a target with resources; only types are checked here.' \
      'extension Foundation.Bundle { static var module: Bundle { Bundle.main } }' >"$accessor"
    SOURCES+=("$accessor")
  fi
}

# run_step TITLE MODULE FRONTEND_ARGS... : runs one frontend job on
# Sources/MODULE, prints its output, and records its diagnostics: every
# error, and every warning in Sources/. A non-zero exit without an error
# diagnostic (a crash) counts as one. Returns 1 when the job failed.
run_step() {
  local title="$1" module="$2"
  shift 2
  module_sources "$module"
  local sources=("${SOURCES[@]}")
  [[ ${#sources[@]} -gt 0 ]] || die "no Swift files in Sources/$module"
  STEP=$((STEP + 1))
  local log="$LOGS/$STEP-$module.log" started status=0
  echo
  echo "==> [$STEP/$STEPS] $title"
  echo "    swiftc -frontend $* <common flags> -module-name $module <${#sources[@]} Swift file(s) in Sources/$module>"
  started="$(now_ms)"
  "$SWIFTC" -frontend "$@" "${COMMON_FLAGS[@]}" -module-name "$module" "${sources[@]}" \
    >"$log" 2>&1 || status=$?
  sed 's/^/    /' "$log"
  local errors=0 line
  local pattern='^([^[:space:]][^:]*:[0-9]+:[0-9]+: |<unknown>:0: )?(error|warning): '
  while IFS= read -r line; do
    [[ $line =~ $pattern ]] || continue
    if [[ ${BASH_REMATCH[2]} == error ]]; then
      errors=$((errors + 1))
      DIAGNOSTICS+=("$line")
    elif [[ $line == Sources/* || $line == "$REPO/Sources/"* ]]; then
      DIAGNOSTICS+=("$line")
    else
      IGNORED=$((IGNORED + 1))
    fi
  done < <(sed 's/\x1b\[[0-9;]*m//g' "$log")
  if [[ $status -ne 0 && $errors -eq 0 ]]; then
    DIAGNOSTICS+=("$module: error: swift-frontend exited with status $status without a diagnostic (crash?), see $log")
  fi
  echo "    -> exit $status, $(seconds_since "$started") s"
  [[ $status -eq 0 ]]
}

# emit_anyway MODULE FRONTEND_ARGS... : after MODULE failed, emits its
# .swiftmodule despite the errors (-experimental-allow-module-with-compiler-
# errors), so that the targets importing it can still be checked. Its output
# repeats the failed step's and is only logged. Returns 1 if no module.
emit_anyway() {
  local module="$1"
  shift
  module_sources "$module"
  local sources=("${SOURCES[@]}")
  echo "    (emitting $module.swiftmodule despite its errors, to check what imports it)"
  "$SWIFTC" -frontend -emit-module -experimental-allow-module-with-compiler-errors \
    -suppress-warnings "$@" "${COMMON_FLAGS[@]}" -module-name "$module" \
    -o "$MODULES/$module.swiftmodule" "${sources[@]}" >"$LOGS/$module-anyway.log" 2>&1 || true
  [[ -f "$MODULES/$module.swiftmodule" ]]
}

# Workaround 3: AmountKit is type-checked in full, then its module is
# emitted with all bodies skipped (SILGen of its typed throws crashes
# against the Swift 5.8 standard library); that step's warnings repeat the
# type check's, so they are suppressed. Then the adapters with their bodies
# (full type check plus the SIL diagnostics), in dependency order:
# AmountKitSwiftUI imports AmountKitUIKit and AmountKit.
NOT_CHECKED=()
NOTES=()
ak_ok=0
if run_step "AmountKit: type-check every function body" AmountKit -typecheck; then
  run_step "AmountKit: emit AmountKit.swiftmodule (bodies skipped)" AmountKit \
    -emit-module -experimental-skip-all-function-bodies -suppress-warnings \
    -o "$MODULES/AmountKit.swiftmodule" && ak_ok=1
fi
if [[ $ak_ok == 0 ]] && ! emit_anyway AmountKit -experimental-skip-all-function-bodies; then
  NOT_CHECKED+=(AmountKitUIKit AmountKitSwiftUI)
else
  [[ $ak_ok == 1 ]] || NOTES+=("AmountKit has errors: the adapters were checked against its module emitted anyway; some of their errors may follow from it")
  if ! run_step "AmountKitUIKit: emit module with bodies (type check + SIL diagnostics)" \
    AmountKitUIKit -emit-module -o "$MODULES/AmountKitUIKit.swiftmodule"; then
    if emit_anyway AmountKitUIKit; then
      NOTES+=("AmountKitUIKit has errors: AmountKitSwiftUI was checked against its module emitted anyway; some of its errors may follow from it")
    else
      NOT_CHECKED+=(AmountKitSwiftUI)
    fi
  fi
  if [[ ${#NOT_CHECKED[@]} -eq 0 ]]; then
    run_step "AmountKitSwiftUI: emit module with bodies (type check + SIL diagnostics)" \
      AmountKitSwiftUI -emit-module -o "$MODULES/AmountKitSwiftUI.swiftmodule" || true
  fi
fi

# ---------------------------------------------------------------------------
# Summary
# ---------------------------------------------------------------------------

echo
echo "==> summary ($(seconds_since "$START_MS") s)"
echo "    SDK patches and additions (in $SETUP):"
for line in "${PATCH_LOG[@]}"; do echo "      $line"; done
[[ $IGNORED -eq 0 ]] || echo "    $IGNORED warning(s) outside Sources/ ignored (see the logs in $LOGS)"
for line in "${NOTES[@]}"; do echo "    note: $line"; done
errors=0
warnings=0
for line in "${DIAGNOSTICS[@]}"; do
  if [[ $line =~ (^|: )error:\  ]]; then errors=$((errors + 1)); else warnings=$((warnings + 1)); fi
done
count=${#DIAGNOSTICS[@]}
if [[ $count -eq 0 && ${#NOT_CHECKED[@]} -eq 0 ]]; then
  echo "check-apple-sdk: OK — ${TARGETS[0]}, ${TARGETS[1]}, ${TARGETS[2]} compile for $TARGET_TRIPLE against $SDK_NAME, 0 diagnostics"
  exit 0
fi
if [[ $count -gt 0 ]]; then
  echo "    diagnostics:"
  for line in "${DIAGNOSTICS[@]}"; do echo "      $line"; done
fi
summary="$count diagnostics ($errors errors, $warnings warnings)"
[[ ${#NOT_CHECKED[@]} -eq 0 ]] || summary+=", not checked: ${NOT_CHECKED[*]}"
echo "check-apple-sdk: FAILED: $summary — for $TARGET_TRIPLE against $SDK_NAME"
exit 1
