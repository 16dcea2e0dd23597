#include "questioneditcommand.h"

#include "labeleditor.h"

#include <QCoreApplication>

namespace touchstone {

QuestionEditCommand::QuestionEditCommand(LabelEditor &editor, Question before, Question after)
    : m_editor(editor)
    , m_before(std::move(before))
    , m_after(std::move(after))
{
    setText(QCoreApplication::translate("QuestionEditCommand", "Edit question %1").arg(m_after.externalId));
}

void QuestionEditCommand::redo()
{
    if (m_applied) {
        m_applied = false;
        return;
    }
    apply(m_after);
}

void QuestionEditCommand::undo()
{
    apply(m_before);
}

void QuestionEditCommand::apply(const Question &question)
{
    if (const Status status = m_editor.applyUpdateQuestion(question); !status) {
        m_editor.reportFailure(status.error());
        setObsolete(true);
    }
}

} // namespace touchstone
