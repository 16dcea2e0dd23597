#pragma once

#include "goldset.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <vector>

namespace touchstone {

// What changed from one golden-set version to another. Questions are
// matched by uuid (stable across copies of a project; the external id when
// a record has no uuid); spans by (document, start, end, quote).
struct GoldVersionDiff
{
    Q_DECLARE_TR_FUNCTIONS(GoldVersionDiff)

public:
    struct SpanChange
    {
        GoldSpan span;     // as in the newer version (the older one for removals)
        int oldGrade = -1; // regraded spans only
    };
    struct ChangedQuestion
    {
        QString id;          // external id in the newer version
        QStringList fields;  // record keys that differ, sorted ("relevant_spans" when spans changed)
        std::vector<SpanChange> spansAdded;
        std::vector<SpanChange> spansRemoved;
        std::vector<SpanChange> spansRegraded;
    };

    QString from;
    QString to;
    QStringList added;   // external ids, in id order
    QStringList removed;
    std::vector<ChangedQuestion> changed;

    static GoldVersionDiff compute(const GoldSet &from, const GoldSet &to);

    bool isEmpty() const { return added.isEmpty() && removed.isEmpty() && changed.empty(); }
    int spanCount(int which) const; // 0 added, 1 removed, 2 regraded, over changed questions

    // {"from", "to", "questions_added", "questions_removed", "questions_changed":
    //  [{"id", "fields", "spans_added", "spans_removed", "spans_regraded"}],
    //  "totals": {...}}; keys are never translated.
    QJsonObject toJson() const;
    // toJson() without the spans: each changed question as {"id", "fields"}.
    // What a manifest records about the version it was frozen after.
    QJsonObject summaryJson() const;
    // Readable lines (translated), one change per line.
    QString toText() const;
};

} // namespace touchstone
