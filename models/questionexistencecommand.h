#pragma once

#include "annotation/question.h"

#include <QUndoCommand>

namespace touchstone {

class LabelEditor;

// Adding or deleting a question (with its nuggets); the uuid survives undo.
class QuestionExistenceCommand : public QUndoCommand
{
public:
    enum class Direction { Add, Delete };

    QuestionExistenceCommand(LabelEditor &editor, Question question, Direction direction);

    void redo() override;
    void undo() override;

private:
    void add();
    void remove();

    LabelEditor &m_editor;
    Question m_question;
    Direction m_direction;
    bool m_applied = true;
};

} // namespace touchstone
