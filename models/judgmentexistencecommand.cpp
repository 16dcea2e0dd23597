#include "judgmentexistencecommand.h"

#include "labeleditor.h"

#include <QCoreApplication>

namespace touchstone {

JudgmentExistenceCommand::JudgmentExistenceCommand(LabelEditor &editor, Judgment judgment, Direction direction)
    : m_editor(editor)
    , m_judgment(std::move(judgment))
    , m_direction(direction)
{
    const bool unanswerable = m_judgment.kind == JudgmentKind::Unanswerable;
    if (direction == Direction::Add)
        setText(unanswerable ? QCoreApplication::translate("JudgmentExistenceCommand", "Mark unanswerable")
                             : QCoreApplication::translate("JudgmentExistenceCommand", "Grade %1").arg(m_judgment.grade));
    else
        setText(QCoreApplication::translate("JudgmentExistenceCommand", "Delete label"));
}

void JudgmentExistenceCommand::redo()
{
    if (m_applied) {
        m_applied = false;
        return;
    }
    m_direction == Direction::Add ? add() : remove();
}

void JudgmentExistenceCommand::undo()
{
    m_direction == Direction::Add ? remove() : add();
}

void JudgmentExistenceCommand::add()
{
    if (const Status status = m_editor.applyRestore(m_judgment); !status) {
        m_editor.reportFailure(status.error());
        setObsolete(true);
    }
}

void JudgmentExistenceCommand::remove()
{
    if (const Status status = m_editor.applyRemove(m_judgment.uuid); !status) {
        m_editor.reportFailure(status.error());
        setObsolete(true);
    }
}

} // namespace touchstone
