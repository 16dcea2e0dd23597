#pragma once

#include "annotation/judgment.h"

#include <QUndoCommand>

namespace touchstone {

class LabelEditor;

// Adding or deleting a label: the same two operations in either order.
// Holds the full judgment, so undoing a delete puts back the same uuid,
// span, grade and note.
class JudgmentExistenceCommand : public QUndoCommand
{
public:
    enum class Direction { Add, Delete };

    // The change has already been applied by the editor's verb; the first
    // redo() does nothing.
    JudgmentExistenceCommand(LabelEditor &editor, Judgment judgment, Direction direction);

    void redo() override;
    void undo() override;

private:
    void add();
    void remove();

    LabelEditor &m_editor;
    Judgment m_judgment;
    Direction m_direction;
    bool m_applied = true;
};

} // namespace touchstone
