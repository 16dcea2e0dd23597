#include "documentlistmodel.h"

#include "projectsession.h"

#include <QFileInfo>
#include <QLocale>

namespace touchstone {

QString textStatusLabel(TextLayerStatus status)
{
    switch (status) {
    case TextLayerStatus::Usable: return DocumentListModel::tr("text");
    case TextLayerStatus::NoText: return DocumentListModel::tr("no text layer");
    case TextLayerStatus::Garbled: return DocumentListModel::tr("garbled text layer");
    case TextLayerStatus::Unreadable: return DocumentListModel::tr("unreadable page");
    case TextLayerStatus::Damaged: return DocumentListModel::tr("damaged, may be incomplete");
    }
    return {};
}

DocumentListModel::DocumentListModel(ProjectSession &session, QObject *parent)
    : QAbstractItemModel(parent)
    , m_session(session)
{
    connect(&session, &ProjectSession::documentsChanged, this, &DocumentListModel::reload);
    reload();
}

void DocumentListModel::reload()
{
    beginResetModel();
    m_entries.clear();
    const DocumentStore documents = m_session.documents();
    for (DocumentRecord &record : documents.documents()) {
        Entry entry;
        entry.pages = documents.pages(record.id);
        for (const PageRecord &page : entry.pages)
            entry.unusablePages += page.status == TextLayerStatus::Usable ? 0 : 1;
        entry.record = std::move(record);
        m_entries.push_back(std::move(entry));
    }
    endResetModel();
}

QModelIndex DocumentListModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0)
        return {};
    if (!parent.isValid())
        return row < int(m_entries.size()) ? createIndex(row, column, quintptr(0)) : QModelIndex();
    if (parent.internalId() != 0 || parent.row() >= int(m_entries.size()))
        return {};
    if (row >= int(m_entries[size_t(parent.row())].pages.size()))
        return {};
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex DocumentListModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    return createIndex(int(child.internalId() - 1), 0, quintptr(0));
}

int DocumentListModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_entries.size());
    if (parent.internalId() != 0 || parent.column() != 0)
        return 0;
    return int(m_entries[size_t(parent.row())].pages.size());
}

int DocumentListModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

const DocumentListModel::Entry *DocumentListModel::entryFor(const QModelIndex &index) const
{
    if (!index.isValid())
        return nullptr;
    const int row = index.internalId() == 0 ? index.row() : int(index.internalId() - 1);
    return row < int(m_entries.size()) ? &m_entries[size_t(row)] : nullptr;
}

const DocumentRecord *DocumentListModel::document(const QModelIndex &index) const
{
    const Entry *entry = entryFor(index);
    return entry ? &entry->record : nullptr;
}

QModelIndex DocumentListModel::indexOfDocument(qint64 documentId) const
{
    for (int row = 0; row < int(m_entries.size()); ++row) {
        if (m_entries[size_t(row)].record.id == documentId)
            return index(row, 0);
    }
    return {};
}

QModelIndex DocumentListModel::indexOfPage(qint64 documentId, int page) const
{
    const QModelIndex document = indexOfDocument(documentId);
    if (!document.isValid() || page < 0 || page >= rowCount(document))
        return {};
    return index(page, 0, document);
}

QVariant DocumentListModel::data(const QModelIndex &index, int role) const
{
    const Entry *entry = entryFor(index);
    if (!entry)
        return {};
    if (role == DocumentIdRole)
        return entry->record.id;
    if (index.internalId() == 0) {
        if (role == PageIndexRole)
            return -1;
        return documentData(*entry, index.column(), role);
    }
    const PageRecord &page = entry->pages[size_t(index.row())];
    if (role == PageIndexRole)
        return page.index;
    if (role == TextStatusRole)
        return int(page.status);
    return pageData(*entry, page, index.column(), role);
}

QVariant DocumentListModel::documentData(const Entry &entry, int column, int role) const
{
    const DocumentRecord &record = entry.record;
    if (role == Qt::DisplayRole) {
        switch (column) {
        case NameColumn: return record.title.isEmpty() ? record.fileName : record.title;
        case PagesColumn: return record.pageCount;
        case TextColumn:
            return entry.unusablePages == 0
                ? tr("text")
                : tr("%n page(s) without usable text", nullptr, entry.unusablePages);
        }
    }
    if (role == Qt::ToolTipRole) {
        QStringList lines{record.fileName, tr("sha256 %1").arg(record.sha256),
                          tr("%1 bytes").arg(QLocale().toString(record.bytes))};
        if (!record.copyAllowed)
            lines << tr("Copying is restricted by the document; spans are allowed, copying text is not.");
        if (!record.loadWarnings.isEmpty())
            lines << tr("The file was damaged and has been repaired while reading.");
        return lines.join(QLatin1Char('\n'));
    }
    return {};
}

QVariant DocumentListModel::pageData(const Entry &, const PageRecord &page, int column, int role) const
{
    if (role == Qt::DisplayRole) {
        switch (column) {
        case NameColumn: return tr("Page %1").arg(page.index + 1);
        case PagesColumn: return QVariant();
        case TextColumn: return textStatusLabel(page.status);
        }
    }
    if (role == Qt::ToolTipRole && !page.statusDetail.isEmpty())
        return page.statusDetail;
    return {};
}

QVariant DocumentListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn: return tr("Document");
    case PagesColumn: return tr("Pages");
    case TextColumn: return tr("Text");
    }
    return {};
}

} // namespace touchstone
