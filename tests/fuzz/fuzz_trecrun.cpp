// libFuzzer harness: see touchstone::fuzz::fuzzTrecRun in tests/fuzz/fileentries.h.
// Run: build-fuzz/fuzz/fuzz_trecrun CORPUS_DIR build-fuzz/fuzz/seeds/trecrun tests/fuzz/regressions/trecrun

#include "fuzz/fileentries.h"
#include "fuzz/harness.h"

TOUCHSTONE_FUZZ_HARNESS(touchstone::fuzz::fuzzTrecRun)
