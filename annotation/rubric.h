#pragma once

#include <QJsonObject>
#include <QString>

namespace touchstone {

// The grading rubric: definitions of grades 0–3 with worked examples, or a
// Markdown text (`touchstone rubric set`, the rubric an LLM judge is given).
// Versioned by its sha256; every judgment and judge verdict records the
// version it was made under.
struct Rubric
{
    // The largest Markdown rubric read from a file.
    static constexpr qint64 kMaxMarkdownBytes = qint64(1) << 20;

    qint64 id = 0;
    int version = 0;
    QString sha256;
    // {"grades": [{"grade", "label", "definition", "examples": [...]}], "notes"},
    // or {"markdown": text} (worked examples added later go under "grades").
    QJsonObject content;

    // The sha256 of `content` in canonical form (compact, keys sorted); of
    // a Markdown rubric alone, the sha256 of its text in UTF-8, so that a
    // judge pipeline names the rubric by `sha256sum FILE.md`.
    static QString digest(const QJsonObject &content);
    // The rubric a new project starts with (DESIGN.md grade meanings).
    static QJsonObject defaultContent();
    static QJsonObject markdownContent(const QString &text);
    // The Markdown text, or empty for a rubric of grade definitions.
    QString markdown() const;
};

} // namespace touchstone
