#pragma once

#include <array>
#include <optional>
#include <vector>

namespace touchstone {

// An LLM judge validated as the classifier it is (methodology §11.1;
// DESIGN.md "Judge report"): its verdicts against human labels on a
// calibration set.
//
// Humans label each item pass or fail. The judge answers pass, fail, unknown
// (its explicit escape hatch, §11.4) or refusal (the API declined, §10.5 /
// §11.5: "a counted outcome, not an exception trace"). Unknown and refusal are
// counted apart and never silently scored as pass or fail: accuracy, κ and the
// per-class measures are computed over the items on which the judge committed
// to pass or fail ("decided"), and `coverage` says how many those are.
//
// Classes are ordered FAIL first everywhere, because FAIL-class recall (how
// many bad answers the judge catches) is the number that decides whether a
// judge may gate anything (§11.1; §20.2 asks for κ >= 0.7 and FAIL recall >= 0.8).
//
// Worked example (§11): 100 answers, humans fail 12, the judge passes all
// 100: accuracy 0.88, κ = 0, FAIL recall 0, FAIL precision undefined.

enum class HumanLabel { Fail = 0, Pass = 1 };
enum class JudgeVerdict { Fail = 0, Pass = 1, Unknown = 2, Refusal = 3 };

struct JudgedItem
{
    HumanLabel human = HumanLabel::Pass;
    JudgeVerdict judge = JudgeVerdict::Pass;
};

// Precision and recall of one class over the decided items; undefined (0/0)
// when the judge never predicts the class (precision) or humans never assign
// it among decided items (recall).
struct ClassAgreement
{
    std::optional<double> precision;
    std::optional<double> recall;
    int support = 0; // decided items humans put in this class
};

struct JudgeAgreement
{
    int items = 0;
    int decided = 0;                       // judge said pass or fail
    // confusion[human][judge]: rows Fail, Pass (HumanLabel); columns Fail,
    // Pass, Unknown, Refusal (JudgeVerdict).
    std::array<std::array<int, 4>, 2> confusion{};
    std::array<int, 2> humanCounts{};      // over all items: Fail, Pass
    std::array<int, 4> judgeCounts{};      // over all items: Fail, Pass, Unknown, Refusal
    std::optional<double> coverage;        // decided / items
    std::optional<double> accuracy;        // agreement over decided items
    std::optional<double> kappa;           // Cohen's κ over decided items
    ClassAgreement fail;                   // the FAIL class, reported first
    ClassAgreement pass;
};

// Cohen's κ = (p_o - p_e) / (1 - p_e) on the 2 x 2 table of decided items,
// p_e from the two raters' marginals (sklearn cohen_kappa_score); undefined
// when p_e = 1 (both sides used a single, identical class) or nothing was
// decided.
JudgeAgreement judgeAgreement(const std::vector<JudgedItem> &items);

} // namespace touchstone
