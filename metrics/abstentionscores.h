#pragma once

#include <optional>
#include <vector>

namespace touchstone {

// Abstention on answerable and unanswerable questions (methodology §10.5).
// The negative stratum holds questions the corpus cannot answer; declining
// them is correct, answering them is fabrication.
//
//   correctly declined  unanswerable, abstained      (tp)
//   over-refused        answerable, abstained        (fp)
//   fabricated          unanswerable, answered       (fn, "the bad one")
//   answered            answerable, answered         (tn)
//
//   abstention precision = tp / (tp + fp)
//   abstention recall    = tp / (tp + fn)   = 1 - hallucination rate on unanswerables
//   over-refusal rate    = fp / (fp + tn)
//
// A refusal (the API declined, e.g. stop_reason "refusal") is a third outcome
// distinct from answering and abstaining (§10.5): it is counted apart, per
// answerability, and left out of the three rates. A rate whose denominator is
// zero is undefined (std::nullopt); the methodology's max(.., 1) would report 0.
//
// Worked example (§1): 30 unanswerable questions, the bot declines 9 and
// invents an answer for 21: abstention recall = 9 / 30 = 0.30.
enum class AnswerOutcome { Answered, Abstained, Refused };

struct AbstentionItem
{
    bool answerable = true;
    AnswerOutcome outcome = AnswerOutcome::Answered;
};

struct AbstentionScores
{
    int correctlyDeclined = 0;
    int overRefused = 0;
    int fabricated = 0;
    int answered = 0;
    int refusedAnswerable = 0;
    int refusedUnanswerable = 0;
    std::optional<double> precision;
    std::optional<double> recall;
    std::optional<double> overRefusalRate;
};

AbstentionScores abstentionScores(const std::vector<AbstentionItem> &items);

} // namespace touchstone
