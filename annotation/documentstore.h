#pragma once

#include "canonicaltext.h"
#include "metrics/result.h"
#include "pagetext.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace touchstone {

class ProjectStore;

struct DocumentRecord
{
    qint64 id = 0;
    QString sha256;
    QString fileName;
    QString userId; // an id the user gave at ingest, used by run files
    QString title;
    int pageCount = 0;
    qint64 bytes = 0;
    bool encrypted = false;
    bool copyAllowed = true;
    QString textSha256;
    int codePoints = 0;
    QStringList loadWarnings;
    QDateTime addedAt;
};

struct PageRecord
{
    int index = 0;
    QSizeF sizePoints;
    int rotation = 0;
    TextLayerStatus status = TextLayerStatus::Usable;
    QString statusDetail;
    int startOffset = 0;
    int codePoints = 0;
};

// The documents of a project and their canonical text, as stored at ingest.
class DocumentStore
{
    Q_DECLARE_TR_FUNCTIONS(DocumentStore)

public:
    explicit DocumentStore(const ProjectStore &store);

    std::vector<DocumentRecord> documents() const;
    std::optional<DocumentRecord> document(qint64 id) const;
    std::optional<DocumentRecord> documentBySha256(const QString &sha256) const;
    // By sha256, by the id given at ingest, or by file name (in that order).
    std::optional<DocumentRecord> resolve(const QString &reference) const;
    // A document whose sha256, id or file name is `name` (even when several
    // share that file name), or none.
    std::optional<DocumentRecord> answeringTo(const QString &name) const;

    // The bytes of the stored copy documents/<sha256>.pdf, checked against
    // the sha256 they were stored under: a copy that is missing, or whose
    // bytes were changed afterwards, is a one-line error naming the file
    // (the project itself still opens; ingesting the original again
    // restores the copy).
    Result<QByteArray> storedCopy(const DocumentRecord &record) const;

    std::vector<PageRecord> pages(qint64 documentId) const;
    Result<CanonicalText> canonicalText(qint64 documentId) const;

    // sha256 over the documents' canonical texts in document-id order
    // (DESIGN.md): it changes when any document's text would change.
    QString corpusDigest() const;

    // Stores a new document and its pages in one transaction.
    Result<qint64> insert(const DocumentRecord &record, const std::vector<PageText> &pages) const;

    // The sha256 of a canonical text, as stored in documents.text_sha256.
    static QString textDigest(const CanonicalText &text);

private:
    const ProjectStore &m_store;
};

} // namespace touchstone
