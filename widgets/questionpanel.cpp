#include "questionpanel.h"

#include "questionfilterproxy.h"

#include "annotation/questionstore.h"
#include "models/labeleditor.h"
#include "models/projectsession.h"
#include "models/questionlistmodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace touchstone {

QuestionPanel::QuestionPanel(LabelEditor &editor, QWidget *parent)
    : QWidget(parent)
    , m_editor(editor)
    , m_model(new QuestionListModel(editor, this))
    , m_proxy(new QuestionFilterProxy(this))
{
    m_proxy->setSourceModel(m_model);
    connect(m_model, &QuestionListModel::failed, this, &QuestionPanel::failed);

    m_search = new QLineEdit(this);
    m_search->setPlaceholderText(tr("Filter questions"));
    m_search->setClearButtonEnabled(true);
    connect(m_search, &QLineEdit::textChanged, m_proxy, &QuestionFilterProxy::setSearch);

    m_stratum = new QComboBox(this);
    connect(m_stratum, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setStratum(m_stratum->currentData().toString()); });
    m_split = new QComboBox(this);
    m_split->addItem(tr("dev and test"), QString());
    m_split->addItem(tr("dev"), QStringLiteral("dev"));
    m_split->addItem(tr("test"), QStringLiteral("test"));
    connect(m_split, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setSplit(m_split->currentData().toString()); });
    m_unlabeled = new QCheckBox(tr("To label"), this);
    connect(m_unlabeled, &QCheckBox::toggled, m_proxy, &QuestionFilterProxy::setUnlabeledOnly);
    m_assigned = new QCheckBox(tr("Assigned to me"), this);
    connect(m_assigned, &QCheckBox::toggled, m_proxy, &QuestionFilterProxy::setAssignedOnly);

    m_view = new QTableView(this);
    m_view->setModel(m_proxy);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(QuestionListModel::IdColumn, Qt::AscendingOrder);
    m_view->verticalHeader()->hide();
    // Widths fitted when the list is loaded, not on every change: with
    // ResizeToContents each grade key (a status cell changed) measured the
    // text of a thousand rows per column, half the time of a key press on
    // a 2,000-question project.
    QHeaderView *header = m_view->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSectionResizeMode(QuestionListModel::TextColumn, QHeaderView::Stretch);
    header->setResizeContentsPrecision(200);
    connect(m_proxy, &QAbstractItemModel::modelReset, m_view, &QTableView::resizeColumnsToContents);
    m_view->resizeColumnsToContents();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideRight);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
        const qint64 id = current.data(QuestionListModel::QuestionIdRole).toLongLong();
        if (id != m_current) {
            m_current = id;
            Q_EMIT currentQuestionChanged(id);
        }
    });
    connect(m_view, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        Q_EMIT editRequested(index.data(QuestionListModel::QuestionIdRole).toLongLong());
    });

    auto button = [this](const QString &text, const QString &tip) {
        auto *b = new QToolButton(this);
        b->setText(text);
        b->setToolTip(tip);
        return b;
    };
    QToolButton *add = button(tr("Add"), tr("Add a question"));
    QToolButton *edit = button(tr("Edit"), tr("Edit the current question"));
    QToolButton *remove = button(tr("Delete"), tr("Delete the current question (only without labels)"));
    connect(add, &QToolButton::clicked, this, &QuestionPanel::addRequested);
    connect(edit, &QToolButton::clicked, this, [this] { if (m_current) Q_EMIT editRequested(m_current); });
    connect(remove, &QToolButton::clicked, this, [this] { if (m_current) Q_EMIT deleteRequested(m_current); });

    auto *filters = new QHBoxLayout;
    filters->addWidget(m_stratum);
    filters->addWidget(m_split);
    auto *toggles = new QHBoxLayout;
    toggles->addWidget(m_unlabeled);
    toggles->addWidget(m_assigned);
    toggles->addStretch();
    toggles->addWidget(add);
    toggles->addWidget(edit);
    toggles->addWidget(remove);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_search);
    layout->addLayout(filters);
    layout->addLayout(toggles);
    layout->addWidget(m_view, 1);

    connect(&editor, &LabelEditor::questionsChanged, this, &QuestionPanel::reloadStrata);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] { setCurrentQuestion(m_current); });
    reloadStrata();
}

void QuestionPanel::reloadStrata()
{
    const QString previous = m_stratum->currentData().toString();
    QSignalBlocker blocker(m_stratum);
    m_stratum->clear();
    m_stratum->addItem(tr("all strata"), QString());
    for (const QString &stratum : QuestionStore(m_editor.session().store()).strata())
        m_stratum->addItem(stratum, stratum);
    m_stratum->setCurrentIndex(std::max(0, m_stratum->findData(previous)));
}

qint64 QuestionPanel::currentQuestion() const
{
    return m_current;
}

void QuestionPanel::setCurrentQuestion(qint64 questionId)
{
    const int sourceRow = m_model->rowOf(questionId);
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(sourceRow, 0));
    if (!index.isValid())
        return;
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index);
}

QList<qint64> QuestionPanel::questionOrder() const
{
    QList<qint64> order;
    const int count = m_proxy->rowCount();
    order.reserve(count);
    for (int row = 0; row < count; ++row)
        order.append(m_proxy->index(row, 0).data(QuestionListModel::QuestionIdRole).toLongLong());
    return order;
}

bool QuestionPanel::goToUnlabeled(bool forward)
{
    // In the order the table shows, under its sort and filters: the list the
    // annotator is looking at is the queue they expect N and P to walk.
    const int count = m_proxy->rowCount();
    if (count == 0)
        return false;
    const QModelIndex current = m_proxy->mapFromSource(m_model->index(m_model->rowOf(m_current), 0));
    const int from = current.isValid() ? current.row() : (forward ? -1 : 0);
    for (int step = 1; step <= count; ++step) {
        const int row = ((from + (forward ? step : -step)) % count + count) % count;
        const QModelIndex candidate = m_proxy->index(row, 0);
        if (candidate.data(QuestionListModel::LabeledRole).toBool())
            continue;
        setCurrentQuestion(candidate.data(QuestionListModel::QuestionIdRole).toLongLong());
        return true;
    }
    return false;
}

} // namespace touchstone
