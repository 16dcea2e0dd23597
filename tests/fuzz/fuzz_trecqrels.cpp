// libFuzzer harness: see touchstone::fuzz::fuzzTrecQrels in tests/fuzz/fileentries.h.
// Run: build-fuzz/fuzz/fuzz_trecqrels CORPUS_DIR build-fuzz/fuzz/seeds/trecqrels tests/fuzz/regressions/trecqrels

#include "fuzz/fileentries.h"
#include "fuzz/harness.h"

TOUCHSTONE_FUZZ_HARNESS(touchstone::fuzz::fuzzTrecQrels)
