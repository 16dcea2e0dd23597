#pragma once

#include "annotation/quotematcher.h"

#include <QWidget>

#include <memory>
#include <vector>

class QLabel;
class QLineEdit;
class QTimer;
class QToolButton;

namespace touchstone {

class CanonicalText;
class TextSearch;

// The find bar of a PdfView: a field, previous/next buttons, "3 of 17".
// Searching uses QuoteMatcher::findAll (the matcher of find-quote) on a
// worker thread, so a quote typed with plain "fi", without line-end
// hyphens or with other spacing still matches.
//
// Keys: Enter / F3 next, Shift+Enter / Shift+F3 previous, Esc closes.
// Typing searches after a short pause. The bar only reports matches; the
// view draws them and scrolls to the current one.
class FindBar : public QWidget
{
    Q_OBJECT

public:
    explicit FindBar(QWidget *parent = nullptr);
    ~FindBar() override;

    void setText(std::shared_ptr<const CanonicalText> text);
    // Where the first match of a new search is taken from (the start of the
    // current page): the first match at or after it, else the first one.
    void setStartOffset(int offset) { m_startOffset = offset; }

    // Shows the bar with the field focused and its text selected.
    void activate();
    QString query() const;
    // Puts `query` in the field and searches at once.
    void setQuery(const QString &query);

    const std::vector<QuoteMatch> &matches() const { return m_matches; }
    int currentIndex() const { return m_current; }
    QString statusText() const;
    bool isSearching() const { return m_searching; }

public slots:
    void findNext();
    void findPrevious();
    void dismiss();

signals:
    void matchesChanged(const std::vector<touchstone::QuoteMatch> &matches);
    // index into matches(), and its canonical range
    void currentMatchChanged(int index, int start, int end);
    void dismissed();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void searchNow();
    void step(int direction);
    void setCurrent(int index);
    void showResults(const QString &query, const std::vector<QuoteMatch> &matches, bool truncated);
    void updateStatus();

    TextSearch *m_search = nullptr;
    QLineEdit *m_field = nullptr;
    QToolButton *m_previous = nullptr;
    QToolButton *m_next = nullptr;
    QToolButton *m_close = nullptr;
    QLabel *m_status = nullptr;
    QTimer *m_typingPause = nullptr;
    std::vector<QuoteMatch> m_matches;
    QString m_searchedQuery;
    int m_current = -1;
    int m_startOffset = 0;
    int m_pendingStep = 0; // next/previous pressed while a search runs
    bool m_truncated = false;
    bool m_searching = false;
};

} // namespace touchstone
