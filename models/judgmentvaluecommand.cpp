#include "judgmentvaluecommand.h"

#include "labeleditor.h"
#include "metrics/argtext.h"

#include <QCoreApplication>

namespace touchstone {

JudgmentValueCommand::JudgmentValueCommand(LabelEditor &editor, QString judgmentUuid, Field field, QVariant before,
                                           QVariant after)
    : m_editor(editor)
    , m_uuid(std::move(judgmentUuid))
    , m_field(field)
    , m_before(std::move(before))
    , m_after(std::move(after))
{
    setText(field == Field::Grade
                ? QCoreApplication::translate("JudgmentValueCommand", "Grade %1 → %2").arg(argText(m_before.toInt()), argText(m_after.toInt()))
                : QCoreApplication::translate("JudgmentValueCommand", "Edit note"));
}

void JudgmentValueCommand::redo()
{
    if (m_applied) {
        m_applied = false;
        return;
    }
    apply(m_after);
}

void JudgmentValueCommand::undo()
{
    apply(m_before);
}

void JudgmentValueCommand::apply(const QVariant &value)
{
    const Status status = m_field == Field::Grade ? m_editor.applyGrade(m_uuid, value.toInt())
                                                  : m_editor.applyNote(m_uuid, value.toString());
    if (!status) {
        m_editor.reportFailure(status.error());
        setObsolete(true);
    }
}

} // namespace touchstone
