// libFuzzer harness: see touchstone::fuzz::fuzzAgreementCase in tests/fuzz/fileentries.h.
// Run: build-fuzz/fuzz/fuzz_agreementcase CORPUS_DIR build-fuzz/fuzz/seeds/agreementcase tests/fuzz/regressions/agreementcase

#include "fuzz/fileentries.h"
#include "fuzz/harness.h"

TOUCHSTONE_FUZZ_HARNESS(touchstone::fuzz::fuzzAgreementCase)
