#pragma once

#include "annotation/judgeverdictstore.h"
#include "annotation/runevaluator.h"
#include "models/highlightlayer.h"

#include <QHash>
#include <QWidget>

#include <optional>
#include <vector>

class QLabel;
class QTabWidget;
class QTreeWidget;

namespace touchstone {

class ChooserTree;
class ProjectSession;
class RunRetrievedList;

// One question of a run: the question, its gold spans, the retrieved
// passages in rank order marked hit or miss (final list, and the list
// before reranking when the run has one), and the judge's verdicts with
// their justifications. Choosing a gold span or a passage asks for its
// document at that range, with the question's gold spans and the list's
// passages of that document highlighted.
class RunItemDetailView : public QWidget
{
    Q_OBJECT

public:
    explicit RunItemDetailView(ProjectSession &session, QWidget *parent = nullptr);

    // The run whose items are shown and the evaluation settings to judge
    // them with (a key of EvaluationSettings; empty: the defaults).
    void setRun(const RunInfo &run, const QString &settings);
    // Shows one question of the run; false (and a message) when it cannot.
    bool showQuestion(const QString &questionUuid);
    void clear(const QString &message = {});
    // Judge verdicts are read once per run; call after importing more.
    void reloadVerdicts();

    const QuestionDetail *detail() const { return m_detail ? &*m_detail : nullptr; }
    ChooserTree *goldList() const { return m_gold; }
    RunRetrievedList *finalList() const { return m_final; }
    RunRetrievedList *prererankList() const { return m_prererank; }
    QTreeWidget *verdictList() const { return m_verdicts; }

    // Asks for gold span `index` (of the question's spans) on its page.
    void showGoldSpan(int index);
    void showRetrieved(RunStage stage, int index);

Q_SIGNALS:
    // `start` < 0: a whole document (document-level runs), shown from its
    // first gold span or its first page.
    void showSpanRequested(qint64 documentId, int start, int end, const std::vector<touchstone::Highlight> &highlights);
    void statusMessage(const QString &message);

private:
    void fillHeader();
    void fillGold();
    void fillVerdicts(const QString &questionUuid);

    ProjectSession &m_session;
    std::optional<RunInfo> m_run;
    EvaluationSettings m_settings;
    std::optional<QuestionDetail> m_detail;
    QHash<QString, std::vector<JudgeVerdictRecord>> m_verdictsByQuestion;
    bool m_verdictsLoaded = false;

    QLabel *m_title = nullptr;
    QLabel *m_scores = nullptr;
    ChooserTree *m_gold = nullptr;
    QTabWidget *m_lists = nullptr;
    RunRetrievedList *m_final = nullptr;
    RunRetrievedList *m_prererank = nullptr;
    QTreeWidget *m_verdicts = nullptr;
};

// The highlights of one document for a question: its gold spans in their
// grade colours, and the passages of `list` in that document in the colour
// of their judgment.
std::vector<Highlight> runHighlights(const QuestionDetail &detail, const std::vector<RunItemDetail> &list,
                                     qint64 documentId);

} // namespace touchstone
