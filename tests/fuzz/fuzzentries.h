#pragma once

// Every fuzz entry point by harness name: tests/fuzz/fuzz_<name>.cpp runs
// one under libFuzzer, tests/annotation/tst_fuzzregressions.cpp replays
// tests/fuzz/regressions/<name>/* through the same function.

#include "fuzz/fileentries.h"
#include "fuzz/projectentries.h"

#include <vector>

namespace touchstone::fuzz {

struct Entry
{
    const char *name;
    Outcome (*run)(const QByteArray &data);
};

inline const std::vector<Entry> &entries()
{
    static const std::vector<Entry> all{
        {"trecqrels", &fuzzTrecQrels},
        {"trecrun", &fuzzTrecRun},
        {"runfile", &fuzzRunFile},
        {"flatjsonline", &fuzzFlatJsonLine},
        {"canonicaljson", &fuzzCanonicalJson},
        {"questions_csv", &fuzzQuestionsCsv},
        {"questions_jsonl", &fuzzQuestionsJsonl},
        {"judgments", &fuzzJudgments},
        {"adjudications", &fuzzAdjudications},
        {"judgeverdicts", &fuzzJudgeVerdicts},
        {"agreementcase", &fuzzAgreementCase},
        {"goldexport", &fuzzGoldExport},
        {"annotatorpackage", &fuzzAnnotatorPackage},
    };
    return all;
}

} // namespace touchstone::fuzz
