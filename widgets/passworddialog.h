#pragma once

#include "annotation/pdfdocument.h"

#include <QDialog>

#include <functional>
#include <optional>

class QLabel;
class QLineEdit;

namespace touchstone {

// Asks for the password of a PDF. After a wrong password it says so and
// asks again; Cancel gives up.
//
// Most callers want the static openDocument(): it opens the file, asks
// while the document stays locked, and returns the opened document, or the
// reason it did not open, or that the user cancelled.
class PasswordDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PasswordDialog(const QString &documentName, QWidget *parent = nullptr);

    // Shows "wrong password, try again" above the field.
    void setWrongPassword(bool wrong);
    QString password() const;

    struct Outcome
    {
        PdfOpenResult result;  // status, document (when opened), message
        QByteArray password;   // the password that opened it (empty: none needed)
        bool cancelled = false; // the user gave up at the prompt
    };

    // Answers the prompt: the password typed, or nothing for Cancel.
    // `wrongPassword` is true when the previous answer did not open the file.
    using Ask = std::function<std::optional<QString>(const QString &documentName, bool wrongPassword)>;

    // Opens `path`, asking with a modal PasswordDialog while it is locked.
    static Outcome openDocument(const QString &path, QWidget *parent = nullptr);
    // The same with any way of asking (tests, a command line).
    static Outcome openDocument(const QString &path, const Ask &ask);
    // The same for bytes already read (e.g. from the project's store).
    static Outcome openData(const QByteArray &bytes, const QString &displayName, QWidget *parent = nullptr);
    static Outcome openData(const QByteArray &bytes, const QString &displayName, const Ask &ask);

private:
    static Ask dialogAsk(QWidget *parent);
    static Outcome askUntilOpen(const std::function<PdfOpenResult(const QByteArray &)> &open,
                                const QString &documentName, const Ask &ask);

    QLabel *m_wrong = nullptr;
    QLineEdit *m_field = nullptr;
};

} // namespace touchstone
