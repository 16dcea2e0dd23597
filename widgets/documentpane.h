#pragma once

#include "metrics/result.h"

#include <QHash>
#include <QWidget>

#include <memory>

class QLabel;
class QSpinBox;

namespace touchstone {

class CanonicalText;
class PdfDocument;
class PdfView;
class ProjectSession;

// The page view of one project document: opens it from the project's
// store (asking for a password when the copy is locked, remembered for the
// session), gives it its stored canonical text, and tells the user what to
// know about the file (copy restriction, repaired, incomplete).
class DocumentPane : public QWidget
{
    Q_OBJECT

public:
    explicit DocumentPane(QWidget *parent = nullptr);

    void setSession(ProjectSession *session);
    PdfView *view() const { return m_view; }
    // The page field under the pages: the current page, editable (Ctrl+G).
    QSpinBox *pageField() const { return m_pageField; }
    void focusPageField();

    // Shows document `documentId` (no-op when it is already shown). Returns
    // false when it could not be opened; the view then says why.
    bool showDocument(qint64 documentId);
    qint64 documentId() const { return m_documentId; }
    std::shared_ptr<const CanonicalText> text() const { return m_text; }
    void clear(const QString &message = {});

Q_SIGNALS:
    void documentChanged(qint64 documentId);
    void failed(const QString &message);

private:
    QString noticeFor(qint64 documentId) const;

    void updatePageField();

    PdfView *m_view = nullptr;
    QSpinBox *m_pageField = nullptr;
    QLabel *m_pageCount = nullptr;
    ProjectSession *m_session = nullptr;
    qint64 m_documentId = 0;
    std::shared_ptr<const CanonicalText> m_text;
    QHash<QString, QByteArray> m_passwords; // by sha256, for this session only
};

} // namespace touchstone
