#include "abstentionscores.h"

namespace touchstone {
namespace {

std::optional<double> ratio(int numerator, int denominator)
{
    if (denominator == 0)
        return std::nullopt;
    return double(numerator) / denominator;
}

} // namespace

AbstentionScores abstentionScores(const std::vector<AbstentionItem> &items)
{
    AbstentionScores scores;
    for (const AbstentionItem &item : items) {
        switch (item.outcome) {
        case AnswerOutcome::Refused:
            ++(item.answerable ? scores.refusedAnswerable : scores.refusedUnanswerable);
            break;
        case AnswerOutcome::Abstained:
            ++(item.answerable ? scores.overRefused : scores.correctlyDeclined);
            break;
        case AnswerOutcome::Answered:
            ++(item.answerable ? scores.answered : scores.fabricated);
            break;
        }
    }
    scores.precision = ratio(scores.correctlyDeclined, scores.correctlyDeclined + scores.overRefused);
    scores.recall = ratio(scores.correctlyDeclined, scores.correctlyDeclined + scores.fabricated);
    scores.overRefusalRate = ratio(scores.overRefused, scores.overRefused + scores.answered);
    return scores;
}

} // namespace touchstone
