#include "runitemspanel.h"

#include "runitemdetailview.h"

#include "annotation/questionstore.h"
#include "models/projectsession.h"
#include "models/runitemmodel.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace touchstone {

RunItemsPanel::RunItemsPanel(ProjectSession &session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_model(new RunItemModel(session, this))
{
    m_detail = new RunItemDetailView(session, this);
    connect(m_detail, &RunItemDetailView::showSpanRequested, this, &RunItemsPanel::showSpanRequested);
    connect(m_detail, &RunItemDetailView::statusMessage, this, &RunItemsPanel::statusMessage);

    QLayout *filters = createFilters();
    createTable();
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_table);
    splitter->addWidget(m_detail);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(filters);
    layout->addWidget(splitter, 1);
    applyFailing();
    clearRun();
}

QLayout *RunItemsPanel::createFilters()
{
    m_stratum = new QComboBox(this);
    m_stratum->setToolTip(tr("Only the questions of one stratum"));
    m_search = new QLineEdit(this);
    m_search->setPlaceholderText(tr("Question id"));
    m_search->setClearButtonEnabled(true);
    m_searchDelay = new QTimer(this);
    m_searchDelay->setSingleShot(true);
    m_searchDelay->setInterval(250);
    connect(m_search, &QLineEdit::textChanged, m_searchDelay, qOverload<>(&QTimer::start));
    connect(m_searchDelay, &QTimer::timeout, this, [this] { m_model->setSearch(m_search->text().trimmed()); });
    connect(m_search, &QLineEdit::returnPressed, this, [this] {
        m_searchDelay->stop();
        m_model->setSearch(m_search->text().trimmed());
    });

    m_show = new QComboBox(this);
    m_show->addItem(tr("All questions"), int(Show::All));
    m_show->addItem(tr("Failing: success@10 = 0 or judge FAIL"), int(Show::Failing));
    m_show->addItem(tr("Nothing relevant in the top 10 (success@10 = 0)"), int(Show::NoHit));
    m_show->addItem(tr("Judge said FAIL"), int(Show::JudgeFail));
    m_show->addItem(tr("Metric at most…"), int(Show::Threshold));
    m_thresholdMetric = new QComboBox(this);
    for (const QString &metric : {QStringLiteral("ndcg@10"), QStringLiteral("recall@10"), QStringLiteral("mrr@10"),
                                  QStringLiteral("precision@10"), QStringLiteral("judged@10"), QStringLiteral("map"),
                                  QStringLiteral("bpref")})
        m_thresholdMetric->addItem(metric, metric);
    m_threshold = new QDoubleSpinBox(this);
    m_threshold->setRange(0.0, 1.0);
    m_threshold->setSingleStep(0.05);
    m_threshold->setDecimals(2);
    m_threshold->setValue(0.5);
    m_threshold->setPrefix(tr("≤ "));
    connect(m_show, &QComboBox::currentIndexChanged, this, &RunItemsPanel::applyFailing);
    connect(m_thresholdMetric, &QComboBox::currentIndexChanged, this, &RunItemsPanel::applyFailing);
    connect(m_threshold, &QDoubleSpinBox::valueChanged, this, &RunItemsPanel::applyFailing);
    connect(m_stratum, &QComboBox::currentIndexChanged, this,
            [this] { m_model->setStratum(m_stratum->currentData().toString()); });
    m_count = new QLabel(this);

    auto *filters = new QHBoxLayout;
    filters->addWidget(new QLabel(tr("Show"), this));
    filters->addWidget(m_show, 2);
    filters->addWidget(m_thresholdMetric);
    filters->addWidget(m_threshold);
    filters->addWidget(m_stratum, 1);
    filters->addWidget(m_search, 1);
    filters->addWidget(m_count);
    return filters;
}

void RunItemsPanel::createTable()
{
    m_table = new QTableView(this);
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSortIndicator(RunItemModel::IdColumn, Qt::AscendingOrder);
    m_table->setSortingEnabled(true);
    connect(m_table->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this, &RunItemsPanel::keepSortIndicator);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &RunItemsPanel::showCurrent);
    connect(m_model, &RunItemModel::totalChanged, this, &RunItemsPanel::updateCount);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &RunItemsPanel::updateCount);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        if (m_shownQuestion.isEmpty() || selectQuestion(m_shownQuestion))
            return;
        m_shownQuestion.clear();
        m_detail->clear(tr("The question is not among the rows shown."));
    });
}

void RunItemsPanel::setRun(const RunInfo &run, const QString &settings)
{
    {
        const QSignalBlocker block(m_stratum);
        const QString current = m_stratum->currentData().toString();
        m_stratum->clear();
        m_stratum->addItem(tr("all strata"), QString());
        for (const QString &name : QuestionStore(m_session.store()).strata())
            m_stratum->addItem(name, name);
        m_stratum->setCurrentIndex(std::max(0, m_stratum->findData(current)));
        m_model->setStratum(m_stratum->currentData().toString());
    }
    m_shownQuestion.clear();
    m_detail->setRun(run, settings);
    m_detail->reloadVerdicts();
    m_model->setRun(run.id, settings);
    setEnabled(true);
    if (m_model->settings().isEmpty())
        Q_EMIT statusMessage(tr("Run %1 has no stored evaluation: its questions have no values yet.").arg(run.name));
}

void RunItemsPanel::clearRun()
{
    m_shownQuestion.clear();
    m_model->setRun(0);
    m_detail->clear(tr("Open a run to browse its questions."));
}

void RunItemsPanel::reload()
{
    m_detail->reloadVerdicts();
    m_model->reload();
}

void RunItemsPanel::applyFailing()
{
    const auto show = Show(m_show->currentData().toInt());
    m_thresholdMetric->setVisible(show == Show::Threshold);
    m_threshold->setVisible(show == Show::Threshold);
    FailingFilter filter;
    if (show == Show::Failing || show == Show::NoHit)
        filter.metric = QStringLiteral("success@10");
    if (show == Show::Failing || show == Show::JudgeFail)
        filter.judgeFail = true;
    if (show == Show::Threshold) {
        filter.metric = m_thresholdMetric->currentData().toString();
        filter.maximum = m_threshold->value();
    }
    m_model->setFailing(filter);
}

bool RunItemsPanel::selectQuestion(const QString &questionUuid)
{
    const int row = questionUuid.isEmpty() ? -1 : m_model->rowOf(questionUuid);
    if (row < 0)
        return false;
    m_table->selectRow(row);
    m_table->scrollTo(m_model->index(row, 0));
    return true;
}

void RunItemsPanel::showCurrent()
{
    const QModelIndex current = m_table->currentIndex();
    const QString uuid = current.isValid() ? current.data(RunItemModel::QuestionUuidRole).toString() : QString();
    if (uuid.isEmpty() || uuid == m_shownQuestion)
        return;
    m_shownQuestion = uuid;
    m_detail->showQuestion(uuid);
}

void RunItemsPanel::updateCount()
{
    const int total = m_model->totalCount();
    const int loaded = m_model->rowCount();
    m_count->setText(loaded < total ? tr("%1 of %n question(s) loaded", nullptr, total).arg(loaded)
                                    : tr("%n question(s)", nullptr, total));
}

void RunItemsPanel::keepSortIndicator(int column)
{
    // Only the id and the metrics sort (in the database); put the arrow back.
    if (m_model->isSortable(column))
        return;
    const QSignalBlocker block(m_table->horizontalHeader());
    m_table->horizontalHeader()->setSortIndicator(m_model->columnOf(m_model->sortMetric()),
                                                   m_model->sortDescending() ? Qt::DescendingOrder : Qt::AscendingOrder);
}

} // namespace touchstone
