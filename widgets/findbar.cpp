#include "findbar.h"

#include "models/textsearch.h"
#include "metrics/argtext.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QStyle>
#include <QTimer>
#include <QToolButton>

namespace touchstone {

namespace {
constexpr int kTypingPauseMs = 250;
}

FindBar::FindBar(QWidget *parent)
    : QWidget(parent)
    , m_search(new TextSearch(this))
    , m_field(new QLineEdit(this))
    , m_previous(new QToolButton(this))
    , m_next(new QToolButton(this))
    , m_close(new QToolButton(this))
    , m_status(new QLabel(this))
    , m_typingPause(new QTimer(this))
{
    setObjectName(QStringLiteral("findBar"));
    m_field->setPlaceholderText(tr("Find in document"));
    m_field->setClearButtonEnabled(true);
    m_field->installEventFilter(this);
    m_previous->setIcon(style()->standardIcon(QStyle::SP_ArrowUp));
    m_previous->setToolTip(tr("Previous match (Shift+Enter, Shift+F3)"));
    m_next->setIcon(style()->standardIcon(QStyle::SP_ArrowDown));
    m_next->setToolTip(tr("Next match (Enter, F3)"));
    m_close->setIcon(style()->standardIcon(QStyle::SP_DialogCloseButton));
    m_close->setToolTip(tr("Close the find bar (Esc)"));
    m_close->setAutoRaise(true);
    m_status->setObjectName(QStringLiteral("findStatus"));
    m_status->setMinimumWidth(fontMetrics().horizontalAdvance(tr("%1 of %2").arg(argText(88888), argText(88888))));

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 3, 6, 3);
    layout->addWidget(new QLabel(tr("Find:"), this));
    layout->addWidget(m_field, 1);
    layout->addWidget(m_previous);
    layout->addWidget(m_next);
    layout->addWidget(m_status);
    layout->addWidget(m_close);

    m_typingPause->setSingleShot(true);
    m_typingPause->setInterval(kTypingPauseMs);
    connect(m_typingPause, &QTimer::timeout, this, &FindBar::searchNow);
    connect(m_field, &QLineEdit::textEdited, m_typingPause, qOverload<>(&QTimer::start));
    connect(m_previous, &QToolButton::clicked, this, &FindBar::findPrevious);
    connect(m_next, &QToolButton::clicked, this, &FindBar::findNext);
    connect(m_close, &QToolButton::clicked, this, &FindBar::dismiss);
    connect(m_search, &TextSearch::readyChanged, this, &FindBar::updateStatus);
    connect(m_search, &TextSearch::searchFinished, this, &FindBar::showResults);
    updateStatus();
}

FindBar::~FindBar() = default;

void FindBar::setText(std::shared_ptr<const CanonicalText> text)
{
    m_matches.clear();
    m_current = -1;
    m_searchedQuery.clear();
    m_searching = false;
    emit matchesChanged(m_matches);
    m_search->setText(std::move(text));
    if (isVisible() && !query().isEmpty())
        searchNow();
    updateStatus();
}

void FindBar::activate()
{
    show();
    m_field->setFocus(Qt::ShortcutFocusReason);
    m_field->selectAll();
    if (!query().isEmpty() && query() != m_searchedQuery)
        searchNow();
}

QString FindBar::query() const
{
    return m_field->text();
}

void FindBar::setQuery(const QString &query)
{
    m_field->setText(query);
    searchNow();
}

void FindBar::searchNow()
{
    m_typingPause->stop();
    m_searchedQuery = query();
    m_matches.clear();
    m_current = -1;
    m_truncated = false;
    emit matchesChanged(m_matches);
    m_searching = !m_searchedQuery.trimmed().isEmpty() && m_search->hasText();
    if (m_searching)
        m_search->search(m_searchedQuery);
    updateStatus();
}

void FindBar::findNext()
{
    step(+1);
}

void FindBar::findPrevious()
{
    step(-1);
}

void FindBar::step(int direction)
{
    if (query() != m_searchedQuery) {
        m_pendingStep = direction;
        searchNow();
        return;
    }
    if (m_searching) {
        m_pendingStep = direction;
        return;
    }
    const int count = int(m_matches.size());
    if (count == 0)
        return;
    setCurrent(m_current < 0 ? 0 : (m_current + direction + count) % count);
}

void FindBar::showResults(const QString &searched, const std::vector<QuoteMatch> &matches, bool truncated)
{
    if (searched != m_searchedQuery)
        return;
    m_searching = false;
    m_matches = matches;
    m_truncated = truncated;
    emit matchesChanged(m_matches);
    int index = -1;
    if (!m_matches.empty()) {
        // The first match from the current page on (or, going back, the
        // last one before it); wrap around when there is none.
        const int count = int(m_matches.size());
        if (m_pendingStep < 0) {
            index = count - 1;
            for (int i = count - 1; i >= 0; --i) {
                if (m_matches[size_t(i)].start < m_startOffset) {
                    index = i;
                    break;
                }
            }
        } else {
            index = 0;
            for (int i = 0; i < count; ++i) {
                if (m_matches[size_t(i)].start >= m_startOffset) {
                    index = i;
                    break;
                }
            }
        }
    }
    m_pendingStep = 0;
    setCurrent(index);
}

void FindBar::setCurrent(int index)
{
    m_current = index;
    updateStatus();
    if (index >= 0 && index < int(m_matches.size()))
        emit currentMatchChanged(index, m_matches[size_t(index)].start, m_matches[size_t(index)].end);
}

QString FindBar::statusText() const
{
    return m_status->text();
}

void FindBar::updateStatus()
{
    QString status;
    if (!m_search->hasText())
        status = tr("no text to search");
    else if (!m_search->isReady())
        status = tr("preparing search…");
    else if (m_searching)
        status = tr("searching…");
    else if (m_searchedQuery.trimmed().isEmpty())
        status.clear();
    else if (m_matches.empty())
        status = tr("not found");
    else if (m_truncated)
        status = tr("%1 of %2+").arg(argText(m_current + 1), argText(m_matches.size()));
    else
        status = tr("%1 of %2").arg(argText(m_current + 1), argText(m_matches.size()));
    m_status->setText(status);
    m_previous->setEnabled(m_matches.size() > 1 || query() != m_searchedQuery);
    m_next->setEnabled(m_matches.size() > 1 || query() != m_searchedQuery);
}

void FindBar::dismiss()
{
    m_typingPause->stop();
    hide();
    m_matches.clear();
    m_current = -1;
    m_searchedQuery.clear();
    m_searching = false;
    emit matchesChanged(m_matches);
    emit dismissed();
}

bool FindBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_field || event->type() != QEvent::KeyPress)
        return QWidget::eventFilter(watched, event);
    auto *key = static_cast<QKeyEvent *>(event);
    const bool shift = key->modifiers() & Qt::ShiftModifier;
    if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter || key->key() == Qt::Key_F3) {
        shift ? findPrevious() : findNext();
        return true;
    }
    if (key->matches(QKeySequence::FindNext)) {
        findNext();
        return true;
    }
    if (key->matches(QKeySequence::FindPrevious)) {
        findPrevious();
        return true;
    }
    if (key->key() == Qt::Key_Escape) {
        dismiss();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace touchstone
