#include "feedbackdialog.h"

#include "agreementdashboardview.h"

#include "annotation/annotatorfeedback.h"
#include "models/agreementservice.h"
#include "models/projectsession.h"
#include "metrics/argtext.h"

#include <QChart>
#include <QChartView>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>

namespace touchstone {

namespace {

QString outcomeText(FeedbackItem::Outcome outcome)
{
    switch (outcome) {
    case FeedbackItem::Outcome::Agreed: return FeedbackDialog::tr("agreed");
    case FeedbackItem::Outcome::Differs: return FeedbackDialog::tr("differs");
    case FeedbackItem::Outcome::Missing: return FeedbackDialog::tr("missing");
    }
    return {};
}

QString gradeText(int grade)
{
    return grade < 0 ? QStringLiteral("—") : QString::number(grade);
}

} // namespace

FeedbackDialog::FeedbackDialog(ProjectSession &session, AgreementService &service, qint64 annotatorId, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("My Labels against Gold"));
    auto *layout = new QVBoxLayout(this);
    const Result<AnnotatorFeedbackReport> report =
        AnnotatorFeedback::compute(session.store(), service.labels(), service.agreement(), annotatorId);
    if (!report) {
        layout->addWidget(new QLabel(report.error(), this));
        return;
    }
    auto *summary = new QLabel(this);
    summary->setWordWrap(true);
    summary->setText(tr("%1 adjudicated unit(s): %2 agreed, %3 differ, %4 missing.\n"
                        "κ against gold: %5 (passages), %6 (tokens). κ with the other annotators: %7.")
                         .arg(argText(report->items.size()), argText(report->agreed), argText(report->differs), argText(report->missing), argText(agreementNumberText(report->kappaVsGold, false)), argText(agreementNumberText(report->tokenKappaVsGold, false)), argText(agreementNumberText(report->kappaVsOthers, false))));
    layout->addWidget(summary);

    auto *table = new QTableWidget(int(report->items.size()), 5, this);
    table->setHorizontalHeaderLabels({tr("Question"), tr("Outcome"), tr("Mine"), tr("Gold"), tr("How")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    for (int row = 0; row < int(report->items.size()); ++row) {
        const FeedbackItem &item = report->items[size_t(row)];
        table->setItem(row, 0, new QTableWidgetItem(item.questionExternalId));
        table->setItem(row, 1, new QTableWidgetItem(outcomeText(item.outcome)));
        table->setItem(row, 2, new QTableWidgetItem(gradeText(item.grade)));
        table->setItem(row, 3, new QTableWidgetItem(gradeText(item.goldGrade)));
        table->setItem(row, 4, new QTableWidgetItem(item.how));
    }
    layout->addWidget(table, 1);

    auto *chart = new QChart;
    chart->setTitle(tr("My agreement over time"));
    auto *gold = new QLineSeries(chart);
    gold->setName(tr("κ against gold"));
    auto *others = new QLineSeries(chart);
    others->setName(tr("κ with the others"));
    for (const FeedbackPoint &point : report->trajectory) {
        if (point.kappaVsGold.value)
            gold->append(double(point.cutoffMs), *point.kappaVsGold.value);
        if (point.kappaVsOthers.value)
            others->append(double(point.cutoffMs), *point.kappaVsOthers.value);
    }
    chart->addSeries(gold);
    chart->addSeries(others);
    auto *time = new QDateTimeAxis(chart);
    time->setFormat(QStringLiteral("yyyy-MM-dd"));
    auto *value = new QValueAxis(chart);
    value->setRange(-0.2, 1.0);
    chart->addAxis(time, Qt::AlignBottom);
    chart->addAxis(value, Qt::AlignLeft);
    for (QAbstractSeries *series : chart->series()) {
        series->attachAxis(time);
        series->attachAxis(value);
    }
    if (!report->trajectory.empty())
        time->setRange(QDateTime::fromMSecsSinceEpoch(report->trajectory.front().cutoffMs - 43200000),
                       QDateTime::fromMSecsSinceEpoch(report->trajectory.back().cutoffMs + 43200000));
    auto *view = new QChartView(chart, this);
    view->setMinimumHeight(220);
    layout->addWidget(view);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(760, 640);
}

} // namespace touchstone
