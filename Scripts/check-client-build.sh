#!/usr/bin/env bash
# Builds a client package that depends on AmountKit's `AmountKit` product
# only, as an app would, and checks that SwiftPM compiled AmountKit and the
# client and nothing else: no GTK (a package of its own), nothing of the
# `amount` tool or its argument parser, no adapter.
#
# Usage: Scripts/check-client-build.sh
# Exit status: 0 when only AmountKit and the client were compiled, 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$PWD"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/Client"
cat >"$work/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Client",
  dependencies: [.package(name: "AmountKit", path: "$repo")],
  targets: [
    .executableTarget(
      name: "Client", dependencies: [.product(name: "AmountKit", package: "AmountKit")])
  ]
)
MANIFEST
cat >"$work/Sources/Client/main.swift" <<'SOURCE'
import AmountKit
import Foundation

let euros = AmountFormat.currency(code: "EUR", locale: Locale(identifier: "de_DE"))
print(euros.format(Decimal(string: "1234.5") ?? 0))
SOURCE
swift build --package-path "$work" >"$work/build.log" 2>&1 || {
  cat "$work/build.log"
  exit 1
}
# Each compiled target leaves its objects in a folder named TARGET.build.
compiled="$(find "$work/.build" -name '*.o' | awk -F/ '$(NF-1) ~ /\.build$/ {print $(NF-1)}' |
  sed 's/\.build$//' | sort -u | tr '\n' ' ')"
shown="$("$work/.build/debug/Client")"
echo "check-client-build: compiled: $compiled; the client prints $shown"
if [[ "$compiled" != "AmountKit Client " ]]; then
  echo "check-client-build: FAILED: a client of AmountKit alone compiled more than AmountKit"
  exit 1
fi
echo "check-client-build: OK"
