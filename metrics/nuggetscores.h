#pragma once

#include <QHash>
#include <QString>

#include <optional>
#include <vector>

namespace touchstone {

// Nugget scores of one answer (methodology §10.9; TREC RAG 2024,
// AutoNuggetizer, Pradeep et al.). Each question lists atomic facts
// ("nuggets"), each vital (a good answer must contain it) or okay; each
// answer gets, per nugget, support / partial / none.
//
//   V_strict = share of vital nuggets fully supported
//   V        = same, with partial support counting 0.5
//   A_strict = share of all nuggets fully supported
//   A        = same, with partial support counting 0.5
//
// A question without vital nuggets has undefined V_strict and V; without
// nuggets, all four are undefined (std::nullopt, where the methodology's code
// gives NaN). Use these to compare systems over many questions, not to grade
// a single answer (per-item agreement with humans is only τ ≈ 0.3, §10.9).
enum class NuggetSupport { None, Partial, Support };

struct NuggetAssessment
{
    bool vital = false;
    NuggetSupport support = NuggetSupport::None;
};

struct NuggetScores
{
    int nuggets = 0;
    int vitalNuggets = 0;
    std::optional<double> vitalStrict; // V_strict
    std::optional<double> vital;       // V
    std::optional<double> allStrict;   // A_strict
    std::optional<double> all;         // A
};

NuggetScores nuggetScores(const std::vector<NuggetAssessment> &assessments);

// The same from a question's nuggets and an answer's assignments keyed by
// nugget id; a nugget without an assignment counts as none (as in §10.9).
struct Nugget
{
    QString id;
    bool vital = false;
};

NuggetScores nuggetScores(const std::vector<Nugget> &nuggets,
                          const QHash<QString, NuggetSupport> &assigned);

} // namespace touchstone
