// libFuzzer harness: see touchstone::fuzz::fuzzAnnotatorPackage in tests/fuzz/projectentries.h.
// Run: build-fuzz/fuzz/fuzz_annotatorpackage CORPUS_DIR build-fuzz/fuzz/seeds/annotatorpackage tests/fuzz/regressions/annotatorpackage

#include "fuzz/projectentries.h"
#include "fuzz/harness.h"

TOUCHSTONE_FUZZ_HARNESS(touchstone::fuzz::fuzzAnnotatorPackage)
