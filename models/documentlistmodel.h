#pragma once

#include "annotation/documentstore.h"

#include <QAbstractItemModel>

#include <vector>

namespace touchstone {

class ProjectSession;

// The project's documents, each with its pages as children: page number,
// size and whether its text layer can carry spans.
class DocumentListModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, PagesColumn, TextColumn, ColumnCount };
    enum Role {
        DocumentIdRole = Qt::UserRole + 1,
        PageIndexRole,   // -1 on a document row
        TextStatusRole,  // TextLayerStatus as int, page rows
    };

    explicit DocumentListModel(ProjectSession &session, QObject *parent = nullptr);

    void reload();

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    QModelIndex indexOfDocument(qint64 documentId) const;
    // The row of page `page` (from 0) under its document; invalid when absent.
    QModelIndex indexOfPage(qint64 documentId, int page) const;
    const DocumentRecord *document(const QModelIndex &index) const;

private:
    struct Entry
    {
        DocumentRecord record;
        std::vector<PageRecord> pages;
        int unusablePages = 0;
    };
    // Internal ids: 0 for document rows, document row + 1 for page rows.
    const Entry *entryFor(const QModelIndex &index) const;
    QVariant documentData(const Entry &entry, int column, int role) const;
    QVariant pageData(const Entry &entry, const PageRecord &page, int column, int role) const;

    ProjectSession &m_session;
    std::vector<Entry> m_entries;
};

// A short, translated description of a page's text layer ("no text layer").
QString textStatusLabel(TextLayerStatus status);

} // namespace touchstone
