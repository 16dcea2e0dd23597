#include "reasoncodedialog.h"

#include "annotation/reasoncodestore.h"
#include "models/projectsession.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QInputDialog>
#include <QMessageBox>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

namespace touchstone {

ReasonCodeDialog::ReasonCodeDialog(ProjectSession &session, const QString &actor, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_actor(actor)
{
    setWindowTitle(tr("Adjudication Reasons"));
    m_table = new QTableWidget(0, 3, this);
    m_table->setHorizontalHeaderLabels({tr("Code"), tr("Label"), tr("In use")});
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *add = buttons->addButton(tr("Add…"), QDialogButtonBox::ActionRole);
    connect(add, &QPushButton::clicked, this, &ReasonCodeDialog::add);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_table, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        const QString code = m_table->item(item->row(), 0)->text();
        ReasonCodeStore store(m_session.store(), m_actor);
        Status status = Status::success();
        if (item->column() == 1)
            status = store.rename(code, item->text().trimmed());
        else if (item->column() == 2)
            status = store.setRetired(code, item->checkState() != Qt::Checked);
        if (!status) {
            QMessageBox::warning(this, windowTitle(), status.error());
            reload();
        }
    });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    resize(520, 360);
    reload();
}

void ReasonCodeDialog::reload()
{
    QSignalBlocker blocker(m_table);
    m_table->setRowCount(0);
    for (const ReasonCode &code : ReasonCodeStore(m_session.store()).all(true)) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        auto *key = new QTableWidgetItem(code.code);
        key->setFlags(Qt::ItemIsEnabled);
        m_table->setItem(row, 0, key);
        m_table->setItem(row, 1, new QTableWidgetItem(code.label));
        auto *inUse = new QTableWidgetItem;
        inUse->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        inUse->setCheckState(code.retired ? Qt::Unchecked : Qt::Checked);
        m_table->setItem(row, 2, inUse);
    }
}

void ReasonCodeDialog::add()
{
    bool ok = false;
    const QString label = QInputDialog::getText(this, tr("New Reason"), tr("Label:"), QLineEdit::Normal, QString(), &ok);
    if (!ok || label.trimmed().isEmpty())
        return;
    QString code = label.trimmed().toLower();
    code.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("_"));
    const Result<ReasonCode> added = ReasonCodeStore(m_session.store(), m_actor).add(code, label.trimmed());
    if (!added)
        QMessageBox::warning(this, windowTitle(), added.error());
    reload();
}

} // namespace touchstone
