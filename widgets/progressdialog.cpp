#include "progressdialog.h"

#include "models/auditmodel.h"
#include "models/progressmodel.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace touchstone {

namespace {

QTableView *tableFor(QAbstractItemModel *model, QWidget *parent, bool sortable)
{
    auto *view = new QTableView(parent);
    if (sortable) {
        auto *proxy = new QSortFilterProxyModel(view);
        proxy->setSourceModel(model);
        view->setModel(proxy);
        view->setSortingEnabled(true);
    } else {
        view->setModel(model);
    }
    view->verticalHeader()->hide();
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->horizontalHeader()->setStretchLastSection(true);
    view->resizeColumnsToContents();
    return view;
}

} // namespace

ProgressDialog::ProgressDialog(ProjectSession &session, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Progress"));
    auto *tabs = new QTabWidget(this);
    auto *byAnnotator = new ProgressModel(session, ProgressModel::View::ByAnnotator, this);
    auto *byQuestion = new ProgressModel(session, ProgressModel::View::ByQuestion, this);
    auto *audit = new AuditModel(session, this);
    tabs->addTab(tableFor(byAnnotator, tabs, true), tr("Annotators"));
    tabs->addTab(tableFor(byQuestion, tabs, true), tr("Questions"));
    tabs->addTab(tableFor(audit, tabs, false), tr("Audit Trail"));
    // A read that failed says so above the tables, which would otherwise
    // look like a project with nothing in it.
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("progressError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: white; background-color: #b3261e; padding: 4px;"));
    m_error->setVisible(false);
    const auto showFailure = [this](const QString &message) {
        m_error->setText(message);
        m_error->setVisible(!message.isEmpty());
    };
    connect(byAnnotator, &ProgressModel::failed, this, showFailure);
    connect(byQuestion, &ProgressModel::failed, this, showFailure);
    connect(audit, &AuditModel::failed, this, showFailure);
    for (const QString &error : {byAnnotator->error(), byQuestion->error(), audit->error()}) {
        if (!error.isEmpty()) {
            showFailure(error);
            break;
        }
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_error);
    layout->addWidget(tabs);
    layout->addWidget(buttons);
    resize(820, 520);
}

} // namespace touchstone
