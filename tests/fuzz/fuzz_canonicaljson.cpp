// libFuzzer harness: see touchstone::fuzz::fuzzCanonicalJson in tests/fuzz/fileentries.h.
// Run: build-fuzz/fuzz/fuzz_canonicaljson CORPUS_DIR build-fuzz/fuzz/seeds/canonicaljson tests/fuzz/regressions/canonicaljson

#include "fuzz/fileentries.h"
#include "fuzz/harness.h"

TOUCHSTONE_FUZZ_HARNESS(touchstone::fuzz::fuzzCanonicalJson)
