#include "progressdialog.h"

#include "models/auditmodel.h"
#include "models/progressmodel.h"

#include <QDialogButtonBox>
#include <QHeaderView>
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
    tabs->addTab(tableFor(new ProgressModel(session, ProgressModel::View::ByAnnotator, this), tabs, true), tr("Annotators"));
    tabs->addTab(tableFor(new ProgressModel(session, ProgressModel::View::ByQuestion, this), tabs, true), tr("Questions"));
    tabs->addTab(tableFor(new AuditModel(session, this), tabs, false), tr("Audit Trail"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(tabs);
    layout->addWidget(buttons);
    resize(820, 520);
}

} // namespace touchstone
