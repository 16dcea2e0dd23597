#include "questionexistencecommand.h"

#include "labeleditor.h"

#include <QCoreApplication>

namespace touchstone {

QuestionExistenceCommand::QuestionExistenceCommand(LabelEditor &editor, Question question, Direction direction)
    : m_editor(editor)
    , m_question(std::move(question))
    , m_direction(direction)
{
    setText(direction == Direction::Add
                ? QCoreApplication::translate("QuestionExistenceCommand", "Add question %1").arg(m_question.externalId)
                : QCoreApplication::translate("QuestionExistenceCommand", "Delete question %1").arg(m_question.externalId));
}

void QuestionExistenceCommand::redo()
{
    if (m_applied) {
        m_applied = false;
        return;
    }
    m_direction == Direction::Add ? add() : remove();
}

void QuestionExistenceCommand::undo()
{
    m_direction == Direction::Add ? remove() : add();
}

void QuestionExistenceCommand::add()
{
    if (const Status status = m_editor.applyAddQuestion(m_question); !status) {
        m_editor.reportFailure(status.error());
        setObsolete(true);
    }
}

void QuestionExistenceCommand::remove()
{
    if (const Status status = m_editor.applyRemoveQuestion(m_question.uuid); !status) {
        m_editor.reportFailure(status.error());
        setObsolete(true);
    }
}

} // namespace touchstone
