// Provenance a command line cannot forge: freeze --by must name a lead of
// the project (without it, the operating-system user is recorded), and an
// ingest --id another document already answers to is refused, so that no
// run's docnos are silently re-targeted. RELIABILITY.md "Provenance".

#include "common/cliprocess.h"
#include "common/goldfixture.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <pwd.h>
#include <unistd.h>

using namespace touchstone;
using namespace touchstone::testing;

class TestProvenance : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void freezeByMustNameALead_data();
    void freezeByMustNameALead();
    void freezeWithoutByRecordsTheUser();
    void ingestIdMayNotNameAnotherDocument_data();
    void ingestIdMayNotNameAnotherDocument();

private:
    QTemporaryDir m_dir;
    QString m_project;
    QString m_existingSha256;
};

void TestProvenance::initTestCase()
{
    m_project = m_dir.filePath(QStringLiteral("p"));
    auto fixture = GoldFixture::create(m_project);
    fixture->addStandardQuestions();
    m_existingSha256 = fixture->sha256.value(QStringLiteral("llncsdoc.pdf"));
}

void TestProvenance::freezeByMustNameALead_data()
{
    QTest::addColumn<QString>("by");
    QTest::addColumn<int>("exitCode");
    QTest::newRow("an annotator") << QStringLiteral("ann1") << 2;
    QTest::newRow("nobody") << QStringLiteral("nobody at all") << 2;
    QTest::newRow("the lead") << QStringLiteral("lead") << 0;
}

void TestProvenance::freezeByMustNameALead()
{
    QFETCH(QString, by);
    QFETCH(int, exitCode);
    const QString version = QStringLiteral("v-") + QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'));
    const CliRun run = runTouchstone({QStringLiteral("freeze"), m_project, version, QStringLiteral("--by"), by});
    QCOMPARE(run.exitCode, exitCode);
    if (exitCode == 0) {
        QCOMPARE(QJsonDocument::fromJson(run.out).object().value(QStringLiteral("built_by")).toString(), by);
        return;
    }
    QCOMPARE(run.errorLines().size(), 1);
    QVERIFY2(run.errorLines().constFirst().contains("is not a lead of the project"), run.err.constData());
    QVERIFY2(!run.err.contains("freezing"), run.err.constData());
    // Nothing was frozen under that name: a lead may take it now.
    QCOMPARE(runTouchstone({QStringLiteral("freeze"), m_project, version, QStringLiteral("--by"), QStringLiteral("lead")}).exitCode,
             0);
}

void TestProvenance::freezeWithoutByRecordsTheUser()
{
    const CliRun run = runTouchstone({QStringLiteral("freeze"), m_project, QStringLiteral("v-nobody-named")});
    QCOMPARE(run.exitCode, 0);
    const struct passwd *user = ::getpwuid(::geteuid());
    QVERIFY(user);
    QCOMPARE(QJsonDocument::fromJson(run.out).object().value(QStringLiteral("built_by")).toString(),
             QString::fromLocal8Bit(user->pw_name));
}

void TestProvenance::ingestIdMayNotNameAnotherDocument_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("pdf"); // a new document each time: the same bytes again are a no-op
    QTest::newRow("a file name") << QStringLiteral("llncsdoc.pdf") << QStringLiteral("opf-hello-world.pdf");
    QTest::newRow("a sha256") << QStringLiteral("%SHA") << QStringLiteral("pypdf-multicolumn.pdf");
}

void TestProvenance::ingestIdMayNotNameAnotherDocument()
{
    QFETCH(QString, id);
    QFETCH(QString, pdf);
    id.replace(QLatin1String("%SHA"), m_existingSha256);
    const CliRun run = runTouchstone({QStringLiteral("ingest"), m_project, corpusFile(pdf), QStringLiteral("--id"), id});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.errorLines().size(), 1);
    QVERIFY2(run.errorLines().constFirst().contains("already names the document llncsdoc.pdf"), run.err.constData());
    const CliRun accepted = runTouchstone({QStringLiteral("ingest"), m_project, corpusFile(pdf), QStringLiteral("--id"),
                                           QStringLiteral("new-id-for-") + pdf});
    QCOMPARE(accepted.exitCode, 0);
}

QTEST_GUILESS_MAIN(TestProvenance)
#include "tst_provenance.moc"
