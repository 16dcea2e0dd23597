// libFuzzer harness: see touchstone::fuzz::fuzzQuestionsJsonl in tests/fuzz/projectentries.h.
// Run: build-fuzz/fuzz/fuzz_questions_jsonl CORPUS_DIR build-fuzz/fuzz/seeds/questions_jsonl tests/fuzz/regressions/questions_jsonl

#include "fuzz/projectentries.h"
#include "fuzz/harness.h"

TOUCHSTONE_FUZZ_HARNESS(touchstone::fuzz::fuzzQuestionsJsonl)
