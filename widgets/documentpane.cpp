#include "documentpane.h"

#include "passworddialog.h"
#include "pdfview.h"

#include "annotation/documentstore.h"
#include "annotation/pdfdocument.h"
#include "models/projectsession.h"

#include <QFile>
#include <QVBoxLayout>

namespace touchstone {

DocumentPane::DocumentPane(QWidget *parent)
    : QWidget(parent)
    , m_view(new PdfView(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    m_view->clear(tr("Open a document from the list on the left."));
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
    if (!text)
        Q_EMIT failed(text.error());
    Q_EMIT documentChanged(documentId);
    return true;
}

} // namespace touchstone
