// libFuzzer harness: see touchstone::fuzz::fuzzRunFile in tests/fuzz/projectentries.h.
// Run: build-fuzz/fuzz/fuzz_runfile CORPUS_DIR build-fuzz/fuzz/seeds/runfile tests/fuzz/regressions/runfile

#include "fuzz/projectentries.h"
#include "fuzz/harness.h"

TOUCHSTONE_FUZZ_HARNESS(touchstone::fuzz::fuzzRunFile)
