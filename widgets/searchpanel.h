#pragma once

#include "models/corpussearch.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QListWidget;
class QToolButton;

namespace touchstone {

class ProjectSession;

// Search across every document of the project with the find bar's matcher.
// Choosing a result opens its document with the match selected, so it can
// be graded at once.
class SearchPanel : public QWidget
{
    Q_OBJECT

public:
    SearchPanel(ProjectSession &session, QWidget *parent = nullptr);

    void focusQuery();
    void search(const QString &query);
    int resultCount() const;

Q_SIGNALS:
    void resultActivated(qint64 documentId, int start, int end);
    void searchFinished(int hits);

private:
    void showResults(const QString &query, const std::vector<CorpusHit> &hits, bool truncated);

    CorpusSearch *m_search = nullptr;
    QLineEdit *m_query = nullptr;
    QToolButton *m_cancel = nullptr;
    QLabel *m_status = nullptr;
    QListWidget *m_results = nullptr;
};

} // namespace touchstone
