#!/usr/bin/env bash
# Type-checks the library and its Apple adapters against a real Apple SDK, on
# Linux, with the local Swift toolchain, and compiles app code written the way
# the documentation shows it. Fails on any error, and on any warning in the
# package's sources or in that app code.
#
#   iPhoneOS SDK: AmountKit, AmountKitUIKit and AmountKitSwiftUI for
#                 arm64-apple-ios16.0
#   MacOSX SDK:   AmountKit, AmountKitAppKit and AmountKitSwiftUI for
#                 arm64-apple-macos13.0
#
# then, against the modules just built:
#   - every file of Tests/AppCode/Shared and Tests/AppCode/<iOS|macOS>: app
#     code as the docs show it (a screen, a form, a custom host);
#   - every complete Swift code block (one whose first line is an `import`)
#     of README.md and of the adapters' DocC articles, each on its own, on
#     the platforms whose frameworks it imports;
#   - the misuses in Tests/AppCode/Misuse/<Shared|iOS|macOS>: code the docs
#     warn about, checked with the compiler's diagnostic verifier
#     (`-verify`): each line that must not compile carries an
#     `// expected-error {{...}}` comment, each that compiles with a warning
#     an `// expected-warning {{...}}` one, with the message it must give,
#     and nothing else may be reported.
#
# Usage: Scripts/check-apple-sdk.sh SDK_PATH
#        Scripts/check-apple-sdk.sh --all FOLDER
#   SDK_PATH  an iPhoneOS or MacOSX SDK folder. Keep it OUTSIDE this
#             repository: it is Apple's and never goes in git.
#   --all     checks every SDK in FOLDER this script knows (iPhoneOS16.5.sdk,
#             iPhoneOS17.0.sdk, MacOSX14.0.sdk or macOS14.0.sdk), says which
#             it did not find, and fails when any check fails or none ran.
#
# Where the SDKs come from (CONTRIBUTING.md, "The Apple adapters on Linux"):
# the public repository theos/sdks holds iPhoneOS16.5.sdk (the iOS 16.4 SDK,
# the deployment baseline); itsnebulalol/sdks holds iPhoneOS17.0.sdk and
# macOS14.0.sdk (Xcode 15 beta 1; files of 4 MiB or more are missing from it,
# which type-checking does not need).
#
# Environment:
#   SWIFTC                        swiftc to use (default: /opt/swift/usr/bin/swiftc
#                                 if present, else swiftc on PATH)
#   CHECK_APPLE_SDK_NO_ADDITIONS  1 = do not add the newer-than-SDK declarations
#                                 listed in add_sdk_additions (shows what the
#                                 adapters use that the SDK lacks)
#
# Exit status: 0 no diagnostics, 1 diagnostics (or a compiler crash),
# 2 usage (no SDK path, or not an SDK this script knows), 3 toolchain or SDK
# files not as expected.
#
# Nothing of the SDK is modified or copied into git: the script keeps patched
# copies of the few SDK files it must change, a trimmed copy of the toolchain's
# resource folder and the module caches in .build-apple-sdk/ (git-ignored by
# the `.build-*/` rule), one folder per SDK path and compiler. A first run
# builds the SDK's modules from their interfaces (one to two minutes); later
# runs reuse them.
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
#  2. SwiftUI interface, patched in a copy of SwiftUI.framework found first
#     through -F; each patch is applied only where the SDK's text has it:
#     a. one @inlinable body (Environment.wrappedValue) passes an
#        interpolated string to os_log, which Swift 5.8 and 5.9 accepted and
#        Swift 6 rejects ("string interpolation cannot be used in this
#        context"): the string is made static (iOS 16.4, iOS 17, macOS 14).
#     b. the Xcode 15 interfaces declare ShapeStyle's `_makeView` default in
#        the iOS 15 / macOS 12 `extension SwiftUI.ShapeStyle`, while types
#        available since iOS 13 / macOS 10.15 (`_AnchoredShapeStyle`, whose
#        own `_makeView` the interface prints with a shadowed generic
#        parameter) rely on it: Swift 6 reports "protocol 'ShapeStyle'
#        requires '_makeView(view:inputs:)' to be available in macOS 10.15".
#        The default moves to an extension of its own with the protocol's
#        availability.
#     c. the same interfaces use `_StackLayoutCache` (iOS 16 / macOS 13) as
#        the Cache of layouts available earlier ("'_StackLayoutCache' is only
#        available in macOS 13.0 or newer"): its availability is lowered to
#        the protocol's.
#  3. AmountKit bodies: SILGen of AmountKit's typed-throws parsing crashes
#     the compiler against the iOS 16.4 SDK's Swift 5.8 standard library, so
#     AmountKit is type-checked in full (-typecheck: every body, all
#     type-checker diagnostics) and its .swiftmodule is then emitted with
#     function bodies skipped. Its flow-sensitive (SIL) diagnostics are not
#     run here; the Linux `swift build` runs them on the same Foundation-only
#     sources. The adapters are emitted with their bodies, so they get those
#     diagnostics too (definite initialization, region-based isolation, ...).
#  4. Newer APIs: the adapters use a few declarations newer than the SDK
#     (iOS 26's UITextFieldDelegate multi-range method, ...). They are added
#     to the patched copy of their framework's header, one by one, in
#     add_sdk_additions below, each with the Apple documentation page it
#     comes from. An addition is skipped when the SDK already declares it.
#  5. libxml2 (iOS 17 snapshot): in Apple's SDKs usr/include/libxml2/libxml
#     is a symbolic link to ../libxml; the public snapshot stores a copy of
#     the folder instead, so the module map of libxml2 is found twice
#     ("redefinition of module 'libxml2'"). The script compiles against a
#     view of the SDK made of symbolic links to its files, in which that
#     folder is the link again.

set -euo pipefail

# ---------------------------------------------------------------------------
# --all FOLDER: every known SDK found in FOLDER, one run each
# ---------------------------------------------------------------------------

readonly KNOWN_SDKS=(iPhoneOS16.5.sdk iPhoneOS17.0.sdk MacOSX14.0.sdk macOS14.0.sdk)

if [[ $# -eq 2 && "$1" == "--all" ]]; then
  folder="$2"
  [[ -d "$folder" ]] || { echo "check-apple-sdk: no folder $folder" >&2; exit 2; }
  ran=0 failed=() found=()
  for name in "${KNOWN_SDKS[@]}"; do
    if [[ -d "$folder/$name" ]]; then
      found+=("$name")
      ran=$((ran + 1))
      bash "$0" "$folder/$name" || failed+=("$name")
    fi
  done
  missing=()
  for name in iPhoneOS16.5.sdk iPhoneOS17.0.sdk; do
    [[ " ${found[*]:-} " == *" $name "* ]] || missing+=("$name")
  done
  if [[ " ${found[*]:-} " != *" MacOSX14.0.sdk "* && " ${found[*]:-} " != *" macOS14.0.sdk "* ]]; then
    missing+=("MacOSX14.0.sdk")
  fi
  echo
  echo "check-apple-sdk: checked ${found[*]:-nothing}${missing[*]:+; not found in $folder: ${missing[*]}}"
  [[ $ran -gt 0 ]] || { echo "check-apple-sdk: FAILED: no SDK checked"; exit 1; }
  if [[ ${#failed[@]} -gt 0 ]]; then
    echo "check-apple-sdk: FAILED: ${failed[*]}"
    exit 1
  fi
  echo "check-apple-sdk: OK for ${found[*]}"
  exit 0
fi

usage() {
  echo "usage: $0 SDK_PATH" >&2
  echo "       $0 --all FOLDER" >&2
  echo "  SDK_PATH: an iPhoneOS or MacOSX SDK folder, kept outside the repository" >&2
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
APP_CODE="$REPO/Tests/AppCode"

case "$SDK/" in
  "$REPO"/*) echo "check-apple-sdk: the SDK must stay outside the repository ($SDK)" >&2; exit 2 ;;
esac

# The platform, from the SDK's own name for itself (SDKSettings.json's
# CanonicalName: "iphoneos16.4", "macosx14.0").
CANONICAL="$(grep -o '"CanonicalName" *: *"[^"]*"' "$SDK/SDKSettings.json" 2>/dev/null | head -n 1 |
  sed 's/.*: *"\(.*\)"/\1/' || true)"
case "$CANONICAL" in
  iphoneos*)
    PLATFORM=iOS
    TARGET_TRIPLE="arm64-apple-ios16.0"
    INTERFACE_ARCH="arm64-apple-ios" # file name of the SDK's .swiftinterface files
    TARGETS=(AmountKit AmountKitUIKit AmountKitSwiftUI)
    UI_FRAMEWORK=UIKit
    ;;
  macosx*)
    PLATFORM=macOS
    TARGET_TRIPLE="arm64-apple-macos13.0"
    # Apple ships arm64e interfaces for the Mac; an arm64 target reads them.
    INTERFACE_ARCH="arm64e-apple-macos"
    TARGETS=(AmountKit AmountKitAppKit AmountKitSwiftUI)
    UI_FRAMEWORK=AppKit
    ;;
  *)
    echo "check-apple-sdk: $SDK is not an iPhoneOS or MacOSX SDK (SDKSettings.json's CanonicalName is '${CANONICAL:-missing}')" >&2
    usage
    ;;
esac
if [[ ! -f "$SDK/usr/lib/swift/Swift.swiftmodule/$INTERFACE_ARCH.swiftinterface" ||
  ! -d "$SDK/System/Library/Frameworks/$UI_FRAMEWORK.framework" ]]; then
  echo "check-apple-sdk: $SDK has no Swift interfaces for $INTERFACE_ARCH, or no $UI_FRAMEWORK" >&2
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
# Setup: trimmed resource folder, a view of the SDK and patched framework
# copies, built into setup.new/ on every run (a few seconds) and swapped in
# only when its content changed; a change invalidates the module cache.
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

# Workaround 5: the compiler's view of the SDK, setup/sdk: symbolic links to
# the SDK's own files, down to usr/include, where usr/include/libxml2/libxml
# is the link to ../libxml that Apple's SDKs have when the SDK holds a copy.
make_sdk_view() {
  local view="$SETUP_NEW/sdk" entry name
  mkdir -p "$view/usr/include"
  for entry in "$SDK"/* "$SDK"/.[!.]*; do
    [[ -e "$entry" ]] || continue
    name="$(basename "$entry")"
    [[ "$name" == usr ]] || ln -s "$entry" "$view/$name"
  done
  for entry in "$SDK"/usr/*; do
    name="$(basename "$entry")"
    [[ "$name" == include ]] || ln -s "$entry" "$view/usr/$name"
  done
  for entry in "$SDK"/usr/include/*; do
    name="$(basename "$entry")"
    [[ "$name" == libxml2 ]] || ln -s "$entry" "$view/usr/include/$name"
  done
  local libxml2="$SDK/usr/include/libxml2"
  if [[ -d "$libxml2/libxml" && ! -L "$libxml2/libxml" && -d "$SDK/usr/include/libxml" ]]; then
    mkdir -p "$view/usr/include/libxml2"
    for entry in "$libxml2"/*; do
      name="$(basename "$entry")"
      [[ "$name" == libxml ]] || ln -s "$entry" "$view/usr/include/libxml2/$name"
    done
    ln -s ../libxml "$view/usr/include/libxml2/libxml"
    PATCH_LOG+=("usr/include/libxml2/libxml: the link to ../libxml (the SDK holds a copy: 'redefinition of module libxml2')")
  else
    [[ -e "$libxml2" ]] && ln -s "$libxml2" "$view/usr/include/libxml2"
    PATCH_LOG+=("usr/include/libxml2/libxml: not needed (a link already, or absent)")
  fi
}

# The framework FRAMEWORK.framework of the SDK, and the path of its Swift
# interface (through the framework's Modules link on macOS).
framework_dir() { echo "$SDK/System/Library/Frameworks/$1.framework"; }
interface_rel() { echo "Modules/$1.swiftmodule/$INTERFACE_ARCH.swiftinterface"; }

# Copies FRAMEWORK.framework from the SDK into setup.new/frameworks (once),
# without link stubs, docs and other architectures' interfaces. The -F search
# path puts these copies before the SDK's own frameworks.
overlay_framework() {
  local src dst
  src="$(framework_dir "$1")"
  dst="$SETUP_NEW/frameworks/$1.framework"
  [[ -d "$dst" ]] && return 0
  [[ -d "$src" ]] || die "$src not found"
  cp -R "$src" "$dst"
  find "$dst" \( -name '*.tbd' -o -name '*.swiftdoc' -o -name '*.swiftsourceinfo' \
    -o \( -name '*.swiftinterface' ! -name "$INTERFACE_ARCH.swiftinterface" \
    ! -name "$INTERFACE_ARCH.private.swiftinterface" \) \) -delete
}

# Replaces every occurrence of the text OLD (one line or several) by NEW in
# FRAMEWORK's Swift interface copy, if the SDK's interface contains it
# (else: not needed).
patch_swift_interface() {
  local fw="$1" old="$2" new="$3" why="$4"
  local rel src
  rel="$(interface_rel "$fw")"
  src="$(framework_dir "$fw")/$rel"
  [[ -f "$src" ]] || die "$src not found"
  # The patched copy if an earlier patch made one, else the SDK's file.
  local current="$SETUP_NEW/frameworks/$fw.framework/$rel"
  [[ -f "$current" ]] || current="$src"
  local count
  count="$(OLD="$old" perl -0777 -ne 'my $o = $ENV{OLD}; my $n = () = /\Q$o\E/g; print $n' "$current")"
  if [[ "$count" == 0 ]]; then
    PATCH_LOG+=("$fw.swiftinterface: not needed ($why)")
    return 0
  fi
  overlay_framework "$fw"
  local dst="$SETUP_NEW/frameworks/$fw.framework/$rel"
  OLD="$old" NEW="$new" perl -0777 -i -pe 'my $o = $ENV{OLD}; my $n = $ENV{NEW}; s/\Q$o\E/$n/g' "$dst"
  PATCH_LOG+=("$fw.swiftinterface: $why ($count place(s))")
}

# Adds the Objective-C declaration DECL to FRAMEWORK's header copy, on the
# line after the one containing ANCHOR, unless the SDK's header already
# contains PRESENT (the SDK is new enough). DOC names the Apple documentation
# page the declaration is taken from.
add_objc_declaration() {
  local fw="$1" header="$2" anchor="$3" decl="$4" present="$5" doc="$6"
  local src
  src="$(framework_dir "$fw")/Headers/$header"
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
    }' "$src" >"$dst.new"
  rm -f "$dst" && mv "$dst.new" "$dst"
  PATCH_LOG+=("$fw/$header: + $present  <- $doc")
}

# Workaround 2: SwiftUI's interface does not compile with Swift 6.
readonly SHAPE_STYLE_EXTENSION='@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension SwiftUI.ShapeStyle {
  public static func _makeView<S>(view: SwiftUI._GraphValue<SwiftUI._ShapeView<S, Self>>, inputs: SwiftUI._ViewInputs) -> SwiftUI._ViewOutputs where S : SwiftUI.Shape
'
readonly SHAPE_STYLE_SPLIT='@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension SwiftUI.ShapeStyle {
  public static func _makeView<S>(view: SwiftUI._GraphValue<SwiftUI._ShapeView<S, Self>>, inputs: SwiftUI._ViewInputs) -> SwiftUI._ViewOutputs where S : SwiftUI.Shape
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension SwiftUI.ShapeStyle {
'
readonly STACK_LAYOUT_CACHE='@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct _StackLayoutCache {'
readonly STACK_LAYOUT_CACHE_LOWERED='@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _StackLayoutCache {'

patch_sdk_interfaces() {
  patch_swift_interface SwiftUI \
    "Accessing Environment<\\(Value.self)>'s value outside of" \
    "Accessing Environment's value outside of" \
    "static string for an os_log message in Environment.wrappedValue (Swift 6 rejects interpolation there)"
  patch_swift_interface SwiftUI "$SHAPE_STYLE_EXTENSION" "$SHAPE_STYLE_SPLIT" \
    "ShapeStyle's _makeView default in an extension of its own with the protocol's availability"
  patch_swift_interface SwiftUI "$STACK_LAYOUT_CACHE" "$STACK_LAYOUT_CACHE_LOWERED" \
    "_StackLayoutCache available as early as the layouts that use it"
}

# Workaround 4: declarations newer than the SDK that the adapters use. Keep
# this list explicit: one call per declaration, with its documentation page.
add_sdk_additions() {
  [[ "$PLATFORM" == iOS ]] || return 0
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
echo "==> setup (trimmed resource folder, a view of the SDK, patched SDK copies)"
make_resource_dir
make_sdk_view
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
[[ -d "$MODULE_CACHE" ]] || echo "    no module cache yet: the SDK's modules are built from their interfaces (slow, one to two minutes)"
mkdir -p "$MODULE_CACHE"

# ---------------------------------------------------------------------------
# Compiling
# ---------------------------------------------------------------------------

MODULES="$CACHE/modules"
LOGS="$CACHE/logs"
DOC_BLOCKS="$CACHE/doc-blocks"
rm -rf "$MODULES" "$LOGS" "$DOC_BLOCKS"
mkdir -p "$MODULES" "$LOGS" "$DOC_BLOCKS"

COMMON_FLAGS=(
  -target "$TARGET_TRIPLE"
  -sdk "$SETUP/sdk"
  -resource-dir "$SETUP/resource"
  -F "$SETUP/frameworks"
  -I "$MODULES"
  -module-cache-path "$MODULE_CACHE"
  -swift-version 6
  -diagnostic-style llvm
)
# Colours on a terminal only; they are stripped before counting.
if [[ -t 1 ]]; then COMMON_FLAGS+=(-color-diagnostics); else COMMON_FLAGS+=(-no-color-diagnostics); fi
if [[ -d "$TOOLCHAIN_RESOURCES/host/plugins" ]]; then
  COMMON_FLAGS+=(-plugin-path "$TOOLCHAIN_RESOURCES/host/plugins")
fi
# The package's own modules are built as SwiftPM builds them.
PACKAGE_FLAGS=(-parse-as-library -package-name AmountKit -D SWIFT_PACKAGE)

DIAGNOSTICS=()   # "file:line:col: severity: message" lines that count
IGNORED=0        # warnings outside our code (SDK headers, ...)
STEP=0
APP_FILES=0      # app code files compiled
MISUSE_FILES=0   # misuse files verified

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

# Whether a diagnostic's file is our code: the package's sources, the app
# code, or a code block taken from the docs.
is_ours() {
  local line="$1"
  [[ $line == Sources/* || $line == "$REPO/Sources/"* || $line == "$APP_CODE/"* ||
    $line == Tests/AppCode/* || $line == "$DOC_BLOCKS/"* ]]
}

# record LOG STATUS LABEL: counts LOG's diagnostics (every error, every
# warning in our code); a non-zero STATUS without an error is a crash.
record() {
  local log="$1" status="$2" label="$3" errors=0 line
  local pattern='^([^[:space:]][^:]*:[0-9]+:[0-9]+: |<unknown>:0: )?(error|warning): '
  while IFS= read -r line; do
    [[ $line =~ $pattern ]] || continue
    if [[ ${BASH_REMATCH[2]} == error ]]; then
      errors=$((errors + 1))
      DIAGNOSTICS+=("$line")
    elif [[ $line == "$DOC_BLOCKS/"* && $line == *" is unused"* ]]; then
      # A code block shows a result in a comment (`euros.format(x)  // "1,00 €"`).
      IGNORED=$((IGNORED + 1))
    elif is_ours "$line"; then
      DIAGNOSTICS+=("$line")
    else
      IGNORED=$((IGNORED + 1))
    fi
  done < <(sed 's/\x1b\[[0-9;]*m//g' "$log")
  if [[ $status -ne 0 && $errors -eq 0 ]]; then
    DIAGNOSTICS+=("$label: error: swift-frontend exited with status $status without a diagnostic (crash?), see $log")
  fi
}

# run_step TITLE MODULE FRONTEND_ARGS... : runs one frontend job on
# Sources/MODULE, prints its output, and records its diagnostics. Returns 1
# when the job failed.
run_step() {
  local title="$1" module="$2"
  shift 2
  module_sources "$module"
  local sources=("${SOURCES[@]}")
  [[ ${#sources[@]} -gt 0 ]] || die "no Swift files in Sources/$module"
  STEP=$((STEP + 1))
  local log="$LOGS/$STEP-$module.log" started status=0
  echo
  echo "==> [$STEP] $title"
  echo "    swiftc -frontend $* <common flags> -module-name $module <${#sources[@]} Swift file(s) in Sources/$module>"
  started="$(now_ms)"
  "$SWIFTC" -frontend "$@" "${COMMON_FLAGS[@]}" "${PACKAGE_FLAGS[@]}" -module-name "$module" \
    "${sources[@]}" >"$log" 2>&1 || status=$?
  sed 's/^/    /' "$log"
  record "$log" "$status" "$module"
  echo "    -> exit $status, $(seconds_since "$started") s"
  [[ $status -eq 0 ]]
}

# emit_anyway MODULE FRONTEND_ARGS... : after MODULE failed, emits its
# .swiftmodule despite the errors (-experimental-allow-module-with-compiler-
# errors), so that what imports it can still be checked. Its output
# repeats the failed step's and is only logged. Returns 1 if no module.
emit_anyway() {
  local module="$1"
  shift
  module_sources "$module"
  local sources=("${SOURCES[@]}")
  echo "    (emitting $module.swiftmodule despite its errors, to check what imports it)"
  "$SWIFTC" -frontend -emit-module -experimental-allow-module-with-compiler-errors \
    -suppress-warnings "$@" "${COMMON_FLAGS[@]}" "${PACKAGE_FLAGS[@]}" -module-name "$module" \
    -o "$MODULES/$module.swiftmodule" "${sources[@]}" >"$LOGS/$module-anyway.log" 2>&1 || true
  [[ -f "$MODULES/$module.swiftmodule" ]]
}

# Whether the Swift file FILE is for this platform: it imports no
# framework of the other platform's (UIKit and AmountKitUIKit are iOS's,
# AppKit and AmountKitAppKit the Mac's).
for_this_platform() {
  local file="$1"
  if [[ "$PLATFORM" == iOS ]]; then
    ! grep -qE '^import (AppKit|AmountKitAppKit)$' "$file"
  else
    ! grep -qE '^import (UIKit|AmountKitUIKit)$' "$file"
  fi
}

# The complete Swift code blocks (first line an `import`) of a Markdown
# file, each written to DOC_BLOCKS as NAME-N.swift; prints the files.
extract_blocks() {
  local markdown="$1" name
  name="$(echo "${markdown#"$REPO/"}" | tr '/.' '__')"
  awk -v out="$DOC_BLOCKS/$name" '
    /^```swift[[:space:]]*$/ { inside = 1; n++; first = 1; file = ""; next }
    /^```[[:space:]]*$/ && inside { inside = 0; if (file != "") { close(file); print file }; next }
    inside {
      if (first) {
        first = 0
        if ($0 ~ /^import /) { file = out "-" n ".swift" }
      }
      if (file != "") print > file
    }' "$markdown"
}

# compile_app_code TITLE MODE FILE... : type-checks each file as an app
# module of its own against the modules built above; MODE `library` for
# files of declarations, `script` for code blocks, whose top-level
# statements run as a program's (main.swift) do.
compile_app_code() {
  local title="$1" mode="$2"
  shift 2
  local flags=()
  [[ "$mode" == library ]] && flags+=(-parse-as-library)
  [[ $# -gt 0 ]] || return 0
  STEP=$((STEP + 1))
  echo
  echo "==> [$STEP] $title"
  local file status log n=0 started
  for file in "$@"; do
    n=$((n + 1))
    log="$LOGS/$STEP-app-$n.log"
    status=0
    started="$(now_ms)"
    "$SWIFTC" -frontend -typecheck "${COMMON_FLAGS[@]}" "${flags[@]}" -module-name "AppCode$n" \
      "$file" >"$log" 2>&1 || status=$?
    sed 's/^/    /' "$log"
    record "$log" "$status" "${file#"$REPO/"}"
    echo "    ${file#"$REPO/"} -> exit $status, $(seconds_since "$started") s"
    APP_FILES=$((APP_FILES + 1))
  done
}

# verify_misuses FILE... : each file must give exactly the diagnostics its
# `// expected-error {{...}}` and `// expected-warning {{...}}` comments
# name (-verify).
verify_misuses() {
  [[ $# -gt 0 ]] || return 0
  STEP=$((STEP + 1))
  echo
  echo "==> [$STEP] misuses the docs warn about, with the diagnostics they must give (-verify)"
  local file status log n=0
  for file in "$@"; do
    n=$((n + 1))
    log="$LOGS/$STEP-misuse-$n.log"
    status=0
    "$SWIFTC" -frontend -typecheck -verify -parse-as-library "${COMMON_FLAGS[@]}" \
      -module-name "Misuse$n" "$file" >"$log" 2>&1 || status=$?
    sed 's/^/    /' "$log"
    if ! grep -qE 'expected-(error|warning)' "$file"; then
      DIAGNOSTICS+=("${file#"$REPO/"}: error: a misuse file without an expected diagnostic checks nothing")
    elif [[ $status -ne 0 ]]; then
      record "$log" "$status" "${file#"$REPO/"}"
      grep -q 'error:' "$log" || DIAGNOSTICS+=("${file#"$REPO/"}: error: -verify failed (see $log)")
    fi
    echo "    ${file#"$REPO/"} -> $([[ $status -eq 0 ]] && echo "diagnosed as expected" || echo "NOT as expected")"
    MISUSE_FILES=$((MISUSE_FILES + 1))
  done
}

# Workaround 3: AmountKit is type-checked in full, then its module is
# emitted with all bodies skipped (SILGen of its typed throws crashes
# against the iOS 16.4 SDK's Swift 5.8 standard library); that step's
# warnings repeat the type check's, so they are suppressed. Then the
# adapters with their bodies (full type check plus the SIL diagnostics),
# in dependency order: AmountKitSwiftUI imports AmountKit and the
# platform's adapter (AmountKitUIKit or AmountKitAppKit).
NOT_CHECKED=()
NOTES=()
ak_ok=0
if run_step "AmountKit: type-check every function body" AmountKit -typecheck; then
  run_step "AmountKit: emit AmountKit.swiftmodule (bodies skipped)" AmountKit \
    -emit-module -experimental-skip-all-function-bodies -suppress-warnings \
    -o "$MODULES/AmountKit.swiftmodule" && ak_ok=1
fi
ADAPTER="${TARGETS[1]}"
if [[ $ak_ok == 0 ]] && ! emit_anyway AmountKit -experimental-skip-all-function-bodies; then
  NOT_CHECKED+=("$ADAPTER" AmountKitSwiftUI "app code")
else
  [[ $ak_ok == 1 ]] || NOTES+=("AmountKit has errors: the adapters were checked against its module emitted anyway; some of their errors may follow from it")
  if ! run_step "$ADAPTER: emit module with bodies (type check + SIL diagnostics)" \
    "$ADAPTER" -emit-module -o "$MODULES/$ADAPTER.swiftmodule"; then
    if emit_anyway "$ADAPTER"; then
      NOTES+=("$ADAPTER has errors: AmountKitSwiftUI was checked against its module emitted anyway; some of its errors may follow from it")
    else
      NOT_CHECKED+=(AmountKitSwiftUI "app code")
    fi
  fi
  if [[ ${#NOT_CHECKED[@]} -eq 0 ]]; then
    if ! run_step "AmountKitSwiftUI: emit module with bodies (type check + SIL diagnostics)" \
      AmountKitSwiftUI -emit-module -o "$MODULES/AmountKitSwiftUI.swiftmodule"; then
      emit_anyway AmountKitSwiftUI || NOT_CHECKED+=("app code")
    fi
  fi
fi

if [[ " ${NOT_CHECKED[*]:-} " != *" app code "* ]]; then
  APP=()
  for file in "$APP_CODE/Shared"/*.swift "$APP_CODE/$PLATFORM"/*.swift; do
    [[ -f "$file" ]] && APP+=("$file")
  done
  compile_app_code "app code written as the docs show it (Tests/AppCode)" library "${APP[@]}"
  BLOCKS=()
  for markdown in "$REPO/README.md" "$REPO/Sources/AmountKit/AmountKit.docc/HostingAField.md" \
    "$REPO"/Sources/AmountKitUIKit/AmountKitUIKit.docc/*.md \
    "$REPO"/Sources/AmountKitAppKit/AmountKitAppKit.docc/*.md \
    "$REPO"/Sources/AmountKitSwiftUI/AmountKitSwiftUI.docc/*.md; do
    [[ -f "$markdown" ]] || continue
    while IFS= read -r block; do
      for_this_platform "$block" && BLOCKS+=("$block")
    done < <(extract_blocks "$markdown")
  done
  compile_app_code "the complete code blocks of README.md and the adapters' articles" script \
    "${BLOCKS[@]}"
  MISUSES=()
  for file in "$APP_CODE/Misuse/Shared"/*.swift "$APP_CODE/Misuse/$PLATFORM"/*.swift; do
    [[ -f "$file" ]] && MISUSES+=("$file")
  done
  verify_misuses "${MISUSES[@]}"
fi

# ---------------------------------------------------------------------------
# Summary
# ---------------------------------------------------------------------------

echo
echo "==> summary ($(seconds_since "$START_MS") s)"
echo "    SDK patches and additions (in $SETUP):"
for line in "${PATCH_LOG[@]}"; do echo "      $line"; done
[[ $IGNORED -eq 0 ]] || echo "    $IGNORED warning(s) outside our code ignored (see the logs in $LOGS)"
for line in "${NOTES[@]}"; do echo "    note: $line"; done
errors=0
warnings=0
for line in "${DIAGNOSTICS[@]}"; do
  if [[ $line =~ (^|: )error:\  ]]; then errors=$((errors + 1)); else warnings=$((warnings + 1)); fi
done
count=${#DIAGNOSTICS[@]}
what="${TARGETS[0]}, ${TARGETS[1]}, ${TARGETS[2]}, $APP_FILES app code file(s) and $MISUSE_FILES misuse file(s) diagnosed as expected"
if [[ $count -eq 0 && ${#NOT_CHECKED[@]} -eq 0 ]]; then
  echo "check-apple-sdk: OK — $what, for $TARGET_TRIPLE against $SDK_NAME, 0 diagnostics"
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
