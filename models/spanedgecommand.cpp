#include "spanedgecommand.h"

#include "labeleditor.h"

#include <QCoreApplication>

namespace touchstone {

SpanEdgeCommand::SpanEdgeCommand(LabelEditor &editor, QString judgmentUuid, SpanAnchor before, SpanAnchor after)
    : m_editor(editor)
    , m_uuid(std::move(judgmentUuid))
    , m_before(std::move(before))
    , m_after(std::move(after))
{
    setText(QCoreApplication::translate("SpanEdgeCommand", "Move span edges"));
}

void SpanEdgeCommand::redo()
{
    if (m_applied) {
        m_applied = false;
        return;
    }
    apply(m_after);
}

void SpanEdgeCommand::undo()
{
    apply(m_before);
}

bool SpanEdgeCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const SpanEdgeCommand *>(other);
    if (next->m_uuid != m_uuid)
        return false;
    m_after = next->m_after;
    setObsolete(m_after.documentId == m_before.documentId && m_after.start == m_before.start
                && m_after.end == m_before.end);
    return true;
}

void SpanEdgeCommand::apply(const SpanAnchor &span)
{
    if (const Status status = m_editor.applySpan(m_uuid, span); !status) {
        m_editor.reportFailure(status.error());
        setObsolete(true);
    }
}

} // namespace touchstone
