// libFuzzer harness: see touchstone::fuzz::fuzzQuestionsCsv in tests/fuzz/projectentries.h.
// Run: build-fuzz/fuzz/fuzz_questions_csv CORPUS_DIR build-fuzz/fuzz/seeds/questions_csv tests/fuzz/regressions/questions_csv

#include "fuzz/projectentries.h"
#include "fuzz/harness.h"

TOUCHSTONE_FUZZ_HARNESS(touchstone::fuzz::fuzzQuestionsCsv)
