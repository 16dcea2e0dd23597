// libFuzzer harness: see touchstone::fuzz::fuzzJudgeVerdicts in tests/fuzz/projectentries.h.
// Run: build-fuzz/fuzz/fuzz_judgeverdicts CORPUS_DIR build-fuzz/fuzz/seeds/judgeverdicts tests/fuzz/regressions/judgeverdicts

#include "fuzz/projectentries.h"
#include "fuzz/harness.h"

TOUCHSTONE_FUZZ_HARNESS(touchstone::fuzz::fuzzJudgeVerdicts)
