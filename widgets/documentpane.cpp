#include "documentpane.h"

#include "passworddialog.h"
#include "pdfview.h"

#include "annotation/documentstore.h"
#include "annotation/pdfdocument.h"
#include "models/projectsession.h"

#include <QAction>
#include <QFile>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace touchstone {

DocumentPane::DocumentPane(QWidget *parent)
    : QWidget(parent)
    , m_view(new PdfView(this))
{
    m_pageField = new QSpinBox(this);
    m_pageField->setObjectName(QStringLiteral("pageField"));
    m_pageField->setKeyboardTracking(false); // jump on Enter, not on every digit
    m_pageField->setButtonSymbols(QAbstractSpinBox::NoButtons);
    m_pageField->setAlignment(Qt::AlignRight);
    m_pageField->setToolTip(tr("Go to page (Ctrl+G)"));
    m_pageCount = new QLabel(this);
    auto *pageLabel = new QLabel(tr("Page"), this);
    pageLabel->setBuddy(m_pageField);
    connect(m_pageField, &QSpinBox::valueChanged, this, [this](int page) {
        if (page - 1 != m_view->currentPage())
            m_view->goToPage(page - 1);
        m_view->setFocus(); // back to the page, where the grade keys work
    });
    connect(m_view, &PdfView::currentPageChanged, this, &DocumentPane::updatePageField);
    auto *goTo = new QAction(tr("Go to Page…"), this);
    goTo->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    goTo->setShortcutContext(Qt::WindowShortcut);
    connect(goTo, &QAction::triggered, this, &DocumentPane::focusPageField);
    addAction(goTo);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(6, 2, 6, 2);
    bar->addStretch(1);
    bar->addWidget(pageLabel);
    bar->addWidget(m_pageField);
    bar->addWidget(m_pageCount);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_view, 1);
    layout->addLayout(bar);
    m_view->clear(tr("Open a document from the list on the left."));
    updatePageField();
}

void DocumentPane::focusPageField()
{
    if (!m_pageField->isEnabled())
        return;
    m_pageField->setFocus(Qt::ShortcutFocusReason);
    m_pageField->selectAll();
}

void DocumentPane::updatePageField()
{
    const int count = m_view->pageCount();
    const QSignalBlocker blocker(m_pageField);
    m_pageField->setEnabled(count > 0);
    m_pageField->setRange(count > 0 ? 1 : 0, std::max(count, 0));
    m_pageField->setValue(count > 0 ? m_view->currentPage() + 1 : 0);
    // Wide enough for the last page number, so the field does not jump.
    m_pageField->setMinimumWidth(m_pageField->fontMetrics().horizontalAdvance(QString::number(std::max(count, 10)) + QStringLiteral("00")));
    m_pageCount->setText(count > 0 ? tr("of %L1").arg(count) : QString());
}

void DocumentPane::setSession(ProjectSession *session)
{
    m_session = session;
    m_passwords.clear();
    clear(session ? tr("Open a document from the list on the left.") : tr("No project is open."));
}

void DocumentPane::clear(const QString &message)
{
    m_documentId = 0;
    m_text.reset();
    m_view->clear(message);
    updatePageField();
}

QString DocumentPane::noticeFor(qint64 documentId) const
{
    const DocumentStore documents = m_session->documents();
    const auto record = documents.document(documentId);
    if (!record)
        return {};
    QStringList notices;
    if (!record->copyAllowed)
        notices << tr("This document forbids copying: you can make spans, but Copy is disabled.");
    if (!record->loadWarnings.isEmpty())
        notices << tr("The file was damaged and has been repaired while reading.");
    int damaged = 0;
    for (const PageRecord &page : documents.pages(documentId))
        damaged += page.status == TextLayerStatus::Damaged || page.status == TextLayerStatus::Unreadable ? 1 : 0;
    if (damaged > 0)
        notices << tr("The file is incomplete: %n page(s) may be missing or blank.", nullptr, damaged);
    return notices.join(QLatin1Char(' '));
}

bool DocumentPane::showDocument(qint64 documentId)
{
    if (!m_session)
        return false;
    if (documentId == m_documentId && m_view->document())
        return true;
    const auto record = m_session->documents().document(documentId);
    if (!record) {
        clear(tr("The document is no longer in the project."));
        return false;
    }
    // Missing or changed since it was added: the stored text and the spans
    // no longer describe these bytes, so they are not shown over them.
    const auto copy = m_session->documents().storedCopy(*record);
    if (!copy) {
        clear(copy.error());
        Q_EMIT failed(copy.error());
        return false;
    }
    const QByteArray &bytes = *copy;
    PdfOpenResult opened = PdfDocument::openData(bytes, record->fileName, m_passwords.value(record->sha256));
    if (opened.needsPassword()) {
        PasswordDialog::Outcome outcome = PasswordDialog::openData(bytes, record->fileName, this);
        if (outcome.cancelled) {
            clear(tr("%1 is protected by a password.").arg(record->fileName));
            return false;
        }
        m_passwords.insert(record->sha256, outcome.password);
        opened = std::move(outcome.result);
    }
    if (!opened.ok()) {
        clear(opened.message);
        Q_EMIT failed(opened.message);
        return false;
    }
    auto text = m_session->canonicalText(documentId);
    m_documentId = documentId;
    m_text = text ? *text : nullptr;
    m_view->setDocument(std::shared_ptr<const PdfDocument>(std::move(opened.document)), m_text);
    m_view->setCopyAllowed(record->copyAllowed);
    m_view->setDocumentNotice(noticeFor(documentId));
    updatePageField();
    if (!text)
        Q_EMIT failed(text.error());
    Q_EMIT documentChanged(documentId);
    return true;
}

} // namespace touchstone
