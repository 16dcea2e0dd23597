// libFuzzer harness: see touchstone::fuzz::fuzzGoldExport in tests/fuzz/fileentries.h.
// Run: build-fuzz/fuzz/fuzz_goldexport CORPUS_DIR build-fuzz/fuzz/seeds/goldexport tests/fuzz/regressions/goldexport

#include "fuzz/fileentries.h"
#include "fuzz/harness.h"

TOUCHSTONE_FUZZ_HARNESS(touchstone::fuzz::fuzzGoldExport)
