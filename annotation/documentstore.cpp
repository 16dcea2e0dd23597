#include "documentstore.h"
#include "regularfile.h"
#include "sqlhelpers.h"

#include "projectstore.h"
#include "transaction.h"
#include "metrics/argtext.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

namespace touchstone {

namespace {

const QString kDocumentColumns = QStringLiteral(
    "id, sha256, file_name, user_id, title, page_count, bytes, encrypted, copy_allowed, text_sha256, "
    "code_points, load_warnings, added_at");

DocumentRecord readDocument(const QSqlQuery &query)
{
    DocumentRecord record;
    record.id = query.value(0).toLongLong();
    record.sha256 = query.value(1).toString();
    record.fileName = query.value(2).toString();
    record.userId = query.value(3).toString();
    record.title = query.value(4).toString();
    record.pageCount = query.value(5).toInt();
    record.bytes = query.value(6).toLongLong();
    record.encrypted = query.value(7).toBool();
    record.copyAllowed = query.value(8).toBool();
    record.textSha256 = query.value(9).toString();
    record.codePoints = query.value(10).toInt();
    const QString warnings = query.value(11).toString();
    record.loadWarnings = warnings.isEmpty() ? QStringList() : warnings.split(QLatin1Char('\n'));
    record.addedAt = QDateTime::fromString(query.value(12).toString(), Qt::ISODate);
    return record;
}

TextLayerStatus statusFromKey(const QString &key)
{
    for (TextLayerStatus status : {TextLayerStatus::Usable, TextLayerStatus::NoText, TextLayerStatus::Garbled,
                                   TextLayerStatus::Unreadable, TextLayerStatus::Damaged}) {
        if (key == QLatin1String(textLayerStatusKey(status)))
            return status;
    }
    return TextLayerStatus::Unreadable;
}

// SQLite stores a null QString as NULL; these columns are NOT NULL.
QString nonNull(const QString &text)
{
    return text.isNull() ? QString::fromLatin1("") : text;
}

} // namespace

DocumentStore::DocumentStore(const ProjectStore &store)
    : m_store(store)
{
}

std::vector<DocumentRecord> DocumentStore::documents() const
{
    std::vector<DocumentRecord> records;
    QSqlQuery query(m_store.database());
    query.exec(QStringLiteral("SELECT ") + kDocumentColumns + QStringLiteral(" FROM documents ORDER BY id"));
    while (query.next())
        records.push_back(readDocument(query));
    return records;
}

std::optional<DocumentRecord> DocumentStore::document(qint64 id) const
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("SELECT ") + kDocumentColumns + QStringLiteral(" FROM documents WHERE id = ?"));
    query.addBindValue(id);
    if (query.exec() && query.next())
        return readDocument(query);
    return std::nullopt;
}

std::optional<DocumentRecord> DocumentStore::documentBySha256(const QString &sha256) const
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("SELECT ") + kDocumentColumns + QStringLiteral(" FROM documents WHERE sha256 = ?"));
    query.addBindValue(sha256.toLower());
    if (query.exec() && query.next())
        return readDocument(query);
    return std::nullopt;
}

std::optional<DocumentRecord> DocumentStore::resolve(const QString &reference) const
{
    if (auto bySha = documentBySha256(reference))
        return bySha;
    for (const QString &column : {QStringLiteral("user_id"), QStringLiteral("file_name")}) {
        QSqlQuery query(m_store.database());
        query.prepare(QStringLiteral("SELECT ") + kDocumentColumns + QStringLiteral(" FROM documents WHERE ")
                      + column + QStringLiteral(" = ? ORDER BY id LIMIT 2"));
        query.addBindValue(reference);
        if (query.exec() && query.next()) {
            DocumentRecord record = readDocument(query);
            if (!query.next()) // ambiguous file names resolve to nothing
                return record;
        }
    }
    return std::nullopt;
}

std::optional<DocumentRecord> DocumentStore::answeringTo(const QString &name) const
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("SELECT ") + kDocumentColumns
                  + QStringLiteral(" FROM documents WHERE sha256 = ? OR user_id = ? OR file_name = ? ORDER BY id LIMIT 1"));
    for (int i = 0; i < 3; ++i)
        query.addBindValue(name);
    if (query.exec() && query.next())
        return readDocument(query);
    return std::nullopt;
}

std::vector<PageRecord> DocumentStore::pages(qint64 documentId) const
{
    std::vector<PageRecord> pages;
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("SELECT page_index, width_pt, height_pt, rotation, text_status, status_detail, "
                                 "start_offset, code_points FROM pages WHERE document_id = ? ORDER BY page_index"));
    query.addBindValue(documentId);
    query.exec();
    while (query.next()) {
        PageRecord page;
        page.index = query.value(0).toInt();
        page.sizePoints = QSizeF(query.value(1).toDouble(), query.value(2).toDouble());
        page.rotation = query.value(3).toInt();
        page.status = statusFromKey(query.value(4).toString());
        page.statusDetail = query.value(5).toString();
        page.startOffset = query.value(6).toInt();
        page.codePoints = query.value(7).toInt();
        pages.push_back(page);
    }
    return pages;
}

Result<CanonicalText> DocumentStore::canonicalText(qint64 documentId) const
{
    QSqlQuery query(m_store.database());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT page_index, text, geometry, code_points, text_status, status_detail, "
                                 "width_pt, height_pt, rotation FROM pages WHERE document_id = ? ORDER BY page_index"));
    query.addBindValue(documentId);
    if (!query.exec())
        return Result<CanonicalText>::failure(sql::errorText(query.lastError()));
    std::vector<PageText> pages;
    while (query.next()) {
        PageText page;
        const QList<uint> ucs4 = query.value(1).toString().toUcs4();
        page.text.assign(ucs4.begin(), ucs4.end());
        const int codePoints = query.value(3).toInt();
        if (int(page.text.size()) != codePoints || !page.unpackGeometry(query.value(2).toByteArray(), codePoints))
            return Result<CanonicalText>::failure(
                tr("document %1, page %2: the stored text does not match its geometry")
                    .arg(argText(documentId), argText(query.value(0).toInt() + 1)));
        page.status = statusFromKey(query.value(4).toString());
        page.statusDetail = query.value(5).toString();
        page.sizePoints = QSizeF(query.value(6).toDouble(), query.value(7).toDouble());
        page.rotation = query.value(8).toInt();
        pages.push_back(std::move(page));
    }
    if (pages.empty())
        return Result<CanonicalText>::failure(tr("document %1 has no stored pages").arg(documentId));
    return CanonicalText(std::move(pages));
}

QString DocumentStore::corpusDigest() const
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    QSqlQuery query(m_store.database());
    query.exec(QStringLiteral("SELECT text_sha256 FROM documents ORDER BY id"));
    while (query.next())
        hash.addData(query.value(0).toString().toLatin1());
    return QString::fromLatin1(hash.result().toHex());
}

QString DocumentStore::textDigest(const CanonicalText &text)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(text.slice(0, text.size()).toUtf8(), QCryptographicHash::Sha256).toHex());
}

Result<QByteArray> DocumentStore::storedCopy(const DocumentRecord &record) const
{
    using R = Result<QByteArray>;
    const QString path = m_store.documentPath(record.sha256);
    QFile file(path);
    if (!file.exists())
        return R::failure(tr("%1: the stored copy %2 is missing; ingest the original file again to restore it")
                              .arg(record.fileName, path));
    Result<QByteArray> read = RegularFile::read(path, RegularFile::kMaxPdfBytes);
    if (!read)
        return R::failure(tr("%1: the stored copy %2 cannot be read (%3)").arg(record.fileName, path, read.error()));
    QByteArray bytes = std::move(*read);
    if (QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex()) != record.sha256)
        return R::failure(tr("%1: the stored copy %2 was changed after it was added (its bytes no longer match its "
                             "sha256); ingest the original file again to restore it")
                              .arg(record.fileName, path));
    return bytes;
}

Result<qint64> DocumentStore::insert(const DocumentRecord &record, const std::vector<PageText> &pages) const
{
    QSqlDatabase database = m_store.database();
    Transaction transaction(database);
    if (!transaction.isActive())
        return Result<qint64>::failure(transaction.error());
    QSqlQuery insert(database);
    insert.prepare(QStringLiteral(
        "INSERT INTO documents (sha256, file_name, user_id, title, page_count, bytes, encrypted, copy_allowed, "
        "text_sha256, code_points, load_warnings, added_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    insert.addBindValue(record.sha256);
    insert.addBindValue(record.fileName);
    insert.addBindValue(record.userId.isEmpty() ? QVariant() : QVariant(record.userId));
    insert.addBindValue(nonNull(record.title));
    insert.addBindValue(record.pageCount);
    insert.addBindValue(record.bytes);
    insert.addBindValue(record.encrypted);
    insert.addBindValue(record.copyAllowed);
    insert.addBindValue(record.textSha256);
    insert.addBindValue(record.codePoints);
    insert.addBindValue(nonNull(record.loadWarnings.join(QLatin1Char('\n'))));
    insert.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    if (!insert.exec())
        return Result<qint64>::failure(tr("%1: cannot store the document: %2")
                                           .arg(record.fileName, sql::errorText(insert.lastError())));
    const qint64 id = insert.lastInsertId().toLongLong();

    QSqlQuery page(database);
    page.prepare(QStringLiteral("INSERT INTO pages (document_id, page_index, width_pt, height_pt, rotation, "
                                "text_status, status_detail, start_offset, code_points, text, geometry) "
                                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    int offset = 0;
    for (int i = 0; i < int(pages.size()); ++i) {
        const PageText &text = pages[size_t(i)];
        page.addBindValue(id);
        page.addBindValue(i);
        page.addBindValue(text.sizePoints.width());
        page.addBindValue(text.sizePoints.height());
        page.addBindValue(text.rotation);
        page.addBindValue(QString::fromLatin1(textLayerStatusKey(text.status)));
        page.addBindValue(nonNull(text.statusDetail));
        page.addBindValue(offset);
        page.addBindValue(text.size());
        page.addBindValue(nonNull(text.toQString()));
        page.addBindValue(text.packGeometry());
        if (!page.exec())
            return Result<qint64>::failure(tr("%1, page %2: cannot store the text: %3")
                                               .arg(argText(record.fileName), argText(i + 1), argText(sql::errorText(page.lastError()))));
        offset += text.size() + 1; // the '\f' between pages
    }
    m_store.audit(QString(), QStringLiteral("document.add"), QStringLiteral("document"), record.sha256,
                  record.fileName);
    if (!transaction.commit())
        return Result<qint64>::failure(transaction.error());
    return id;
}

} // namespace touchstone
