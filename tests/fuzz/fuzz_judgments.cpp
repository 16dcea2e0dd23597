// libFuzzer harness: see touchstone::fuzz::fuzzJudgments in tests/fuzz/projectentries.h.
// Run: build-fuzz/fuzz/fuzz_judgments CORPUS_DIR build-fuzz/fuzz/seeds/judgments tests/fuzz/regressions/judgments

#include "fuzz/projectentries.h"
#include "fuzz/harness.h"

TOUCHSTONE_FUZZ_HARNESS(touchstone::fuzz::fuzzJudgments)
