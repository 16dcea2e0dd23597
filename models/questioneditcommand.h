#pragma once

#include "annotation/question.h"

#include <QUndoCommand>

namespace touchstone {

class LabelEditor;

// Editing a question's fields: the question before and after.
class QuestionEditCommand : public QUndoCommand
{
public:
    QuestionEditCommand(LabelEditor &editor, Question before, Question after);

    void redo() override;
    void undo() override;

private:
    void apply(const Question &question);

    LabelEditor &m_editor;
    Question m_before;
    Question m_after;
    bool m_applied = true;
};

} // namespace touchstone
