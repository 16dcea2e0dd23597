#include "searchpanel.h"
#include "metrics/argtext.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace touchstone {

namespace {

enum Role { DocumentIdRole = Qt::UserRole + 1, StartRole, EndRole };

} // namespace

SearchPanel::SearchPanel(ProjectSession &session, QWidget *parent)
    : QWidget(parent)
    , m_search(new CorpusSearch(session, this))
{
    m_query = new QLineEdit(this);
    m_query->setPlaceholderText(tr("Search all documents"));
    m_query->setClearButtonEnabled(true);
    m_cancel = new QToolButton(this);
    m_cancel->setText(tr("Cancel"));
    m_cancel->setEnabled(false);
    m_status = new QLabel(this);
    m_results = new QListWidget(this);
    m_results->setWordWrap(true);
    m_results->setUniformItemSizes(false);

    connect(m_query, &QLineEdit::returnPressed, this, [this] { search(m_query->text()); });
    connect(m_cancel, &QToolButton::clicked, this, [this] {
        m_search->cancel();
        m_cancel->setEnabled(false);
        m_status->setText(tr("Search cancelled."));
    });
    connect(m_search, &CorpusSearch::progressChanged, this, [this](int done, int total) {
        m_status->setText(tr("Reading documents… %1 of %2").arg(argText(done), argText(total)));
    });
    connect(m_search, &CorpusSearch::finished, this, &SearchPanel::showResults);
    connect(m_results, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        Q_EMIT resultActivated(item->data(DocumentIdRole).toLongLong(), item->data(StartRole).toInt(),
                               item->data(EndRole).toInt());
    });
    connect(m_results, &QListWidget::itemClicked, m_results, &QListWidget::itemActivated);

    auto *row = new QHBoxLayout;
    row->addWidget(m_query, 1);
    row->addWidget(m_cancel);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(row);
    layout->addWidget(m_status);
    layout->addWidget(m_results, 1);
}

void SearchPanel::focusQuery()
{
    m_query->setFocus();
    m_query->selectAll();
}

int SearchPanel::resultCount() const
{
    return m_results->count();
}

void SearchPanel::search(const QString &query)
{
    if (query.trimmed().isEmpty())
        return;
    m_query->setText(query);
    m_results->clear();
    m_status->setText(tr("Searching…"));
    m_cancel->setEnabled(true);
    m_search->search(query);
}

void SearchPanel::showResults(const QString &query, const std::vector<CorpusHit> &hits, bool truncated)
{
    m_cancel->setEnabled(false);
    m_results->clear();
    for (const CorpusHit &hit : hits) {
        auto *item = new QListWidgetItem(tr("%1, page %2\n%3").arg(argText(hit.documentName), argText(hit.page + 1), argText(hit.snippet)),
                                         m_results);
        item->setData(DocumentIdRole, hit.documentId);
        item->setData(StartRole, hit.start);
        item->setData(EndRole, hit.end);
        item->setToolTip(hit.kind == MatchKind::Exact ? tr("exact match") : tr("match after normalization"));
    }
    m_status->setText(hits.empty() ? tr("“%1” does not occur in any document.").arg(query)
                      : truncated  ? tr("The first %n matches of “%1”.", nullptr, int(hits.size())).arg(query)
                                   : tr("%n match(es) of “%1”.", nullptr, int(hits.size())).arg(query));
    Q_EMIT searchFinished(int(hits.size()));
}

} // namespace touchstone
