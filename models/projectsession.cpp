#include "projectsession.h"

#include <QUndoStack>

namespace touchstone {

ProjectSession::ProjectSession(std::unique_ptr<ProjectStore> store)
    : m_store(std::move(store))
    , m_undoStack(new QUndoStack(this))
{
}

ProjectSession::~ProjectSession() = default;

Result<std::unique_ptr<ProjectSession>> ProjectSession::open(const QString &folder, ProjectStore::Access access)
{
    auto store = ProjectStore::open(folder, access);
    if (!store)
        return Result<std::unique_ptr<ProjectSession>>::failure(store.error());
    return std::unique_ptr<ProjectSession>(new ProjectSession(std::move(*store)));
}

Result<std::unique_ptr<ProjectSession>> ProjectSession::create(const QString &folder)
{
    auto store = ProjectStore::create(folder);
    if (!store)
        return Result<std::unique_ptr<ProjectSession>>::failure(store.error());
    return std::unique_ptr<ProjectSession>(new ProjectSession(std::move(*store)));
}

Result<std::shared_ptr<const CanonicalText>> ProjectSession::canonicalText(qint64 documentId)
{
    using R = Result<std::shared_ptr<const CanonicalText>>;
    if (const auto cached = m_texts.value(documentId))
        return R(cached);
    Result<CanonicalText> loaded = documents().canonicalText(documentId);
    if (!loaded)
        return R::failure(loaded.error());
    auto text = std::make_shared<const CanonicalText>(std::move(loaded.value()));
    m_texts.insert(documentId, text);
    return R(text);
}

void ProjectSession::notifyDocumentsChanged()
{
    Q_EMIT documentsChanged();
}

} // namespace touchstone
