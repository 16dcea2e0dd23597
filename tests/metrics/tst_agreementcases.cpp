// Every agreement reference case of ../shared/testdata/agreement against the
// measures of metrics/: one row per case and expected key. The expected
// values were computed by others (scikit-learn, R irr, statsmodels, NLTK,
// fast-krippendorff, SciPy, NetworkX; README of the test data); `divergent`
// values in the cases are deliberately not used.

#include "common/shareddata.h"
#include "metrics/agreementcase.h"

#include <QDir>
#include <QHash>
#include <QJsonValue>
#include <QtTest>

#include <cmath>

using namespace touchstone;
using namespace Qt::StringLiterals;

namespace {

QString casesDir()
{
    return testing::sharedPath(u"testdata/agreement/cases"_s);
}

QStringList caseFiles()
{
    return QDir(casesDir()).entryList({u"*.json"_s}, QDir::Files, QDir::Name);
}

} // namespace

class TestAgreementCases : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void expectedValue_data();
    void expectedValue();
    void keysAreTheExpectedKeys_data();
    void keysAreTheExpectedKeys();

private:
    // Computed once per file; rows then look values up.
    QHash<QString, std::vector<AgreementCaseValue>> m_computed;
    QHash<QString, AgreementCase> m_cases;
};

void TestAgreementCases::initTestCase()
{
    QVERIFY2(caseFiles().size() >= 14, qPrintable(u"too few cases in "_s + casesDir()));
    for (const QString &name : caseFiles()) {
        const Result<AgreementCase> read = AgreementCase::read(QDir(casesDir()).filePath(name));
        QVERIFY2(read.ok(), qPrintable(read.error()));
        const Result<std::vector<AgreementCaseValue>> values = read->compute();
        QVERIFY2(values.ok(), qPrintable(values.error()));
        m_cases.insert(name, *read);
        m_computed.insert(name, *values);
    }
}

void TestAgreementCases::expectedValue_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("key");
    int rows = 0;
    for (const QString &name : caseFiles()) {
        const Result<AgreementCase> read = AgreementCase::read(QDir(casesDir()).filePath(name));
        QVERIFY2(read.ok(), qPrintable(read.error()));
        for (const QString &key : read->expected.keys()) {
            QTest::newRow(qPrintable(read->id + u'/' + key)) << name << key;
            ++rows;
        }
    }
    QVERIFY(rows >= 60);  // the README announces 60 expected values
}

void TestAgreementCases::expectedValue()
{
    QFETCH(QString, file);
    QFETCH(QString, key);
    const AgreementCase &agreementCase = m_cases.value(file);
    const QJsonValue expected = agreementCase.expected.value(key);
    const std::vector<AgreementCaseValue> &values = m_computed[file];
    const auto found = std::find_if(values.begin(), values.end(),
                                    [&](const AgreementCaseValue &v) { return v.key == key; });
    QVERIFY2(found != values.end(), qPrintable(u"not computed: "_s + key));
    if (expected.isNull()) {
        QVERIFY2(!found->value.has_value(),
                 qPrintable(u"expected undefined, got %1"_s.arg(found->value.value_or(0), 0, 'g', 17)));
        return;
    }
    QVERIFY(expected.isDouble());
    QVERIFY2(found->value.has_value(), "expected a value, got undefined");
    QVERIFY(std::isfinite(*found->value));
    const double difference = std::abs(*found->value - expected.toDouble());
    QVERIFY2(difference <= agreementCase.tolerance,
             qPrintable(u"got %1, expected %2"_s.arg(*found->value, 0, 'g', 17).arg(expected.toDouble(), 0, 'g', 17)));
    if (key.endsWith(u"_matches"_s))
        QCOMPARE(found->integer, true);
}

void TestAgreementCases::keysAreTheExpectedKeys_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &name : caseFiles())
        QTest::newRow(qPrintable(name)) << name;
}

void TestAgreementCases::keysAreTheExpectedKeys()
{
    QFETCH(QString, file);
    QStringList computed;
    for (const AgreementCaseValue &value : m_computed[file])
        computed.append(value.key);
    const Result<QStringList> keys = m_cases.value(file).keys();
    QVERIFY(keys.ok());
    QCOMPARE(*keys, computed);
    computed.sort();
    QCOMPARE(computed, m_cases.value(file).expected.keys());  // QJsonObject keys are sorted
}

QTEST_GUILESS_MAIN(TestAgreementCases)
#include "tst_agreementcases.moc"
