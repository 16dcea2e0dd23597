#!/usr/bin/env bash
# The whole test suite under AddressSanitizer + UndefinedBehaviorSanitizer
# (with LeakSanitizer): configures a separate build folder with
# -DTOUCHSTONE_SANITIZE=ON (clang when installed, else gcc), builds it and
# runs every test, the touchstone processes the command-line tests start
# included. The first report stops the process that made it.
#
#   .ci/sanitize.sh [CTEST ARGS...]        e.g. .ci/sanitize.sh -R corpussweep
#
# Build folder: $TOUCHSTONE_SANITIZE_BUILD_DIR (default build-sanitize);
# parallel jobs: $TOUCHSTONE_JOBS (default: all cores). Leaks of third-party
# libraries only are suppressed in .ci/lsan.supp.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${TOUCHSTONE_SANITIZE_BUILD_DIR:-$repo/build-sanitize}"
jobs="${TOUCHSTONE_JOBS:-$(nproc)}"

compilers=()
if command -v clang++ >/dev/null; then
    compilers=(-DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++)
fi

start=$(date +%s)
cmake -S "$repo" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "${compilers[@]}" \
    -DTOUCHSTONE_SANITIZE=ON -DTOUCHSTONE_BENCHMARKS=OFF >/dev/null
cmake --build "$build" --parallel "$jobs"
built=$(date +%s)

export ASAN_OPTIONS="halt_on_error=1:detect_leaks=1:abort_on_error=1"
export LSAN_OPTIONS="suppressions=$repo/.ci/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
export QT_QPA_PLATFORM=offscreen
export XDG_RUNTIME_DIR="$build/xdg-runtime"

status=0
ctest --test-dir "$build" --output-on-failure --parallel "$jobs" --timeout 3600 "$@" || status=$?
echo "sanitizer build: built in $((built - start)) s, tests ran in $(($(date +%s) - built)) s"
exit "$status"
