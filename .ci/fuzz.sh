#!/usr/bin/env bash
# Builds the libFuzzer harnesses (clang, ASan + UBSan) and runs each one over
# its seeds (written from ../shared/testdata and the fixture projects) and
# its committed regression inputs for SECONDS (default 30).
#
#   .ci/fuzz.sh [SECONDS] [HARNESS...]
#
# Build folder: $TOUCHSTONE_FUZZ_BUILD_DIR (default build-fuzz), parallel
# jobs $TOUCHSTONE_JOBS (default: all cores), libFuzzer seed $TOUCHSTONE_FUZZ_SEED
# (default 1). The corpus
# each run grows is kept in build-fuzz/fuzz/corpus/<harness>/; a finding is
# written to build-fuzz/fuzz/findings/ and fails the script. Skipped (exit 0)
# when clang is not installed.
set -euo pipefail

seconds="${1:-30}"
# A fixed seed: the same mutations in the same order on every machine, so a
# CI run explores what a run here explored (and, on a faster machine, more).
seed="${TOUCHSTONE_FUZZ_SEED:-1}"
shift || true
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${TOUCHSTONE_FUZZ_BUILD_DIR:-$repo/build-fuzz}"
jobs="${TOUCHSTONE_JOBS:-$(nproc)}"

if ! command -v clang++ >/dev/null; then
    echo "fuzz: clang++ is not installed; skipping the fuzz harnesses"
    exit 0
fi

export ASAN_OPTIONS="halt_on_error=1:detect_leaks=1:allocator_may_return_null=1"
export LSAN_OPTIONS="suppressions=$repo/.ci/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
export QT_QPA_PLATFORM=offscreen

cmake -S "$repo" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
    -DTOUCHSTONE_FUZZ=ON -DTOUCHSTONE_BENCHMARKS=OFF >/dev/null
cmake --build "$build" --parallel "$jobs" --target fuzz_all

harnesses=("$@")
if ((${#harnesses[@]} == 0)); then
    for binary in "$build"/fuzz/fuzz_*; do
        name="$(basename "$binary")"
        [ "$name" = fuzz_seedwriter ] || harnesses+=("${name#fuzz_}")
    done
fi

findings="$build/fuzz/findings"
mkdir -p "$findings"
failed=0
for name in "${harnesses[@]}"; do
    corpus="$build/fuzz/corpus/$name"
    mkdir -p "$corpus"
    inputs=("$corpus" "$build/fuzz/seeds/$name")
    [ -d "$repo/tests/fuzz/regressions/$name" ] && inputs+=("$repo/tests/fuzz/regressions/$name")
    log="$build/fuzz/$name.log"
    if "$build/fuzz/fuzz_$name" -max_total_time="$seconds" -seed="$seed" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$findings/$name-" "${inputs[@]}" >"$log" 2>&1; then
        runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")"
        rate="$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")"
        echo "fuzz_$name: ${seconds} s, ${runs:-?} runs, ${rate:-?} exec/s, no finding"
    else
        echo "fuzz_$name: FINDING (log: $log)"
        grep -E "ERROR|contract broken|runtime error|Test unit written" "$log" | head -5
        failed=1
    fi
done
exit "$failed"
