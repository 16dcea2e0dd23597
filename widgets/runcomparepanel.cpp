#include "runcomparepanel.h"

#include "choosertree.h"
#include "gradecolors.h"
#include "runitemdetailview.h"
#include "runretrievedlist.h"

#include "metrics/numberformat.h"
#include "models/projectsession.h"
#include "models/runlistmodel.h"
#include "models/runpairmodel.h"
#include "models/runtasks.h"
#include "metrics/argtext.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace touchstone {

namespace {

QString number(const std::optional<double> &value, int decimals = 3)
{
    return value ? QString::fromLatin1(formatFixed(*value, decimals)) : RunComparePanel::tr("undefined");
}

QString signedNumber(const std::optional<double> &value)
{
    return value && *value > 0 ? QStringLiteral("+") + number(value) : number(value);
}

QColor gateColor(GateVerdict verdict)
{
    switch (verdict) {
    case GateVerdict::Pass: return QColor(0x00, 0x9E, 0x73);
    case GateVerdict::Warn: return QColor(0xE6, 0x9F, 0x00);
    case GateVerdict::Fail: return QColor(0xD5, 0x5E, 0x00);
    }
    return QColor(Qt::gray);
}

} // namespace

RunComparePanel::RunComparePanel(ProjectSession &session, RunTasks &tasks, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_tasks(tasks)
    , m_model(new RunPairModel(this))
{
    QLayout *controls = createControls();
    QWidget *results = createResults();
    QWidget *question = createQuestionView();
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(results);
    splitter->addWidget(question);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(controls);
    layout->addWidget(m_summary);
    layout->addWidget(splitter, 1);
    m_summary->setText(tr("Choose a baseline and a candidate of the same golden-set version, then Compare."));
}

QLayout *RunComparePanel::createControls()
{
    m_baseline = new QComboBox(this);
    m_candidate = new QComboBox(this);
    m_metric = new QComboBox(this);
    for (const QString &metric : {QStringLiteral("ndcg@10"), QStringLiteral("recall@10"), QStringLiteral("mrr@10"),
                                  QStringLiteral("success@10"), QStringLiteral("precision@10"), QStringLiteral("map"),
                                  QStringLiteral("bpref")})
        m_metric->addItem(metric, metric);
    m_minimumEffect = new QDoubleSpinBox(this);
    m_minimumEffect->setRange(0.0, 1.0);
    m_minimumEffect->setDecimals(3);
    m_minimumEffect->setSingleStep(0.005);
    m_minimumEffect->setValue(0.02);
    m_minimumEffect->setToolTip(tr("The smallest drop that matters (pre-registered): the gate fails only when the "
                                   "whole interval is below zero and the drop is at least this large"));
    m_compare = new QPushButton(tr("Compare"), this);
    m_busy = new QProgressBar(this);
    m_busy->setRange(0, 0);
    m_busy->setMaximumWidth(120);
    m_busy->hide();
    connect(m_compare, &QPushButton::clicked, this, &RunComparePanel::compare);
    connect(&m_tasks, &RunTasks::comparisonFinished, this, &RunComparePanel::showOutcome);

    auto *controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Baseline"), this));
    controls->addWidget(m_baseline, 1);
    controls->addWidget(new QLabel(tr("Candidate"), this));
    controls->addWidget(m_candidate, 1);
    controls->addWidget(new QLabel(tr("Metric"), this));
    controls->addWidget(m_metric);
    controls->addWidget(new QLabel(tr("Minimum effect"), this));
    controls->addWidget(m_minimumEffect);
    controls->addWidget(m_compare);
    controls->addWidget(m_busy);
    return controls;
}

QWidget *RunComparePanel::createResults()
{
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_counts = new QLabel(this);
    m_counts->setWordWrap(true);
    m_filter = new QComboBox(this);
    m_filter->addItem(tr("Changed"), int(RunPairModel::Filter::Changed));
    m_filter->addItem(tr("Rescued (success@10 0 → 1)"), int(RunPairModel::Filter::Rescued));
    m_filter->addItem(tr("Broken (success@10 1 → 0)"), int(RunPairModel::Filter::Broke));
    m_filter->addItem(tr("Better on the metric"), int(RunPairModel::Filter::Improved));
    m_filter->addItem(tr("Worse on the metric"), int(RunPairModel::Filter::Worse));
    m_filter->addItem(tr("All questions"), int(RunPairModel::Filter::All));
    connect(m_filter, &QComboBox::currentIndexChanged, this,
            [this] { m_model->setFilter(RunPairModel::Filter(m_filter->currentData().toInt())); });

    m_table = new QTableView(this);
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &RunComparePanel::showCurrent);

    auto *top = new QWidget(this);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(m_counts, 1);
    filterRow->addWidget(m_filter);
    topLayout->addLayout(filterRow);
    topLayout->addWidget(m_table, 1);
    return top;
}

QWidget *RunComparePanel::createQuestionView()
{
    m_question = new QLabel(this);
    m_question->setTextFormat(Qt::PlainText);
    // One line, clipped: a long question must not widen the panel (the
    // tooltip holds all of it).
    m_question->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_gold = new ChooserTree(this);
    m_gold->setHeaderLabels({tr("Document"), tr("Page"), tr("Grade"), tr("Gold span")});
    m_gold->setMaximumHeight(110);
    connect(m_gold, &ChooserTree::itemChosen, this, &RunComparePanel::showGoldSpan);
    m_baselineTitle = new QLabel(this);
    m_candidateTitle = new QLabel(this);
    m_baselineList = new RunRetrievedList(m_session, this);
    m_candidateList = new RunRetrievedList(m_session, this);
    connect(m_baselineList, &RunRetrievedList::itemChosen, this, [this](int index) { showItem(false, index); });
    connect(m_candidateList, &RunRetrievedList::itemChosen, this, [this](int index) { showItem(true, index); });

    auto *lists = new QWidget(this);
    auto *listsLayout = new QGridLayout(lists);
    listsLayout->setContentsMargins(0, 0, 0, 0);
    listsLayout->addWidget(m_question, 0, 0, 1, 2);
    listsLayout->addWidget(m_gold, 1, 0, 1, 2);
    listsLayout->addWidget(m_baselineTitle, 2, 0);
    listsLayout->addWidget(m_candidateTitle, 2, 1);
    listsLayout->addWidget(m_baselineList, 3, 0);
    listsLayout->addWidget(m_candidateList, 3, 1);
    listsLayout->setRowStretch(3, 1);
    return lists;
}

void RunComparePanel::setRuns(const std::vector<RunListEntry> &runs)
{
    for (QComboBox *combo : {m_baseline, m_candidate}) {
        const qint64 current = combo->currentData().toLongLong();
        const QSignalBlocker block(combo);
        combo->clear();
        for (const RunListEntry &entry : runs)
            combo->addItem(tr("%1 (version %2)").arg(entry.run.name, entry.run.version), entry.run.id);
        combo->setCurrentIndex(std::max(0, combo->findData(current)));
    }
    if (m_candidate->currentIndex() == m_baseline->currentIndex() && m_candidate->count() > 1)
        m_candidate->setCurrentIndex(m_baseline->currentIndex() == 0 ? 1 : 0);
}

void RunComparePanel::setBaseline(qint64 runId)
{
    m_baseline->setCurrentIndex(std::max(0, m_baseline->findData(runId)));
}

void RunComparePanel::setCandidate(qint64 runId)
{
    m_candidate->setCurrentIndex(std::max(0, m_candidate->findData(runId)));
}

void RunComparePanel::compare()
{
    const qint64 baseline = m_baseline->currentData().toLongLong();
    const qint64 candidate = m_candidate->currentData().toLongLong();
    if (baseline == 0 || candidate == 0 || baseline == candidate) {
        Q_EMIT statusMessage(tr("Choose two different runs."));
        return;
    }
    RunComparisonOptions options;
    options.metric = m_metric->currentData().toString();
    options.minimumEffect = m_minimumEffect->value();
    m_compare->setEnabled(false);
    m_busy->show();
    m_summary->setText(tr("Comparing (paired bootstrap and randomization test)…"));
    m_tasks.compare(baseline, candidate, options);
}

void RunComparePanel::showOutcome(const PairOutcome &outcome)
{
    m_compare->setEnabled(true);
    m_busy->hide();
    m_model->setPair(outcome.pair);
    m_baselineDetail.reset();
    m_candidateDetail.reset();
    m_question->clear();
    m_gold->clear();
    m_baselineList->setItems({});
    m_candidateList->setItems({});
    if (!outcome.pair) {
        m_summary->setText(outcome.error);
        m_counts->clear();
        Q_EMIT statusMessage(outcome.error);
        Q_EMIT comparisonShown(false);
        return;
    }
    m_summary->setText(summaryText());
    m_counts->setText(countsText());
    m_baselineTitle->setText(tr("Baseline: %1").arg(outcome.pair->baseline.name));
    m_candidateTitle->setText(tr("Candidate: %1").arg(outcome.pair->candidate.name));
    Q_EMIT comparisonShown(true);
}

QString RunComparePanel::summaryText() const
{
    const RunPair &pair = *m_model->pair();
    const RunComparison &c = pair.comparison;
    const PairedComparison &s = c.stats;
    const PairedBootstrapResult &b = s.bootstrap;
    const QString p = b.p && *b.p == 0.0 ? tr("< %1").arg(1.0 / std::max(1, b.resamples)) : number(b.p, 4);
    QString text = tr("<b>%1</b>: %2 %3 → %4 %5, Δ %6, %7% interval [%8, %9], p %10")
                       .arg(argText(c.metric.toHtmlEscaped()), argText(c.baseline.toHtmlEscaped()), argText(number(s.meanA)), argText(c.candidate.toHtmlEscaped()), argText(number(s.meanB)), argText(signedNumber(b.delta)), argText(b.confidence * 100), argText(signedNumber(b.intervalLow)), argText(signedNumber(b.intervalHigh)), argText(p));
    text += tr("<br>Wins %1, losses %2, ties %3 over %n paired question(s); minimum detectable effect %4", nullptr, s.n)
                .arg(argText(b.counts.wins), argText(b.counts.losses), argText(b.counts.ties), argText(number(s.minimumDetectableEffect)));
    text += tr("<br>Gate (minimum effect %1): <b><span style=\"color:%2\">%3</span></b> — %4")
                .arg(argText(c.minimumEffect), argText(gateColor(s.gate.verdict).name()), argText(gateVerdictName(s.gate.verdict)), argText(s.gate.reason.toHtmlEscaped()));
    for (const QString &warning : c.warnings)
        text += QStringLiteral("<br>") + tr("Warning: %1").arg(warning.toHtmlEscaped());
    return text;
}

QString RunComparePanel::countsText() const
{
    const RunPair &pair = *m_model->pair();
    return tr("%1: %2 rescued, %3 broken, %4 kept, %5 missed by both · %6: %7 better, %8 worse, %9 tied")
        .arg(argText(pair.successMetric), argText(pair.rescued), argText(pair.broke), argText(pair.kept), argText(pair.missedBoth), argText(pair.comparison.metric), argText(pair.improved), argText(pair.worse), argText(pair.tied));
}

bool RunComparePanel::showQuestion(const QString &questionUuid)
{
    const RunPair *pair = m_model->pair();
    if (!pair)
        return false;
    const RunEvaluator evaluator(m_session.store());
    const EvaluationSettings settings = latestSettings(m_session.store(), pair->baseline.id);
    auto baseline = evaluator.detail(pair->baseline, questionUuid, settings);
    auto candidate = evaluator.detail(pair->candidate, questionUuid, settings);
    if (!baseline || !candidate) {
        Q_EMIT statusMessage(!baseline ? baseline.error() : candidate.error());
        return false;
    }
    m_baselineDetail = std::move(*baseline);
    m_candidateDetail = std::move(*candidate);
    const GoldQuestion &question = m_baselineDetail->gold;
    m_question->setText(tr("%1 · %2 · %3").arg(question.externalId, question.stratum, question.text.simplified()));
    m_question->setToolTip(question.text);
    const QSignalBlocker block(m_gold);
    m_gold->clear();
    for (const GoldSpan &span : question.spans) {
        auto *row = new QTreeWidgetItem(m_gold, {documentLabel(m_session, span.documentId),
                                                 QString::number(span.page + 1), QString::number(span.grade),
                                                 span.exact.simplified()});
        row->setData(2, Qt::DecorationRole, gradeColor(span.grade));
    }
    m_baselineList->setItems(m_baselineDetail->final);
    m_candidateList->setItems(m_candidateDetail->final);
    return true;
}

void RunComparePanel::showCurrent()
{
    const QModelIndex current = m_table->currentIndex();
    if (current.isValid())
        showQuestion(current.data(RunPairModel::QuestionUuidRole).toString());
}

void RunComparePanel::showGoldSpan(int index)
{
    if (!m_baselineDetail || index < 0 || index >= int(m_baselineDetail->gold.spans.size()))
        return;
    const GoldSpan &span = m_baselineDetail->gold.spans[size_t(index)];
    Q_EMIT showSpanRequested(span.documentId, span.start, span.end,
                             runHighlights(*m_baselineDetail, m_baselineDetail->final, span.documentId));
}

void RunComparePanel::showItem(bool candidate, int index)
{
    const std::optional<QuestionDetail> &detail = candidate ? m_candidateDetail : m_baselineDetail;
    if (!detail || index < 0 || index >= int(detail->final.size()))
        return;
    const RunItem &item = detail->final[size_t(index)].item;
    Q_EMIT showSpanRequested(item.documentId, item.start, item.end, runHighlights(*detail, detail->final, item.documentId));
}

} // namespace touchstone
