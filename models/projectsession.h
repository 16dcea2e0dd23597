#pragma once

#include "annotation/canonicaltext.h"
#include "annotation/documentstore.h"
#include "annotation/projectstore.h"
#include "metrics/result.h"

#include <QHash>
#include <QObject>

#include <memory>

class QUndoStack;

namespace touchstone {

// One open project: its store, its undo stack and the caches the views
// share. Views call verbs here; only models/ pushes undo commands.
class ProjectSession : public QObject
{
    Q_OBJECT

public:
    ~ProjectSession() override;

    static Result<std::unique_ptr<ProjectSession>> open(const QString &folder,
                                                         ProjectStore::Access access = ProjectStore::Access::ReadWriteOrReadOnly);
    static Result<std::unique_ptr<ProjectSession>> create(const QString &folder);

    ProjectStore &store() { return *m_store; }
    const ProjectStore &store() const { return *m_store; }
    DocumentStore documents() const { return DocumentStore(*m_store); }
    QUndoStack *undoStack() const { return m_undoStack; }
    bool isReadOnly() const { return m_store->isReadOnly(); }
    QString folder() const { return m_store->folder(); }

    // The canonical text of a document, loaded once and shared.
    Result<std::shared_ptr<const CanonicalText>> canonicalText(qint64 documentId);

    // Tells the views that documents were added (after an ingest).
    void notifyDocumentsChanged();

Q_SIGNALS:
    void documentsChanged();

private:
    explicit ProjectSession(std::unique_ptr<ProjectStore> store);

    std::unique_ptr<ProjectStore> m_store;
    QUndoStack *m_undoStack = nullptr;
    QHash<qint64, std::shared_ptr<const CanonicalText>> m_texts;
};

} // namespace touchstone
