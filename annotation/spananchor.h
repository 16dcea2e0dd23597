#pragma once

#include "metrics/result.h"

#include <QCoreApplication>
#include <QString>

namespace touchstone {

class CanonicalText;

// A span anchored the way the W3C Web Annotation model anchors text: the
// quote, up to 32 code points of context on each side, its canonical
// offsets and its page, so it can be found again after a re-parse.
struct SpanAnchor
{
    Q_DECLARE_TR_FUNCTIONS(SpanAnchor)

public:
    static constexpr int kContextLength = 32;

    qint64 documentId = 0;
    int start = 0; // canonical code points, [start, end)
    int end = 0;
    int page = 0;  // 0-based page of `start`
    QString exact;
    QString prefix;
    QString suffix;
    bool formContent = false; // covers a form field's value, not page content

    // Anchors [start, end) of `text`; refuses ranges on unusable text
    // layers (garbled, no text) with a one-line reason. Leading and
    // trailing whitespace is trimmed from the range.
    static Result<SpanAnchor> fromRange(const CanonicalText &text, qint64 documentId, int start, int end);

    bool overlaps(const SpanAnchor &other) const
    {
        return documentId == other.documentId && start < other.end && other.start < end;
    }
};

} // namespace touchstone
