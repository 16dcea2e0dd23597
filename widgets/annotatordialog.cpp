#include "annotatordialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace touchstone {

namespace {

QString roleLabel(AnnotatorRole role)
{
    switch (role) {
    case AnnotatorRole::Annotator: return AnnotatorDialog::tr("annotator");
    case AnnotatorRole::Lead: return AnnotatorDialog::tr("lead");
    case AnnotatorRole::Engineer: return AnnotatorDialog::tr("engineer");
    }
    return {};
}

} // namespace

AnnotatorDialog::AnnotatorDialog(const std::vector<Annotator> &annotators, qint64 preselected, QWidget *parent)
    : QDialog(parent)
    , m_annotators(annotators)
{
    setWindowTitle(tr("Who Are You?"));
    auto *intro = new QLabel(tr("Labels are recorded under your name. Annotators see only their own labels; "
                                "leads adjudicate; engineers evaluate runs."),
                             this);
    intro->setWordWrap(true);
    m_list = new QListWidget(this);
    for (const Annotator &annotator : annotators) {
        auto *item = new QListWidgetItem(tr("%1 (%2)").arg(annotator.name, roleLabel(annotator.role)), m_list);
        item->setData(Qt::UserRole, annotator.id);
        if (annotator.id == preselected)
            m_list->setCurrentItem(item);
    }
    if (!m_list->currentItem() && m_list->count() > 0)
        m_list->setCurrentRow(0);

    auto *group = new QGroupBox(tr("Or add yourself"), this);
    m_newName = new QLineEdit(group);
    m_newName->setPlaceholderText(tr("Your name"));
    m_newRole = new QComboBox(group);
    for (AnnotatorRole role : {AnnotatorRole::Annotator, AnnotatorRole::Lead, AnnotatorRole::Engineer})
        m_newRole->addItem(roleLabel(role), int(role));
    auto *form = new QFormLayout(group);
    form->addRow(tr("Name"), m_newName);
    form->addRow(tr("Role"), m_newRole);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::itemDoubleClicked, this, &QDialog::accept);
    auto updateOk = [this, buttons] {
        buttons->button(QDialogButtonBox::Ok)->setEnabled(m_list->currentItem() || !m_newName->text().trimmed().isEmpty());
    };
    connect(m_newName, &QLineEdit::textChanged, this, updateOk);
    connect(m_list, &QListWidget::currentItemChanged, this, updateOk);
    updateOk();

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_list, 1);
    layout->addWidget(group);
    layout->addWidget(buttons);
    resize(420, 420);
}

Annotator AnnotatorDialog::choice() const
{
    if (!m_newName->text().trimmed().isEmpty()) {
        Annotator fresh;
        fresh.name = m_newName->text().trimmed();
        fresh.role = AnnotatorRole(m_newRole->currentData().toInt());
        return fresh;
    }
    if (const QListWidgetItem *item = m_list->currentItem()) {
        const qint64 id = item->data(Qt::UserRole).toLongLong();
        for (const Annotator &annotator : m_annotators) {
            if (annotator.id == id)
                return annotator;
        }
    }
    return {};
}

} // namespace touchstone
