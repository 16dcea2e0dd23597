#include "verifyreportdialog.h"

#include "annotation/documentstore.h"
#include "models/projectsession.h"
#include "metrics/argtext.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace touchstone {

namespace {

QTableWidgetItem *cell(const QString &text, bool number = false)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    if (number)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

QTableWidget *table(const QStringList &headers, QWidget *parent)
{
    auto *widget = new QTableWidget(0, int(headers.size()), parent);
    widget->setHorizontalHeaderLabels(headers);
    widget->verticalHeader()->hide();
    widget->setEditTriggers(QAbstractItemView::NoEditTriggers);
    widget->setSelectionBehavior(QAbstractItemView::SelectRows);
    widget->setWordWrap(false);
    widget->horizontalHeader()->setStretchLastSection(true);
    return widget;
}

QString outcomeName(AnchorOutcome outcome)
{
    switch (outcome) {
    case AnchorOutcome::Exact: return VerifyReportDialog::tr("exact");
    case AnchorOutcome::Normalized: return VerifyReportDialog::tr("normalized");
    case AnchorOutcome::Fuzzy: return VerifyReportDialog::tr("fuzzy");
    case AnchorOutcome::Lost: return VerifyReportDialog::tr("lost");
    }
    return QString();
}

QString digestText(const VerifyReport &report)
{
    if (report.actualDigest.isEmpty())
        return VerifyReportDialog::tr("Corpus digest not checked: %1").arg(report.digestUnchecked);
    if (report.actualDigest == report.expectedDigest)
        return VerifyReportDialog::tr("Corpus digest as frozen: %1").arg(report.expectedDigest);
    return VerifyReportDialog::tr("Corpus digest differs: frozen %1, now %2").arg(report.expectedDigest, report.actualDigest);
}

} // namespace

VerifyReportDialog::VerifyReportDialog(const ProjectSession &session, VerifyReport report, QWidget *parent)
    : QDialog(parent)
    , m_report(std::move(report))
{
    setWindowTitle(tr("Verification of %1").arg(m_report.version));
    m_verdict = new QLabel(verdictText(m_report), this);
    QFont bold = m_verdict->font();
    bold.setBold(true);
    m_verdict->setFont(bold);
    m_verdict->setWordWrap(true);
    auto *source = new QLabel(m_report.textSource == QLatin1String("pdf")
                                  ? tr("Texts extracted again from the project's PDFs.")
                                  : tr("Texts as stored in the project (the PDFs' bytes checked against their sha256)."),
                              this);
    auto *digest = new QLabel(digestText(m_report), this);
    digest->setTextInteractionFlags(Qt::TextSelectableByMouse);
    digest->setWordWrap(true);

    m_counts = table({tr("Stratum"), tr("Spans"), tr("Exact"), tr("Normalized"), tr("Fuzzy"), tr("Lost")}, this);
    m_spans = table({tr("Outcome"), tr("Question"), tr("Stratum"), tr("Document"), tr("Page"), tr("Range"), tr("Quote"),
                     tr("Why / where found")},
                    this);
    fillCounts();
    fillSpans(session);

    auto *problems = new QListWidget(this);
    problems->addItems(m_report.changeLines());
    problems->addItems(m_report.problems);
    problems->setVisible(problems->count() > 0);
    problems->setMaximumHeight(90);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *copy = buttons->addButton(tr("Copy as &Text"), QDialogButtonBox::ActionRole);
    connect(copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(m_report.toText()); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    buttons->button(QDialogButtonBox::Close)->setDefault(true);
    buttons->button(QDialogButtonBox::Close)->setFocus();

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_verdict);
    layout->addWidget(source);
    layout->addWidget(digest);
    layout->addWidget(m_counts);
    layout->addWidget(new QLabel(m_spans->rowCount() ? tr("Spans not found exactly:") : tr("Every span was found exactly "
                                                                                          "or after normalization."),
                                 this));
    layout->addWidget(m_spans, 1);
    layout->addWidget(problems);
    if (m_spans->rowCount() == 0 && problems->count() == 0)
        layout->addStretch(1);
    layout->addWidget(buttons);
    m_spans->setVisible(m_spans->rowCount() > 0);
    resize(900, 560);
}

QString VerifyReportDialog::verdictText(const VerifyReport &report)
{
    const AnchorCounts &counts = report.tally.counts;
    switch (report.verdict()) {
    case VerifyReport::Verdict::Ok:
        return tr("%1 verified: all %2 spans found, the corpus as frozen.").arg(argText(report.version), argText(counts.total()));
    case VerifyReport::Verdict::DigestDiffers:
        if (!report.changedDocuments.empty())
            return tr("%1: all %2 spans found, but %3 document(s) no span uses changed since the freeze.")
                .arg(argText(report.version), argText(counts.total()), argText(int(report.changedDocuments.size())));
        return tr("%1: all %2 spans found, but the corpus text differs from the one frozen.")
            .arg(argText(report.version), argText(counts.total()));
    case VerifyReport::Verdict::Failed: break;
    }
    return tr("%1: verification FAILED — %2 of %3 spans lost, %4 problem(s).")
        .arg(argText(report.version), argText(counts.lost), argText(counts.total()), argText(report.problems.size()));
}

void VerifyReportDialog::fillCounts()
{
    const AnchorTally &tally = m_report.tally;
    auto addRow = [this](const QString &stratum, const AnchorCounts &counts) {
        const int row = m_counts->rowCount();
        m_counts->insertRow(row);
        m_counts->setItem(row, 0, cell(stratum));
        const int values[] = {counts.total(), counts.exact, counts.normalized, counts.fuzzy, counts.lost};
        for (int column = 0; column < 5; ++column)
            m_counts->setItem(row, column + 1, cell(QLocale().toString(values[column]), true));
    };
    for (const auto &[stratum, counts] : tally.byStratum)
        addRow(stratum, counts);
    addRow(tr("all"), tally.counts);
    QFont bold = m_counts->font();
    bold.setBold(true);
    for (int column = 0; column < m_counts->columnCount(); ++column)
        m_counts->item(m_counts->rowCount() - 1, column)->setFont(bold);
    m_counts->horizontalHeader()->setStretchLastSection(false);
    m_counts->resizeColumnsToContents();
    m_counts->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_counts->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
}

void VerifyReportDialog::fillSpans(const ProjectSession &session)
{
    const DocumentStore documents(session.store());
    for (const AnchorOutcome wanted : {AnchorOutcome::Lost, AnchorOutcome::Fuzzy}) {
        for (const SpanCheck &check : m_report.tally.spans) {
            if (check.result.outcome != wanted)
                continue;
            const std::optional<DocumentRecord> document = documents.documentBySha256(check.span.documentSha256);
            const QString why = wanted == AnchorOutcome::Lost
                                    ? check.result.reason
                                    : tr("found at %1–%2, score %3")
                                          .arg(argText(check.result.start), argText(check.result.end), argText(QLocale().toString(check.result.score, 'f', 3)));
            const int row = m_spans->rowCount();
            m_spans->insertRow(row);
            const QString cells[] = {outcomeName(wanted), check.questionId, check.stratum,
                                     document ? document->fileName : check.span.documentSha256.left(12),
                                     QString::number(check.span.page + 1),
                                     tr("%1–%2").arg(argText(check.span.start), argText(check.span.end)),
                                     check.span.exact.simplified(), why};
            for (int column = 0; column < 8; ++column)
                m_spans->setItem(row, column, cell(cells[column], column == 4));
            m_spans->item(row, 6)->setToolTip(check.span.exact);
        }
    }
    m_spans->resizeColumnsToContents();
}

} // namespace touchstone
