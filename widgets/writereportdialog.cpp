#include "writereportdialog.h"

#include "annotation/runstore.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace touchstone {

WriteReportDialog::WriteReportDialog(const std::vector<RunListEntry> &runs, qint64 preselected, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Write Retrieval Report"));
    m_runs = new QListWidget(this);
    for (const RunListEntry &entry : runs) {
        auto *item = new QListWidgetItem(tr("%1 (version %2, %3)")
                                             .arg(entry.run.name, entry.run.version, runLevelKey(entry.run.level)),
                                         m_runs);
        item->setData(Qt::UserRole, entry.run.id);
        item->setData(Qt::UserRole + 1, entry.run.name);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(entry.run.id == preselected ? Qt::Checked : Qt::Unchecked);
    }
    m_baseline = new QComboBox(this);
    m_metric = new QComboBox(this);
    for (const QString &metric : {QStringLiteral("ndcg@10"), QStringLiteral("recall@10"), QStringLiteral("mrr@10"),
                                  QStringLiteral("success@10"), QStringLiteral("map"), QStringLiteral("bpref")})
        m_metric->addItem(metric, metric);
    m_minimumEffect = new QDoubleSpinBox(this);
    m_minimumEffect->setRange(0.0, 1.0);
    m_minimumEffect->setDecimals(3);
    m_minimumEffect->setSingleStep(0.005);
    m_minimumEffect->setValue(0.02);
    m_title = new QLineEdit(this);
    m_title->setPlaceholderText(tr("Retrieval report: the runs' names"));
    connect(m_runs, &QListWidget::itemChanged, this, &WriteReportDialog::updateBaselines);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Write"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_runs, &QListWidget::itemChanged, this, [this, buttons] {
        buttons->button(QDialogButtonBox::Ok)->setEnabled(!request().runIds.empty());
    });
    auto *form = new QFormLayout;
    form->addRow(tr("Baseline"), m_baseline);
    form->addRow(tr("Metric"), m_metric);
    form->addRow(tr("Minimum effect"), m_minimumEffect);
    form->addRow(tr("Title"), m_title);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_runs, 1);
    layout->addLayout(form);
    layout->addWidget(buttons);
    updateBaselines();
    buttons->button(QDialogButtonBox::Ok)->setEnabled(!request().runIds.empty());
}

void WriteReportDialog::updateBaselines()
{
    const qint64 current = m_baseline->currentData().toLongLong();
    m_baseline->clear();
    m_baseline->addItem(tr("none (no comparison)"), qint64(0));
    for (int row = 0; row < m_runs->count(); ++row) {
        const QListWidgetItem *item = m_runs->item(row);
        if (item->checkState() == Qt::Checked)
            m_baseline->addItem(item->data(Qt::UserRole + 1).toString(), item->data(Qt::UserRole));
    }
    m_baseline->setCurrentIndex(std::max(0, m_baseline->findData(current)));
}

ReportRequest WriteReportDialog::request() const
{
    ReportRequest request;
    for (int row = 0; row < m_runs->count(); ++row) {
        if (m_runs->item(row)->checkState() == Qt::Checked)
            request.runIds.push_back(m_runs->item(row)->data(Qt::UserRole).toLongLong());
    }
    if (const qint64 baseline = m_baseline->currentData().toLongLong(); baseline != 0)
        request.baselineId = baseline;
    request.metric = m_metric->currentData().toString();
    request.minimumEffect = m_minimumEffect->value();
    request.title = m_title->text().trimmed();
    return request;
}

} // namespace touchstone
