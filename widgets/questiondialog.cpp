#include "questiondialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace touchstone {

QuestionDialog::QuestionDialog(const Question &question, const std::vector<QString> &strata, QWidget *parent)
    : QDialog(parent)
    , m_question(question)
{
    setWindowTitle(question.id == 0 ? tr("New Question") : tr("Edit Question %1").arg(question.externalId));
    m_id = new QLineEdit(question.externalId, this);
    m_text = new QPlainTextEdit(question.text, this);
    m_text->setTabChangesFocus(true);
    m_stratum = new QComboBox(this);
    m_stratum->setEditable(true);
    for (const QString &stratum : strata)
        m_stratum->addItem(stratum);
    m_stratum->setCurrentText(question.stratum.isEmpty() ? QStringLiteral("lexical") : question.stratum);
    m_stratum->setToolTip(tr("Choose a stratum, or type a new one."));
    m_split = new QComboBox(this);
    m_split->addItem(tr("not assigned yet"), QString());
    m_split->addItem(tr("dev"), QStringLiteral("dev"));
    m_split->addItem(tr("test"), QStringLiteral("test"));
    m_split->setCurrentIndex(std::max(0, m_split->findData(splitKey(question.split))));
    m_answerable = new QCheckBox(tr("The corpus holds an answer"), this);
    m_answerable->setChecked(question.answerable);
    m_reference = new QPlainTextEdit(question.referenceAnswer, this);
    m_reference->setTabChangesFocus(true);
    m_nuggets = new QTableWidget(0, 2, this);
    m_nuggets->setHorizontalHeaderLabels({tr("Nugget"), tr("Vital")});
    m_nuggets->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_nuggets->verticalHeader()->hide();
    for (const Nugget &nugget : question.nuggets)
        addNuggetRow(nugget);
    auto *addNugget = new QPushButton(tr("Add nugget"), this);
    connect(addNugget, &QPushButton::clicked, this, [this] { addNuggetRow({}); });
    m_source = new QLineEdit(question.source, this);
    m_date = new QLineEdit(question.date, this);
    m_date->setPlaceholderText(tr("YYYY-MM-DD"));

    auto *form = new QFormLayout;
    form->addRow(tr("Id"), m_id);
    form->addRow(tr("Question"), m_text);
    form->addRow(tr("Stratum"), m_stratum);
    form->addRow(tr("Split"), m_split);
    form->addRow(QString(), m_answerable);
    form->addRow(tr("Reference answer"), m_reference);
    form->addRow(tr("Nuggets"), m_nuggets);
    form->addRow(QString(), addNugget);
    form->addRow(tr("Source"), m_source);
    form->addRow(tr("Date"), m_date);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    resize(560, 640);
}

void QuestionDialog::addNuggetRow(const Nugget &nugget)
{
    const int row = m_nuggets->rowCount();
    m_nuggets->insertRow(row);
    m_nuggets->setItem(row, 0, new QTableWidgetItem(nugget.text));
    auto *vital = new QTableWidgetItem;
    vital->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled);
    vital->setCheckState(nugget.vital ? Qt::Checked : Qt::Unchecked);
    m_nuggets->setItem(row, 1, vital);
}

Question QuestionDialog::question() const
{
    Question question = m_question;
    question.externalId = m_id->text().trimmed();
    question.text = m_text->toPlainText().trimmed();
    question.stratum = m_stratum->currentText().trimmed();
    splitFromKey(m_split->currentData().toString(), &question.split);
    question.answerable = m_answerable->isChecked();
    question.referenceAnswer = m_reference->toPlainText().trimmed();
    question.nuggets.clear();
    for (int row = 0; row < m_nuggets->rowCount(); ++row) {
        const QString text = m_nuggets->item(row, 0) ? m_nuggets->item(row, 0)->text().trimmed() : QString();
        if (!text.isEmpty())
            question.nuggets.push_back({text, m_nuggets->item(row, 1)->checkState() == Qt::Checked});
    }
    question.source = m_source->text().trimmed();
    question.date = m_date->text().trimmed();
    return question;
}

} // namespace touchstone
