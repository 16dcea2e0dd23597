#pragma once

#include "annotation/spananchor.h"

#include <QUndoCommand>

namespace touchstone {

class LabelEditor;

// Moving a highlight's edges. Successive moves of the same highlight merge
// into one step (pressing a key ten times to move an edge word by word is
// one undo), and a move back to where it started becomes obsolete.
class SpanEdgeCommand : public QUndoCommand
{
public:
    static constexpr int kId = 0x5350; // "SP"

    SpanEdgeCommand(LabelEditor &editor, QString judgmentUuid, SpanAnchor before, SpanAnchor after);

    void redo() override;
    void undo() override;
    int id() const override { return kId; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    void apply(const SpanAnchor &span);

    LabelEditor &m_editor;
    QString m_uuid;
    SpanAnchor m_before;
    SpanAnchor m_after;
    bool m_applied = true;
};

} // namespace touchstone
