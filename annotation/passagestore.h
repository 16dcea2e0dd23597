#pragma once

#include "metrics/result.h"
#include "spananchor.h"

#include <QCoreApplication>
#include <QHash>

#include <optional>
#include <vector>

namespace touchstone {

class ProjectStore;

// A candidate passage for a question, shown in passage mode: from pooling
// the top of retrieval runs, or from a lead's list. Every annotator grades
// the same passage, which makes it an agreement unit.
struct Passage
{
    qint64 id = 0;
    QString uuid;
    qint64 questionId = 0;
    qint64 spanId = 0;
    SpanAnchor span;
    QString source;  // "lead", "pool:<run name>", ...
    int position = 0;
};

class PassageStore
{
    Q_DECLARE_TR_FUNCTIONS(PassageStore)

public:
    PassageStore(const ProjectStore &store, QString actor = {});

    std::vector<Passage> forQuestion(qint64 questionId) const;
    std::vector<Passage> all() const;
    std::optional<Passage> byUuid(const QString &uuid) const;

    // How many of each question's passages the annotator has not graded
    // yet; questions with none left are absent. Passage mode's stream and
    // its "left" count walk this.
    QHash<qint64, int> ungradedByQuestion(qint64 annotatorId) const;

    // Queues passages for a question in one transaction; a passage already
    // queued for the question (same document and offsets) is kept once.
    // Returns how many were new.
    Result<int> enqueue(qint64 questionId, const std::vector<SpanAnchor> &spans, const QString &source) const;

    // One passage with a given uuid, as it comes from another copy of the
    // project (an annotator package or a judgments file), appended to the
    // question's queue.
    Result<Passage> addImported(qint64 questionId, const SpanAnchor &span, const QString &source,
                                const QString &uuid) const;

private:
    const ProjectStore &m_store;
    QString m_actor;
};

} // namespace touchstone
