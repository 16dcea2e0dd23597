#!/usr/bin/env bash
# clang-tidy over every source of the tree with the checks in .clang-tidy
# (warnings are errors there, so one finding fails this script). Reads the
# compile commands of the build the test command made (build/ or
# $TOUCHSTONE_BUILD_DIR), whose generated moc and ui headers the sources
# include. Installs clang-tidy when it is missing.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
repo="$PWD"
build="${TOUCHSTONE_BUILD_DIR:-$repo/build}"

if ! command -v run-clang-tidy-14 >/dev/null; then
    as_root=()
    [ "$(id -u)" -eq 0 ] || as_root=(sudo)
    "${as_root[@]}" apt-get update
    DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get -o DPkg::Lock::Timeout=600 install -y \
        --no-install-recommends clang-tidy-14
fi
if [ ! -f "$build/compile_commands.json" ]; then
    echo "tidy: no $build/compile_commands.json; run .ci/setup.sh build first" >&2
    exit 2
fi
# Every translation unit of ours (not the generated ones under the build).
run-clang-tidy-14 -quiet -p "$build" -j "$(nproc)" "^$repo/(app|widgets|models|annotation|metrics|tests)/"
