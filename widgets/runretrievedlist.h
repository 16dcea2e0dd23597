#pragma once

#include "annotation/runevaluator.h"

#include "choosertree.h"

class QColor;

namespace touchstone {

class ProjectSession;

// One ranked list of a run for one question, in rank order: each retrieved
// item with its judgment (hit, or why not), its grade, where it is and what
// it says. Choosing an item (click, arrow keys, Enter) emits itemChosen
// (ChooserTree).
class RunRetrievedList : public ChooserTree
{
    Q_OBJECT

public:
    enum Column { RankColumn, StatusColumn, GradeColumn, DocumentColumn, PageColumn, PassageColumn, ColumnCount };

    RunRetrievedList(ProjectSession &session, QWidget *parent = nullptr);

    void setItems(const std::vector<RunItemDetail> &items);
    const std::vector<RunItemDetail> &items() const { return m_items; }

private:
    ProjectSession &m_session;
    std::vector<RunItemDetail> m_items;
};

// How the browser names and colours a judgment.
QString hitStatusText(HitStatus status);
QColor hitStatusColor(HitStatus status);
// A document's file name, or its id when it is gone.
QString documentLabel(ProjectSession &session, qint64 documentId);
// The passage's canonical text on one line, elided past `length` characters.
QString passageText(ProjectSession &session, qint64 documentId, int start, int end, int length = 160);

} // namespace touchstone
