// libFuzzer harness: see touchstone::fuzz::fuzzAdjudications in tests/fuzz/projectentries.h.
// Run: build-fuzz/fuzz/fuzz_adjudications CORPUS_DIR build-fuzz/fuzz/seeds/adjudications tests/fuzz/regressions/adjudications

#include "fuzz/projectentries.h"
#include "fuzz/harness.h"

TOUCHSTONE_FUZZ_HARNESS(touchstone::fuzz::fuzzAdjudications)
