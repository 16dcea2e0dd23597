#include "agreementdashboardview.h"

#include "gradecolors.h"

#include "annotation/annotatorfeedback.h"
#include "models/agreementservice.h"
#include "models/projectsession.h"
#include "models/storetask.h"
#include "models/gradedistributionmodel.h"
#include "models/trajectorymodel.h"
#include "metrics/argtext.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QListWidget>
#include <QLocale>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QVBarModelMapper>
#include <QVBoxLayout>
#include <QVXYModelMapper>
#include <QValueAxis>

#include <cmath>
#include <limits>

namespace touchstone {

QString agreementNumberText(const AgreementNumber &number, bool withInterval)
{
    switch (number.status) {
    case AgreementStatus::TooFewUnits: return AgreementDashboardView::tr("too few units (n = %1)").arg(number.n);
    case AgreementStatus::Undefined: return AgreementDashboardView::tr("undefined");
    case AgreementStatus::Value: break;
    }
    QString text = QString::number(*number.value, 'f', 3);
    if (withInterval && number.interval && number.interval->lower && number.interval->upper)
        text += QStringLiteral(" [%1, %2]").arg(*number.interval->lower, 0, 'f', 3).arg(*number.interval->upper, 0, 'f', 3);
    return text;
}

namespace {

QTableWidgetItem *item(const QString &text, const QVariant &data = {})
{
    auto *cell = new QTableWidgetItem(text);
    cell->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    cell->setData(Qt::UserRole, data);
    return cell;
}

} // namespace

AgreementDashboardView::AgreementDashboardView(AgreementService &service, const ProjectStore &store, QWidget *parent)
    : QWidget(parent)
    , m_service(service)
    , m_store(store)
    , m_trajectory(new TrajectoryModel(service, this))
    , m_distribution(new GradeDistributionModel(service, this))
{
    m_stratum = new QComboBox(this);
    m_minUnits = new QSpinBox(this);
    m_minUnits->setRange(1, 100000);
    m_minUnits->setValue(service.minUnits());
    m_minUnits->setPrefix(tr("minimum n: "));
    m_summary = new QLabel(this);
    // The seed's targets (§3.7), the project's own once a lead sets them.
    for (QDoubleSpinBox **box : {&m_targetBinary, &m_targetGraded}) {
        *box = new QDoubleSpinBox(this);
        (*box)->setRange(-1.0, 1.0);
        (*box)->setSingleStep(0.05);
        (*box)->setDecimals(2);
        (*box)->setKeyboardTracking(false);
        connect(*box, &QDoubleSpinBox::valueChanged, this, &AgreementDashboardView::storeTargets);
    }
    m_targetBinary->setPrefix(tr("target κ binary ≥ "));
    m_targetGraded->setPrefix(tr("target κ graded ≥ "));
    refreshTargets();
    connect(m_stratum, &QComboBox::currentIndexChanged, this, [this] {
        AgreementFilter filter;
        filter.stratum = m_stratum->currentData().toString();
        m_service.setFilter(filter);
    });
    connect(m_minUnits, &QSpinBox::valueChanged, &m_service, &AgreementService::setMinUnits);

    m_numbers = new QTableWidget(0, 3, this);
    m_numbers->setHorizontalHeaderLabels({tr("Measure"), tr("Value [95% interval]"), tr("Units")});
    m_numbers->verticalHeader()->hide();
    m_numbers->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    connect(m_numbers, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        showUnitsBehind(m_numbers->item(row, 0)->data(Qt::UserRole).toString());
    });

    m_strata = new QTableWidget(this);
    m_strata->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_strata->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    m_pairMeasure = new QComboBox(this);
    for (const QString &key : ProjectAgreement::pairKeys())
        m_pairMeasure->addItem(ProjectAgreement::title(key), key);
    m_pairs = new QTableWidget(this);
    m_pairs->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    connect(m_pairMeasure, &QComboBox::currentIndexChanged, this, &AgreementDashboardView::refreshPairs);
    connect(m_pairs, &QTableWidget::cellDoubleClicked, this, [this](int row, int column) {
        if (row != column)
            showUnitsBehind(m_pairMeasure->currentData().toString(), std::min(row, column), std::max(row, column));
    });

    for (QTableWidget *table : {m_numbers, m_strata, m_pairs}) {
        table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
        table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    }
    auto *tabs = new QTabWidget(this);
    m_tabs = tabs;
    tabs->setObjectName(QStringLiteral("dashboardTabs"));
    auto *numbersPage = new QWidget(tabs);
    auto *numbersLayout = new QVBoxLayout(numbersPage);
    numbersLayout->addWidget(m_numbers);
    numbersLayout->addWidget(new QLabel(tr("Double-click a number to see the units behind it."), numbersPage));
    tabs->addTab(numbersPage, tr("Numbers"));
    tabs->addTab(m_strata, tr("By Stratum"));
    auto *pairsPage = new QWidget(tabs);
    auto *pairsLayout = new QVBoxLayout(pairsPage);
    pairsLayout->addWidget(m_pairMeasure);
    pairsLayout->addWidget(m_pairs);
    tabs->addTab(pairsPage, tr("Annotator Pairs"));
    m_chartsPage = chartsTab();
    tabs->addTab(m_chartsPage, tr("Charts"));
    connect(tabs, &QTabWidget::currentChanged, this, &AgreementDashboardView::updateChartsActive);
    m_gold = new QTableWidget(0, 6, this);
    m_gold->setHorizontalHeaderLabels({tr("Annotator"), tr("κ vs gold (passages)"), tr("Token κ vs gold"),
                                       tr("Agreed"), tr("Differ"), tr("Missing")});
    m_gold->verticalHeader()->hide();
    m_gold->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    m_gold->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    tabs->addTab(m_gold, tr("Against Gold"));

    auto *header = new QHBoxLayout;
    header->addWidget(m_stratum);
    header->addWidget(m_minUnits);
    header->addWidget(m_targetBinary);
    header->addWidget(m_targetGraded);
    header->addWidget(m_summary, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(header);
    layout->addWidget(tabs);

    // The service recomputes on every save, while an annotator types
    // grades: a hidden dashboard only notes that it is stale, and the gold
    // comparison (every annotator against every decision, seconds on a big
    // project) waits until saves pause.
    m_goldTimer = new QTimer(this);
    m_goldTimer->setSingleShot(true);
    m_goldTimer->setInterval(300);
    connect(m_goldTimer, &QTimer::timeout, this, [this] {
        m_goldStale = true;
        updateGoldActive();
    });
    connect(tabs, &QTabWidget::currentChanged, this, &AgreementDashboardView::updateGoldActive);
    connect(&service, &AgreementService::dashboardChanged, this, &AgreementDashboardView::scheduleRefresh);
    connect(&service, &AgreementService::labelsReloaded, this, [this] {
        m_trajectory->invalidate(); // recomputed now only if the Charts tab is shown
        updateChartsActive();
        if (!isVisible() || !m_service.isLoaded()) {
            m_stale = true;
            return;
        }
        m_distribution->reload();
    });
    connect(&service, &AgreementService::loadingChanged, this, [this](bool loading) {
        if (loading && !m_service.isLoaded())
            m_summary->setText(tr("Reading the labels…"));
    });
    // Nothing is read or filled until the view is first shown.
}

void AgreementDashboardView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    m_service.ensureLoaded();
    if (m_stale && m_service.isLoaded()) {
        m_stale = false;
        m_distribution->reload();
        refresh();
    } else if (!m_service.isLoaded()) {
        m_summary->setText(tr("Reading the labels…"));
    }
    updateChartsActive();
    updateGoldActive();
}

void AgreementDashboardView::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    updateChartsActive();
}

void AgreementDashboardView::updateGoldActive()
{
    if (m_goldStale && isVisible() && m_service.isLoaded() && m_tabs->currentWidget() == m_gold)
        refreshGold();
}

void AgreementDashboardView::updateChartsActive()
{
    m_trajectory->setActive(isVisible() && m_service.isLoaded() && m_tabs->currentWidget() == m_chartsPage);
}

void AgreementDashboardView::scheduleRefresh()
{
    if (!isVisible() || !m_service.isLoaded()) {
        m_stale = true;
        return;
    }
    m_stale = false; // the first fill after the load; labelsReloaded follows with the charts' data
    refresh();
}

QWidget *AgreementDashboardView::chartsTab()
{
    auto *page = new QWidget(this);

    // κ trajectory with its target line.
    auto *trajectoryChart = new QChart;
    trajectoryChart->setTitle(tr("Agreement over time"));
    // Every question tallied once per day with labels: seconds on a big
    // project, off the UI thread, said so in the title meanwhile.
    connect(m_trajectory, &TrajectoryModel::computingChanged, trajectoryChart, [trajectoryChart](bool computing) {
        trajectoryChart->setTitle(computing ? tr("Agreement over time (computing…)") : tr("Agreement over time"));
    });
    connect(m_trajectory, &TrajectoryModel::progressChanged, trajectoryChart, [trajectoryChart](int done, int total) {
        trajectoryChart->setTitle(tr("Agreement over time (computing: %1 of %2 days)").arg(argText(done), argText(total)));
    });
    auto *values = new QLineSeries(trajectoryChart);
    values->setName(tr("value"));
    values->setPointsVisible(true);
    auto *mapper = new QVXYModelMapper(values);
    mapper->setXColumn(TrajectoryModel::TimeColumn);
    mapper->setYColumn(TrajectoryModel::ValueColumn);
    mapper->setSeries(values);
    mapper->setModel(m_trajectory);
    trajectoryChart->addSeries(values);
    // The target is a level, not data: a line across the whole time axis.
    auto *target = new QLineSeries(trajectoryChart);
    target->setName(tr("target"));
    target->setPen(QPen(QColor(0xD5, 0x5E, 0x00), 1.5, Qt::DashLine));
    trajectoryChart->addSeries(target);
    auto *time = new QDateTimeAxis(trajectoryChart);
    time->setFormat(QStringLiteral("yyyy-MM-dd"));
    auto *value = new QValueAxis(trajectoryChart);
    value->setRange(-0.2, 1.0);
    trajectoryChart->addAxis(time, Qt::AlignBottom);
    trajectoryChart->addAxis(value, Qt::AlignLeft);
    for (QAbstractSeries *series : trajectoryChart->series()) {
        series->attachAxis(time);
        series->attachAxis(value);
    }
    auto fitTime = [this, time, target] {
        const auto &points = m_trajectory->points();
        target->clear();
        // No labels yet: today, never the epoch the axis starts at.
        const qint64 from = points.empty() ? QDateTime::currentMSecsSinceEpoch() : points.front().cutoffMs;
        const qint64 to = points.empty() ? from : points.back().cutoffMs;
        const QDateTime first = QDateTime::fromMSecsSinceEpoch(from - 12 * 3600 * 1000);
        const QDateTime last = QDateTime::fromMSecsSinceEpoch(to + 12 * 3600 * 1000);
        time->setRange(first, last);
        if (std::isnan(m_trajectory->target()))
            return;  // span and token measures have no target
        target->append(double(first.toMSecsSinceEpoch()), m_trajectory->target());
        target->append(double(last.toMSecsSinceEpoch()), m_trajectory->target());
    };
    connect(m_trajectory, &QAbstractItemModel::modelReset, this, fitTime);
    fitTime();
    m_trajectoryMeasure = new QComboBox(page);
    for (const QString &key : ProjectAgreement::overallKeys())
        m_trajectoryMeasure->addItem(ProjectAgreement::title(key), key);
    connect(m_trajectoryMeasure, &QComboBox::currentIndexChanged, this, [this] {
        const QString key = m_trajectoryMeasure->currentData().toString();
        m_trajectory->setMeasure(key, m_service.targetFor(key).value_or(std::nan("")));
    });
    auto *trajectoryView = new QChartView(trajectoryChart, page);
    trajectoryView->setRenderHint(QPainter::Antialiasing);
    trajectoryView->setMinimumHeight(220);

    // Grade distribution per annotator.
    auto *distributionChart = new QChart;
    distributionChart->setTitle(tr("Grades per annotator (share of their labels)"));
    auto *bars = new QBarSeries(distributionChart);
    auto *barMapper = new QVBarModelMapper(bars);
    barMapper->setSeries(bars);
    barMapper->setModel(m_distribution);
    barMapper->setFirstRow(0);
    barMapper->setRowCount(5);
    auto remap = [this, barMapper, distributionChart] {
        barMapper->setFirstBarSetColumn(0);
        barMapper->setLastBarSetColumn(m_distribution->columnCount() - 1);
        const QList<QBarSet *> sets = static_cast<QBarSeries *>(distributionChart->series().value(0))->barSets();
        for (int i = 0; i < sets.size(); ++i)
            sets[i]->setColor(annotatorColor(i));
    };
    connect(m_distribution, &QAbstractItemModel::modelReset, this, remap);
    distributionChart->addSeries(bars);
    auto *grades = new QBarCategoryAxis(distributionChart);
    grades->append({tr("0"), tr("1"), tr("2"), tr("3"), tr("unanswerable")});
    auto *share = new QValueAxis(distributionChart);
    share->setRange(0, 1);
    distributionChart->addAxis(grades, Qt::AlignBottom);
    distributionChart->addAxis(share, Qt::AlignLeft);
    bars->attachAxis(grades);
    bars->attachAxis(share);
    remap();
    auto *distributionView = new QChartView(distributionChart, page);
    distributionView->setRenderHint(QPainter::Antialiasing);
    distributionView->setMinimumHeight(220);

    // Confusion matrix of a pair.
    m_confusionPair = new QComboBox(page);
    m_confusion = new QTableWidget(4, 4, page);
    QStringList grade{tr("0"), tr("1"), tr("2"), tr("3")};
    m_confusion->setHorizontalHeaderLabels(grade);
    m_confusion->setVerticalHeaderLabels(grade);
    m_confusion->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_confusion->verticalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    connect(m_confusionPair, &QComboBox::currentIndexChanged, this, &AgreementDashboardView::refreshConfusion);
    connect(m_confusion, &QTableWidget::cellDoubleClicked, this, [this](int row, int column) {
        const auto &units = m_currentConfusion.units[size_t(row)][size_t(column)];
        showUnits(tr("Items graded %1 by one annotator and %2 by the other (0: not marked)").arg(argText(row), argText(column)), units);
    });

    auto *layout = new QGridLayout(page);
    layout->addWidget(m_trajectoryMeasure, 0, 0);
    layout->addWidget(trajectoryView, 1, 0);
    layout->addWidget(distributionView, 1, 1);
    layout->addWidget(m_confusionPair, 2, 0, 1, 2);
    layout->addWidget(m_confusion, 3, 0, 1, 2);
    return page;
}

void AgreementDashboardView::refreshTargets()
{
    const AgreementTargets targets = m_service.targets();
    const bool lead = m_service.canSetTargets();
    for (QDoubleSpinBox *box : {m_targetBinary, m_targetGraded}) {
        const QSignalBlocker blocker(box);
        box->setValue(box == m_targetBinary ? targets.kappaBinary : targets.kappaGraded);
        box->setEnabled(lead);
        box->setToolTip(lead ? tr("The agreement to reach before labeling scales up; `touchstone agreement --gate` "
                                  "checks the same targets")
                             : tr("Only a lead sets the targets"));
    }
}

void AgreementDashboardView::storeTargets()
{
    AgreementTargets targets;
    targets.kappaBinary = m_targetBinary->value();
    targets.kappaGraded = m_targetGraded->value();
    if (const Status stored = m_service.setTargets(targets); !stored)
        m_summary->setText(stored.error());
    refreshTargets();
    const QString key = m_trajectoryMeasure->currentData().toString();
    m_trajectory->setMeasure(key, m_service.targetFor(key).value_or(std::nan("")));
}

void AgreementDashboardView::refresh()
{
    ++m_refreshCount;
    const auto &dashboard = m_service.dashboard();
    // The strata that have questions, kept in the order they first appear.
    QStringList strata;
    for (const LabelQuestion &question : m_service.labels().questions()) {
        if (!strata.contains(question.stratum))
            strata << question.stratum;
    }
    if (m_stratum->count() != strata.size() + 1) {
        const QString previous = m_stratum->currentData().toString();
        QSignalBlocker blocker(m_stratum);
        m_stratum->clear();
        m_stratum->addItem(tr("all strata"), QString());
        for (const QString &name : std::as_const(strata))
            m_stratum->addItem(name, name);
        m_stratum->setCurrentIndex(std::max(0, m_stratum->findData(previous)));
    }
    m_summary->setText(tr("%n question(s) with two or more raters · %1 items (%2 pooled passages, %3 highlight groups, "
                          "%4 marked by one rater only) · %5 tokens · %6 highlights%7",
                          nullptr, dashboard.questions)
                           .arg(argText(dashboard.items), argText(dashboard.passageUnits), argText(dashboard.highlightItems), argText(dashboard.singleMarkedItems), argText(dashboard.tokens), argText(dashboard.highlights), argText(m_service.intervalsPending() ? tr(" · intervals being computed…") : QString())));
    refreshTargets();  // the annotator (and so the right to edit) may have changed
    refreshNumbers();
    refreshStrata();
    refreshPairs();
    refreshConfusion();
    m_goldTimer->start();
}

void AgreementDashboardView::refreshGold()
{
    // Each annotator against the adjudicated gold: what a lead's decisions
    // move, while the inter-annotator numbers stay as the labels are. Every
    // annotator against every decision takes seconds on a big project: off
    // the UI thread, on a copy of the labels, while the tab says so.
    struct Row
    {
        QString name;
        qint64 id = 0;
        AgreementNumber kappa;
        AgreementNumber tokenKappa;
        int agreed = 0;
        int differs = 0;
        int missing = 0;
    };
    using Rows = std::vector<Row>;
    m_goldStale = false;
    const int generation = ++m_goldGeneration;
    const int tab = m_tabs->indexOf(m_gold);
    m_tabs->setTabText(tab, tr("Against Gold (computing…)"));
    AgreementOptions options;
    options.resamples = 0;
    options.minUnits = m_service.minUnits();
    StoreTask<std::shared_ptr<Rows>>::start(
        this, m_store,
        [labels = m_service.snapshot(), options](const ProjectStore &store) {
            auto rows = std::make_shared<Rows>();
            TrajectoryStep once;
            once.mode = TrajectoryStep::Mode::EveryN;
            once.n = std::numeric_limits<int>::max();
            ProjectAgreement agreement(*labels);
            agreement.rebuild();
            for (const LabelAnnotator &annotator : labels->annotators()) {
                if (annotator.role == AnnotatorRole::Lead)
                    continue;
                const Result<AnnotatorFeedbackReport> report =
                    AnnotatorFeedback::compute(store, *labels, agreement, annotator.id, options, once);
                if (report)
                    rows->push_back({annotator.name, annotator.id, report->kappaVsGold, report->tokenKappaVsGold,
                                     int(report->agreed), int(report->differs), int(report->missing)});
            }
            return rows;
        },
        [this, generation, tab](const std::shared_ptr<Rows> &rows) {
            if (generation != m_goldGeneration)
                return; // asked for again meanwhile
            m_tabs->setTabText(tab, tr("Against Gold"));
            m_gold->setRowCount(0);
            for (const Row &entry : *rows) {
                const int row = m_gold->rowCount();
                m_gold->insertRow(row);
                m_gold->setItem(row, 0, item(entry.name));
                m_gold->setItem(row, 1, item(agreementNumberText(entry.kappa, false), entry.id));
                m_gold->setItem(row, 2, item(agreementNumberText(entry.tokenKappa, false)));
                m_gold->setItem(row, 3, item(QString::number(entry.agreed)));
                m_gold->setItem(row, 4, item(QString::number(entry.differs)));
                m_gold->setItem(row, 5, item(QString::number(entry.missing)));
            }
        });
}

void AgreementDashboardView::refreshNumbers()
{
    const auto &dashboard = m_service.dashboard();
    m_numbers->setRowCount(0);
    for (const AgreementNumber &number : dashboard.overall) {
        const int row = m_numbers->rowCount();
        m_numbers->insertRow(row);
        const std::optional<double> target = m_service.targetFor(number.key);
        const bool headline = number.key == QLatin1String("kappa_binary") || number.key == QLatin1String("kappa_quadratic");
        m_numbers->setItem(row, 0, item(headline && target ? tr("%1 — target ≥ %2")
                                                                 .arg(argText(ProjectAgreement::title(number.key)), argText(QLocale().toString(*target, 'f', 2)))
                                                           : ProjectAgreement::title(number.key),
                                        number.key));
        auto *value = item(agreementNumberText(number));
        if (number.status != AgreementStatus::Value)
            value->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
        m_numbers->setItem(row, 1, value);
        m_numbers->setItem(row, 2, item(QString::number(number.n)));
    }
}

void AgreementDashboardView::refreshStrata()
{
    const auto &dashboard = m_service.dashboard();
    const QStringList keys{QStringLiteral("kappa_binary"), QStringLiteral("kappa_quadratic"), QStringLiteral("alpha_ordinal"),
                           QStringLiteral("span_f1_overlap"), QStringLiteral("token_kappa_binary")};
    m_strata->clear();
    m_strata->setColumnCount(int(keys.size()) + 1);
    QStringList headers{tr("Questions")};
    for (const QString &key : keys)
        headers << ProjectAgreement::title(key);
    m_strata->setHorizontalHeaderLabels(headers);
    m_strata->setRowCount(int(dashboard.strata.size()));
    QStringList rows;
    for (int r = 0; r < int(dashboard.strata.size()); ++r) {
        const AgreementStratumNumbers &stratum = dashboard.strata[size_t(r)];
        rows << stratum.stratum;
        m_strata->setItem(r, 0, item(QString::number(stratum.questions)));
        for (int c = 0; c < int(keys.size()); ++c) {
            for (const AgreementNumber &number : stratum.numbers) {
                if (number.key == keys[c])
                    m_strata->setItem(r, c + 1, item(agreementNumberText(number, false)));
            }
        }
    }
    m_strata->setVerticalHeaderLabels(rows);
}

void AgreementDashboardView::refreshPairs()
{
    const auto &dashboard = m_service.dashboard();
    const std::vector<LabelAnnotator> &annotators = m_service.labels().annotators();
    const QString key = m_pairMeasure->currentData().toString();
    QStringList names;
    for (const LabelAnnotator &annotator : annotators)
        names << annotator.name;
    m_pairs->clear();
    m_pairs->setRowCount(int(names.size()));
    m_pairs->setColumnCount(int(names.size()));
    m_pairs->setHorizontalHeaderLabels(names);
    m_pairs->setVerticalHeaderLabels(names);
    for (const AgreementPairNumbers &pair : dashboard.pairs) {
        for (const AgreementNumber &number : pair.numbers) {
            if (number.key != key)
                continue;
            m_pairs->setItem(pair.annotatorA, pair.annotatorB, item(agreementNumberText(number, false)));
            m_pairs->setItem(pair.annotatorB, pair.annotatorA, item(agreementNumberText(number, false)));
        }
    }
    const QString previous = m_confusionPair->currentData().toString();
    QSignalBlocker blocker(m_confusionPair);
    m_confusionPair->clear();
    for (const AgreementPairNumbers &pair : dashboard.pairs)
        m_confusionPair->addItem(tr("Confusion matrix: %1 (rows) vs %2 (columns)")
                                     .arg(names.value(pair.annotatorA), names.value(pair.annotatorB)),
                                 QStringLiteral("%1,%2").arg(argText(pair.annotatorA), argText(pair.annotatorB)));
    m_confusionPair->setCurrentIndex(std::max(0, m_confusionPair->findData(previous)));
}

void AgreementDashboardView::refreshConfusion()
{
    const QStringList pair = m_confusionPair->currentData().toString().split(QLatin1Char(','), Qt::SkipEmptyParts);
    m_currentConfusion = AgreementConfusion();
    if (pair.size() == 2)
        m_currentConfusion = AgreementDrilldown::confusion(m_service.labels(), pair[0].toInt(), pair[1].toInt(), m_service.filter());
    long long maximum = 1;
    for (const auto &row : m_currentConfusion.counts)
        for (long long count : row)
            maximum = std::max(maximum, count);
    for (int r = 0; r < 4; ++r) {
        for (int c = 0; c < 4; ++c) {
            const long long count = m_currentConfusion.counts[size_t(r)][size_t(c)];
            auto *cell = item(QString::number(count));
            cell->setTextAlignment(Qt::AlignCenter);
            const int shade = int(255 - 150.0 * double(count) / double(maximum));
            cell->setBackground(r == c ? QColor(shade, 255, shade) : QColor(255, shade, shade));
            m_confusion->setItem(r, c, cell);
        }
    }
}

void AgreementDashboardView::showUnitsBehind(const QString &key, int annotatorA, int annotatorB)
{
    const std::vector<AgreementUnitRef> units =
        AgreementDrilldown::unitsBehind(m_service.labels(), key, m_service.filter(), annotatorA, annotatorB);
    showUnits(tr("Units behind %1").arg(ProjectAgreement::title(key)), units);
}

void AgreementDashboardView::showUnits(const QString &title, const std::vector<AgreementUnitRef> &units)
{
    QDialog dialog(this);
    dialog.setWindowTitle(title);
    auto *list = new QListWidget(&dialog);
    const ProjectLabels &labels = m_service.labels();
    for (const AgreementUnitRef &unit : units) {
        QString text;
        QString key;
        switch (unit.kind) {
        case AgreementUnitRef::Kind::Passage: {
            QStringList grades;
            for (const auto &[annotator, grade] : unit.grades)
                grades << QStringLiteral("%1: %2").arg(argText(labels.annotators()[size_t(annotator)].name), argText(grade));
            text = tr("%1 · passage · %2").arg(unit.questionExternalId, grades.join(QStringLiteral(", ")));
            if (const LabelPassage *passage = labels.passage(unit.passageId))
                key = QStringLiteral("passage/") + passage->uuid;
            break;
        }
        case AgreementUnitRef::Kind::Tokens:
            text = tr("%1 · %n token(s) of one document", nullptr, int(unit.tokens)).arg(unit.questionExternalId);
            break;
        case AgreementUnitRef::Kind::Highlight:
            text = tr("%1 · highlight by %2, grade %3")
                       .arg(argText(unit.questionExternalId), argText(labels.annotators()[size_t(unit.annotator)].name), argText(unit.grade));
            break;
        }
        auto *entry = new QListWidgetItem(text, list);
        entry->setData(Qt::UserRole, unit.questionId);
        entry->setData(Qt::UserRole + 1, key);
    }
    if (units.empty())
        new QListWidgetItem(tr("No units."), list);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    connect(list, &QListWidget::itemActivated, &dialog, [this, &dialog](QListWidgetItem *entry) {
        Q_EMIT openUnitRequested(entry->data(Qt::UserRole).toLongLong(), entry->data(Qt::UserRole + 1).toString());
        dialog.accept();
    });
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(new QLabel(tr("%n unit(s). Double-click one to open it in the adjudication queue.", nullptr,
                                    int(units.size())),
                                 &dialog));
    layout->addWidget(list);
    layout->addWidget(buttons);
    dialog.resize(560, 420);
    dialog.exec();
}

QString AgreementDashboardView::overallText(const QString &key) const
{
    const AgreementNumber *number = m_service.dashboard().find(key);
    return number ? agreementNumberText(*number) : QString();
}

} // namespace touchstone
