#include "storedtexts.h"

#include "documentstore.h"
#include "projectstore.h"
#include "sqlhelpers.h"
#include "metrics/argtext.h"

#include <QSqlQuery>

namespace touchstone {

namespace {

// PageText::packGeometry's record size: the stored geometry of a page is
// this many bytes per code point.
constexpr qint64 kGeometryBytesPerCodePoint = 9;

} // namespace

Result<CanonicalText> StoredTexts::text(qint64 documentId) const
{
    QSqlQuery query(m_store.database());
    query.setForwardOnly(true);
    // length() of a blob reads its size from the record header, not its
    // bytes.
    if (!sql::exec(query,
                   QStringLiteral("SELECT page_index, text, code_points, length(geometry) FROM pages "
                                  "WHERE document_id = ? ORDER BY page_index"),
                   {documentId}))
        return Result<CanonicalText>::failure(sql::errorText(query.lastError()));
    std::vector<PageText> pages;
    while (query.next()) {
        PageText page;
        const QList<uint> ucs4 = query.value(1).toString().toUcs4();
        page.text.assign(ucs4.begin(), ucs4.end());
        const qint64 codePoints = query.value(2).toLongLong();
        if (qint64(page.text.size()) != codePoints || codePoints < 0
            || query.value(3).toLongLong() != codePoints * kGeometryBytesPerCodePoint)
            return Result<CanonicalText>::failure(
                DocumentStore::tr("document %1, page %2: the stored text does not match its geometry")
                    .arg(argText(documentId), argText(query.value(0).toInt() + 1)));
        pages.push_back(std::move(page));
    }
    if (pages.empty())
        return Result<CanonicalText>::failure(DocumentStore::tr("document %1 has no stored pages").arg(documentId));
    return CanonicalText(std::move(pages));
}

} // namespace touchstone
