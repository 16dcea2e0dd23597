#include "runitemdetailview.h"

#include "choosertree.h"
#include "gradecolors.h"
#include "runretrievedlist.h"

#include "metrics/numberformat.h"
#include "models/projectsession.h"
#include "models/runlistmodel.h"
#include "metrics/argtext.h"

#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace touchstone {

namespace {

enum GoldColumn { GoldDocumentColumn, GoldPageColumn, GoldGradeColumn, GoldQuoteColumn };
enum VerdictColumn { VerdictTextColumn, VerdictProbabilityColumn, VerdictAnswerColumn, VerdictJudgeColumn,
                     VerdictWhyColumn };

QGroupBox *group(const QString &title, QWidget *content, QWidget *parent)
{
    auto *box = new QGroupBox(title, parent);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(content);
    return box;
}

QString verdictText(JudgeVerdict verdict)
{
    switch (verdict) {
    case JudgeVerdict::Pass: return RunItemDetailView::tr("pass");
    case JudgeVerdict::Fail: return RunItemDetailView::tr("FAIL");
    case JudgeVerdict::Unknown: return RunItemDetailView::tr("unknown");
    case JudgeVerdict::Refusal: return RunItemDetailView::tr("refusal");
    }
    return {};
}

} // namespace

std::vector<Highlight> runHighlights(const QuestionDetail &detail, const std::vector<RunItemDetail> &list,
                                     qint64 documentId)
{
    std::vector<Highlight> highlights;
    for (size_t s = 0; s < detail.gold.spans.size(); ++s) {
        const GoldSpan &span = detail.gold.spans[s];
        if (span.documentId == documentId)
            highlights.push_back({QStringLiteral("gold:%1").arg(s), span.start, span.end, gradeColor(span.grade),
                                  RunItemDetailView::tr("gold span, grade %1").arg(span.grade)});
    }
    for (const RunItemDetail &entry : list) {
        if (entry.item.documentId == documentId && entry.item.start >= 0)
            highlights.push_back({QStringLiteral("rank:%1").arg(entry.item.rank), entry.item.start, entry.item.end,
                                  hitStatusColor(entry.judgment.status),
                                  RunItemDetailView::tr("rank %1: %2").arg(argText(entry.item.rank), argText(hitStatusText(entry.judgment.status)))});
    }
    return highlights;
}

RunItemDetailView::RunItemDetailView(ProjectSession &session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
{
    m_title = new QLabel(this);
    m_title->setWordWrap(true);
    m_title->setTextFormat(Qt::PlainText);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_scores = new QLabel(this);
    m_scores->setWordWrap(true);

    m_gold = new ChooserTree(this);
    m_gold->setHeaderLabels({tr("Document"), tr("Page"), tr("Grade"), tr("Gold span")});
    connect(m_gold, &ChooserTree::itemChosen, this, &RunItemDetailView::showGoldSpan);

    m_final = new RunRetrievedList(session, this);
    m_prererank = new RunRetrievedList(session, this);
    connect(m_final, &RunRetrievedList::itemChosen, this, [this](int index) { showRetrieved(RunStage::Final, index); });
    connect(m_prererank, &RunRetrievedList::itemChosen, this,
            [this](int index) { showRetrieved(RunStage::Prererank, index); });
    m_lists = new QTabWidget(this);
    m_lists->addTab(m_final, tr("Retrieved"));
    m_lists->addTab(m_prererank, tr("Before reranking"));

    m_verdicts = new QTreeWidget(this);
    m_verdicts->setHeaderLabels({tr("Verdict"), tr("P(fail)"), tr("Answer"), tr("Judge"), tr("Justification")});
    m_verdicts->setRootIsDecorated(false);
    m_verdicts->setWordWrap(true);
    m_verdicts->header()->setStretchLastSection(true);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(group(tr("Gold spans"), m_gold, splitter));
    splitter->addWidget(group(tr("Retrieved passages"), m_lists, splitter));
    splitter->addWidget(group(tr("Judge"), m_verdicts, splitter));
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);
    splitter->setStretchFactor(2, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_scores);
    layout->addWidget(splitter, 1);
    clear();
}

void RunItemDetailView::setRun(const RunInfo &run, const QString &settings)
{
    m_run = run;
    m_settings = RunEvaluator::settingsFromKey(settings).value_or(EvaluationSettings());
    m_settings.normalize();
    m_lists->setTabEnabled(1, run.hasPrererank);
    clear(tr("Choose a question."));
}

void RunItemDetailView::reloadVerdicts()
{
    m_verdictsByQuestion.clear();
    const JudgeVerdictStore store(m_session.store());
    for (const JudgeIdentity &judge : store.judges()) {
        for (JudgeVerdictRecord &verdict : store.verdicts(judge.judgeModel, judge.rubricSha256))
            m_verdictsByQuestion[verdict.questionUuid].push_back(std::move(verdict));
    }
    m_verdictsLoaded = true;
}

void RunItemDetailView::clear(const QString &message)
{
    m_detail.reset();
    m_title->setText(message);
    m_scores->clear();
    m_gold->clear();
    m_final->setItems({});
    m_prererank->setItems({});
    m_verdicts->clear();
}

bool RunItemDetailView::showQuestion(const QString &questionUuid)
{
    if (!m_run)
        return false;
    auto detail = RunEvaluator(m_session.store()).detail(*m_run, questionUuid, m_settings);
    if (!detail) {
        clear(detail.error());
        Q_EMIT statusMessage(detail.error());
        return false;
    }
    m_detail = std::move(*detail);
    fillHeader();
    fillGold();
    m_final->setItems(m_detail->final);
    m_prererank->setItems(m_detail->prererank);
    fillVerdicts(questionUuid);
    // Choosing a question moves the page to where its answer is, as
    // choosing one of its gold spans does.
    if (!m_detail->gold.spans.empty()) {
        {
            const QSignalBlocker block(m_gold);
            m_gold->setCurrentItem(m_gold->topLevelItem(0));
        }
        showGoldSpan(0);
    }
    return true;
}

void RunItemDetailView::fillHeader()
{
    const GoldQuestion &question = m_detail->gold;
    QString title = tr("%1 · %2\n%3").arg(question.externalId, question.stratum, question.text);
    if (!question.answerable)
        title += tr("\nNo answer in the corpus: every retrieved passage is a miss, and the question is in no mean.");
    else if (!question.referenceAnswer.isEmpty())
        title += tr("\nReference answer: %1").arg(question.referenceAnswer);
    m_title->setText(title);
    QStringList scores;
    if (m_detail->scores && question.answerable) {
        const std::vector<MetricColumn> columns = metricColumns(m_settings.cutoffs, m_run->hasPrererank);
        for (const QString &name : {QStringLiteral("success@10"), QStringLiteral("recall@10"), QStringLiteral("mrr@10"),
                                    QStringLiteral("ndcg@10"), QStringLiteral("judged@10")}) {
            for (size_t c = 0; c < columns.size() && c < m_detail->scores->values.size(); ++c) {
                if (columns[c].name == name)
                    scores << tr("%1 %2").arg(name, formatMetric(m_detail->scores->values[c]));
            }
        }
    }
    m_scores->setText(scores.join(QStringLiteral("   ")));
}

void RunItemDetailView::fillGold()
{
    const QSignalBlocker block(m_gold);
    m_gold->clear();
    for (const GoldSpan &span : m_detail->gold.spans) {
        auto *row = new QTreeWidgetItem(m_gold);
        row->setText(GoldDocumentColumn, documentLabel(m_session, span.documentId));
        row->setText(GoldPageColumn, QString::number(span.page + 1));
        row->setText(GoldGradeColumn, QString::number(span.grade));
        row->setData(GoldGradeColumn, Qt::DecorationRole, gradeColor(span.grade));
        row->setText(GoldQuoteColumn, span.exact.simplified());
        row->setToolTip(GoldQuoteColumn, span.exact);
    }
    for (int c = 0; c < GoldQuoteColumn; ++c)
        m_gold->resizeColumnToContents(c);
}

void RunItemDetailView::fillVerdicts(const QString &questionUuid)
{
    if (!m_verdictsLoaded)
        reloadVerdicts();
    m_verdicts->clear();
    for (const JudgeVerdictRecord &verdict : m_verdictsByQuestion.value(questionUuid)) {
        auto *row = new QTreeWidgetItem(m_verdicts);
        row->setText(VerdictTextColumn, verdictText(verdict.verdict));
        if (verdict.verdict == JudgeVerdict::Fail)
            row->setForeground(VerdictTextColumn, hitStatusColor(HitStatus::OffSpan));
        row->setText(VerdictProbabilityColumn, formatMetric(verdict.probability));
        row->setText(VerdictAnswerColumn, verdict.answerId);
        row->setText(VerdictJudgeColumn, verdict.judgeModel);
        row->setToolTip(VerdictJudgeColumn, verdict.rubricSha256.isEmpty() ? tr("rubric unknown")
                                                                            : tr("rubric %1").arg(verdict.rubricSha256));
        row->setText(VerdictWhyColumn, verdict.justification);
        row->setToolTip(VerdictWhyColumn, verdict.justification);
    }
    if (m_verdicts->topLevelItemCount() == 0)
        new QTreeWidgetItem(m_verdicts, {tr("No judge verdict on this question.")});
    for (int c = 0; c < VerdictWhyColumn; ++c)
        m_verdicts->resizeColumnToContents(c);
}

void RunItemDetailView::showGoldSpan(int index)
{
    if (!m_detail || index < 0 || index >= int(m_detail->gold.spans.size()))
        return;
    const GoldSpan &span = m_detail->gold.spans[size_t(index)];
    Q_EMIT showSpanRequested(span.documentId, span.start, span.end,
                             runHighlights(*m_detail, m_detail->final, span.documentId));
}

void RunItemDetailView::showRetrieved(RunStage stage, int index)
{
    if (!m_detail)
        return;
    const std::vector<RunItemDetail> &list = stage == RunStage::Final ? m_detail->final : m_detail->prererank;
    if (index < 0 || index >= int(list.size()))
        return;
    const RunItem &item = list[size_t(index)].item;
    int start = item.start, end = item.end;
    if (start < 0) {
        // A whole document: open it at the question's first gold span in it.
        for (const GoldSpan &span : m_detail->gold.spans) {
            if (span.documentId == item.documentId) {
                start = span.start;
                end = span.end;
                break;
            }
        }
    }
    Q_EMIT showSpanRequested(item.documentId, start, end, runHighlights(*m_detail, list, item.documentId));
}

} // namespace touchstone
