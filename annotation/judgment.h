#pragma once

#include "spananchor.h"

#include <QDateTime>
#include <QString>

#include <optional>

namespace touchstone {

enum class JudgmentKind {
    Span,         // a highlight the annotator made, with its grade
    Passage,      // a grade given to a candidate passage (passage mode)
    Unanswerable, // "no answer in the corpus": a label, not a gap
};

QString judgmentKindKey(JudgmentKind kind);
bool judgmentKindFromKey(const QString &key, JudgmentKind *kind);

// Grades belong to (question, passage) pairs (DESIGN.md): 0 irrelevant,
// 1 related but not answering, 2 partially answers, 3 fully answers.
struct Judgment
{
    qint64 id = 0;
    QString uuid;
    qint64 annotatorId = 0;
    qint64 questionId = 0;
    JudgmentKind kind = JudgmentKind::Span;
    std::optional<SpanAnchor> span; // Span and Passage
    qint64 spanId = 0;
    qint64 passageId = 0;           // Passage
    int grade = -1;                 // 0..3; -1 for Unanswerable
    QString note;
    qint64 rubricId = 0;
    QDateTime createdAt;
    QDateTime updatedAt;
};

} // namespace touchstone
