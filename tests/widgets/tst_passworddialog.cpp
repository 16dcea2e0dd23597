#include "common/shareddata.h"
#include "widgets/passworddialog.h"

#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QTest>
#include <QTimer>

using namespace touchstone;

namespace {

const char *const kWriter = "pypdf-libreoffice-writer-password.pdf"; // RC4, user password "openpassword"
const char *const kAes256 = "pdfminer-aes-256-r6.pdf";               // AES-256 R6, "usersecret"

// Answers the prompt from a script and records how it was asked.
struct ScriptedAnswers
{
    QList<std::optional<QString>> answers;
    QList<bool> askedAfterWrong;

    PasswordDialog::Ask asker()
    {
        return [this](const QString &, bool wrong) -> std::optional<QString> {
            askedAfterWrong.append(wrong);
            return answers.isEmpty() ? std::nullopt : answers.takeFirst();
        };
    }
};

} // namespace

class TestPasswordDialog : public QObject
{
    Q_OBJECT

private slots:
    void rightPasswordOpens_data();
    void rightPasswordOpens();
    void wrongPasswordAsksAgain();
    void cancelGivesUp();
    void unlockedFileIsNotAskedFor();
    void brokenFileIsReportedNotAskedFor();
    void openDataFromStoreBytes();
    void dialogSaysWrongPasswordAndReturnsTyped();
};

void TestPasswordDialog::rightPasswordOpens_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("password");
    QTest::newRow("rc4") << QString::fromLatin1(kWriter) << QStringLiteral("openpassword");
    QTest::newRow("aes-256-r6") << QString::fromLatin1(kAes256) << QStringLiteral("usersecret");
}

void TestPasswordDialog::rightPasswordOpens()
{
    QFETCH(QString, file);
    QFETCH(QString, password);
    ScriptedAnswers script;
    script.answers = {password};
    const PasswordDialog::Outcome outcome = PasswordDialog::openDocument(testing::corpusFile(file), script.asker());
    QVERIFY2(outcome.result.ok(), qPrintable(outcome.result.message));
    QVERIFY(outcome.result.document);
    QCOMPARE(outcome.result.document->pageCount(), 1);
    QVERIFY(!outcome.cancelled);
    QCOMPARE(outcome.password, password.toUtf8());
    QCOMPARE(script.askedAfterWrong, QList<bool>{false});
}

void TestPasswordDialog::wrongPasswordAsksAgain()
{
    ScriptedAnswers script;
    script.answers = {QStringLiteral("guess"), QString(), QStringLiteral("openpassword")};
    const PasswordDialog::Outcome outcome =
        PasswordDialog::openDocument(testing::corpusFile(QString::fromLatin1(kWriter)), script.asker());
    QVERIFY(outcome.result.ok());
    QCOMPARE(script.askedAfterWrong, (QList<bool>{false, true, true}));
}

void TestPasswordDialog::cancelGivesUp()
{
    ScriptedAnswers script;
    script.answers = {QStringLiteral("nope"), std::nullopt};
    const PasswordDialog::Outcome outcome =
        PasswordDialog::openDocument(testing::corpusFile(QString::fromLatin1(kAes256)), script.asker());
    QVERIFY(outcome.cancelled);
    QVERIFY(!outcome.result.ok());
    QVERIFY(!outcome.result.document);
    QCOMPARE(outcome.result.status, PdfOpenStatus::WrongPassword);
    QVERIFY(outcome.password.isEmpty());
    QCOMPARE(script.askedAfterWrong, (QList<bool>{false, true}));
}

void TestPasswordDialog::unlockedFileIsNotAskedFor()
{
    // Encrypted with an empty user password (copying forbidden): no prompt.
    ScriptedAnswers script;
    const PasswordDialog::Outcome outcome = PasswordDialog::openDocument(
        testing::corpusFile(QStringLiteral("opf-encryption-nocopy.pdf")), script.asker());
    QVERIFY(outcome.result.ok());
    QVERIFY(script.askedAfterWrong.isEmpty());
    QVERIFY(!outcome.result.document->okToCopy());
    QVERIFY(outcome.password.isEmpty());
}

void TestPasswordDialog::brokenFileIsReportedNotAskedFor()
{
    ScriptedAnswers script;
    for (const char *name : {"ocrmypdf-invalid.pdf", "opf-page-tree-loop.pdf", "does-not-exist.pdf"}) {
        const PasswordDialog::Outcome outcome =
            PasswordDialog::openDocument(testing::corpusFile(QString::fromLatin1(name)), script.asker());
        QVERIFY(!outcome.result.ok());
        QVERIFY(!outcome.cancelled);
        QVERIFY(!outcome.result.message.isEmpty());
    }
    QVERIFY(script.askedAfterWrong.isEmpty());
}

void TestPasswordDialog::openDataFromStoreBytes()
{
    QFile file(testing::corpusFile(QString::fromLatin1(kWriter)));
    QVERIFY(file.open(QIODevice::ReadOnly));
    ScriptedAnswers script;
    script.answers = {QStringLiteral("openpassword")};
    const PasswordDialog::Outcome outcome =
        PasswordDialog::openData(file.readAll(), QStringLiteral("writer.pdf"), script.asker());
    QVERIFY(outcome.result.ok());
    QCOMPARE(outcome.result.document->displayName(), QStringLiteral("writer.pdf"));
}

// The real dialog: the first answer is wrong, the dialog then says so, the
// second is right.
void TestPasswordDialog::dialogSaysWrongPasswordAndReturnsTyped()
{
    QStringList wrongShown;
    int round = 0;
    QPointer<PasswordDialog> previous;
    std::function<void()> answer = [&] {
        auto *dialog = qobject_cast<PasswordDialog *>(QApplication::activeModalWidget());
        if (!dialog || previous) { // none yet, or the last one is still closing
            QTimer::singleShot(10, answer);
            return;
        }
        previous = dialog;
        auto *wrong = dialog->findChild<QLabel *>(QStringLiteral("wrongPassword"));
        wrongShown.append(wrong && wrong->isVisible() ? wrong->text() : QString());
        auto *field = dialog->findChild<QLineEdit *>(QStringLiteral("passwordField"));
        QTest::keyClicks(field, round++ == 0 ? QStringLiteral("wrong") : QStringLiteral("openpassword"));
        QTest::keyClick(field, Qt::Key_Return);
        if (round < 2)
            QTimer::singleShot(10, answer);
    };
    QTimer::singleShot(10, answer);
    const PasswordDialog::Outcome outcome =
        PasswordDialog::openDocument(testing::corpusFile(QString::fromLatin1(kWriter)), nullptr);
    QVERIFY2(outcome.result.ok(), qPrintable(outcome.result.message));
    QCOMPARE(wrongShown.size(), 2);
    QVERIFY(wrongShown[0].isEmpty());
    QCOMPARE(wrongShown[1], PasswordDialog::tr("Wrong password, try again."));
}

QTEST_MAIN(TestPasswordDialog)
#include "tst_passworddialog.moc"
