#include "passworddialog.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QVBoxLayout>

namespace touchstone {

PasswordDialog::PasswordDialog(const QString &documentName, QWidget *parent)
    : QDialog(parent)
    , m_wrong(new QLabel(this))
    , m_field(new QLineEdit(this))
{
    setWindowTitle(tr("Password required"));
    auto *prompt = new QLabel(tr("“%1” is protected by a password. Enter the password to open it.")
                                  .arg(documentName),
                              this);
    prompt->setTextFormat(Qt::PlainText); // a file name is not markup
    prompt->setWordWrap(true);
    m_wrong->setObjectName(QStringLiteral("wrongPassword"));
    m_wrong->setText(tr("Wrong password, try again."));
    m_wrong->setStyleSheet(QStringLiteral("QLabel { color: #b00020; font-weight: bold; }"));
    m_wrong->hide();
    m_field->setObjectName(QStringLiteral("passwordField"));
    m_field->setEchoMode(QLineEdit::Password);
    m_field->setPlaceholderText(tr("Password"));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(prompt);
    layout->addWidget(m_wrong);
    layout->addWidget(m_field);
    layout->addWidget(buttons);
    m_field->setFocus();
}

void PasswordDialog::setWrongPassword(bool wrong)
{
    m_wrong->setVisible(wrong);
    if (wrong) {
        m_field->selectAll();
        m_field->setFocus();
    }
}

QString PasswordDialog::password() const
{
    return m_field->text();
}

PasswordDialog::Ask PasswordDialog::dialogAsk(QWidget *parent)
{
    QPointer<QWidget> owner(parent);
    return [owner](const QString &documentName, bool wrongPassword) -> std::optional<QString> {
        PasswordDialog dialog(documentName, owner);
        dialog.setWrongPassword(wrongPassword);
        if (dialog.exec() != QDialog::Accepted)
            return std::nullopt;
        return dialog.password();
    };
}

PasswordDialog::Outcome PasswordDialog::askUntilOpen(const std::function<PdfOpenResult(const QByteArray &)> &open,
                                                     const QString &documentName, const Ask &ask)
{
    Outcome outcome;
    outcome.result = open(QByteArray());
    bool wrong = false;
    while (outcome.result.needsPassword()) {
        const std::optional<QString> typed = ask(documentName, wrong);
        if (!typed) {
            outcome.cancelled = true;
            outcome.password.clear();
            return outcome;
        }
        // AES-256 files take the password as UTF-8; older handlers as
        // PDFDocEncoding, which is Latin-1 for the characters people type.
        QByteArray password = typed->toUtf8();
        outcome.result = open(password);
        if (outcome.result.status == PdfOpenStatus::WrongPassword && password != typed->toLatin1()) {
            password = typed->toLatin1();
            outcome.result = open(password);
        }
        outcome.password = password;
        wrong = true;
    }
    if (!outcome.result.ok() || !wrong)
        outcome.password.clear();
    return outcome;
}

PasswordDialog::Outcome PasswordDialog::openDocument(const QString &path, QWidget *parent)
{
    return openDocument(path, dialogAsk(parent));
}

PasswordDialog::Outcome PasswordDialog::openDocument(const QString &path, const Ask &ask)
{
    return askUntilOpen([&path](const QByteArray &password) { return PdfDocument::open(path, password); },
                        QFileInfo(path).fileName(), ask);
}

PasswordDialog::Outcome PasswordDialog::openData(const QByteArray &bytes, const QString &displayName,
                                                 QWidget *parent)
{
    return openData(bytes, displayName, dialogAsk(parent));
}

PasswordDialog::Outcome PasswordDialog::openData(const QByteArray &bytes, const QString &displayName,
                                                 const Ask &ask)
{
    return askUntilOpen(
        [&bytes, &displayName](const QByteArray &password) {
            return PdfDocument::openData(bytes, displayName, password);
        },
        displayName, ask);
}

} // namespace touchstone
