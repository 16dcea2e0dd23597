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
# A committed regression is replayed alone, once, with a generous limit: it
# guards against a crash or a hang coming back, and a slow shared machine
# (ASan is 3-10x slower than a plain build) must not turn it into a failure.
# The campaign itself keeps libFuzzer's 10 s limit; an input that times out
# there is run once more alone with the regression limit, and only an input
# that still does not finish (or that crashes) is a finding.
regression_timeout="${TOUCHSTONE_FUZZ_REGRESSION_TIMEOUT:-120}"
fuzz_options=(-rss_limit_mb=2048)
failed=0
for name in "${harnesses[@]}"; do
    harness="$build/fuzz/fuzz_$name"
    corpus="$build/fuzz/corpus/$name"
    regressions="$repo/tests/fuzz/regressions/$name"
    log="$build/fuzz/$name.log"
    mkdir -p "$corpus"
    if [ -d "$regressions" ]; then
        for input in "$regressions"/*; do
            if ! "$harness" -timeout="$regression_timeout" "${fuzz_options[@]}" "$input" >"$log.regression" 2>&1; then
                echo "fuzz_$name: REGRESSION $(basename "$input") fails again (log: $log.regression)"
                grep -E "ERROR|contract broken|runtime error" "$log.regression" | head -5
                failed=1
            fi
        done
    fi
    if "$harness" -max_total_time="$seconds" -seed="$seed" -timeout=10 "${fuzz_options[@]}" -print_final_stats=1 \
        -artifact_prefix="$findings/$name-" "$corpus" "$build/fuzz/seeds/$name" >"$log" 2>&1; then
        runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")"
        rate="$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")"
        echo "fuzz_$name: ${seconds} s, ${runs:-?} runs, ${rate:-?} exec/s, no finding"
        continue
    fi
    artifact="$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -1)"
    if grep -q "ERROR: libFuzzer: timeout" "$log" && [ -f "$artifact" ] \
        && "$harness" -timeout="$regression_timeout" "${fuzz_options[@]}" "$artifact" >"$log.recheck" 2>&1; then
        echo "fuzz_$name: slow input (over 10 s once, under ${regression_timeout} s alone): $artifact (log: $log)"
        continue
    fi
    echo "fuzz_$name: FINDING (log: $log)"
    grep -E "ERROR|contract broken|runtime error|Test unit written" "$log" | head -5
    failed=1
done
exit "$failed"
