// libFuzzer harness: see touchstone::fuzz::fuzzFlatJsonLine in tests/fuzz/fileentries.h.
// Run: build-fuzz/fuzz/fuzz_flatjsonline CORPUS_DIR build-fuzz/fuzz/seeds/flatjsonline tests/fuzz/regressions/flatjsonline

#include "fuzz/fileentries.h"
#include "fuzz/harness.h"

TOUCHSTONE_FUZZ_HARNESS(touchstone::fuzz::fuzzFlatJsonLine)
