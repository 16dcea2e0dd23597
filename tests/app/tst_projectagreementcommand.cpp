// `touchstone agreement PROJECT` as a user runs it, on a project whose
// passage grades come from two reference cases (cohen_graded_basic for X
// and Y; kripp_single_rating_units_excluded for X, Y, Z): the project's α and
// κ equal what `touchstone agreement FILE` computes from the project's own
// --ratings-out files, and the table, the stratum filter and "too few
// units" show up as documented.

#include "common/cliprocess.h"
#include "common/labelfixture.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cmath>

using namespace touchstone;
using namespace Qt::StringLiterals;

namespace {

std::vector<std::vector<std::optional<int>>> caseRows(const QString &name)
{
    QFile file(testing::sharedPath(u"testdata/agreement/cases/"_s + name));
    std::vector<std::vector<std::optional<int>>> rows;
    if (!file.open(QIODevice::ReadOnly))
        return rows;
    const QJsonObject inputs = QJsonDocument::fromJson(file.readAll()).object().value(u"inputs"_s).toObject();
    for (const QJsonValue &row : inputs.value(u"ratings"_s).toArray()) {
        rows.emplace_back();
        for (const QJsonValue &cell : row.toArray())
            rows.back().push_back(cell.isNull() ? std::nullopt : std::optional<int>(cell.toInt()));
    }
    return rows;
}

QJsonObject jsonOf(const QByteArray &out)
{
    return QJsonDocument::fromJson(out).object();
}

double valueOf(const QJsonObject &measures, const QString &key)
{
    return measures.value(key).toObject().value(u"computed"_s).toDouble(std::nan(""));
}

void near(double actual, double expected, const QString &what)
{
    QVERIFY2(std::abs(actual - expected) < 1e-12,
             qPrintable(what + u": "_s + QString::number(actual, 'g', 17) + u" vs "_s + QString::number(expected, 'g', 17)));
}

} // namespace

class TestProjectAgreementCommand : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void ratingsOutReproducesTheProject();
    void tableAndTooFewUnits();
    void stratumFilter();
    void badOptions();
    void gateAgainstTheProjectTargets();

private:
    testing::LabelFixture m_fixture;
    QString m_project;
};

void TestProjectAgreementCommand::initTestCase()
{
    QVERIFY2(m_fixture.create(), qPrintable(m_fixture.error));
    const qint64 x = m_fixture.annotator(u"X"_s);
    const qint64 y = m_fixture.annotator(u"Y"_s);
    const qint64 z = m_fixture.annotator(u"Z"_s);
    int range = 0;
    const auto add = [&](const QString &name, const QString &stratum, const std::vector<qint64> &coders) {
        const auto rows = caseRows(name);
        qint64 question = 0;
        for (size_t u = 0; u < rows.front().size(); ++u) {
            if (u % 4 == 0)
                question = m_fixture.question(u"%1-%2"_s.arg(stratum).arg(u / 4 + 1), stratum);
            const int start = 400 + 50 * range++;
            const qint64 passage = m_fixture.passage(question, m_fixture.range(m_fixture.llncs, start, start + 30));
            for (size_t c = 0; c < coders.size(); ++c)
                if (rows[c][u])
                    m_fixture.grade(coders[c], question, passage, *rows[c][u]);
        }
    };
    add(u"cohen_graded_basic.json"_s, u"lexical"_s, {x, y});
    add(u"kripp_single_rating_units_excluded.json"_s, u"tabular"_s, {x, y, z});
    QVERIFY2(m_fixture.ok(), qPrintable(m_fixture.error));
    m_project = m_fixture.folder();
}

void TestProjectAgreementCommand::ratingsOutReproducesTheProject()
{
    const QString ratings = m_fixture.dir.filePath(u"ratings.json"_s);
    const testing::CliRun run = testing::runTouchstone({u"agreement"_s, m_project, u"--json"_s, u"--by-pair"_s,
                                                        u"--min-n"_s, u"1"_s, u"--resamples"_s, u"50"_s,
                                                        u"--ratings-out"_s, ratings});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject project = jsonOf(run.out);
    const QJsonObject overall = project.value(u"overall"_s).toObject();
    QCOMPARE(project.value(u"passage_units"_s).toInt(), 20 + 6);

    const testing::CliRun kripp = testing::runTouchstone({u"agreement"_s, ratings});
    QVERIFY2(kripp.exitCode == 0, kripp.err.constData());
    const QJsonObject alpha = jsonOf(kripp.out);
    near(alpha.value(u"alpha_ordinal"_s).toDouble(), valueOf(overall, u"alpha_ordinal"_s), u"α ordinal"_s);
    near(alpha.value(u"alpha_interval"_s).toDouble(), valueOf(overall, u"alpha_interval"_s), u"α interval"_s);

    const QJsonArray pairs = project.value(u"pairs"_s).toArray();
    QCOMPARE(pairs.size(), 3);
    const QStringList names = {u"X"_s, u"Y"_s, u"Z"_s};
    double sums[3] = {0, 0, 0};
    const QStringList keys = {u"kappa_binary"_s, u"kappa_linear"_s, u"kappa_quadratic"_s};
    for (const QJsonValue &value : pairs) {
        const QJsonObject pair = value.toObject();
        const int a = int(names.indexOf(pair.value(u"a"_s).toString())) + 1;
        const int b = int(names.indexOf(pair.value(u"b"_s).toString())) + 1;
        const QString file = m_fixture.dir.filePath(u"ratings.pair-%1-%2.json"_s.arg(a).arg(b));
        QVERIFY2(QFile::exists(file), qPrintable(file));
        const testing::CliRun cohen = testing::runTouchstone({u"agreement"_s, file});
        QVERIFY2(cohen.exitCode == 0, cohen.err.constData());
        const QJsonObject kappa = jsonOf(cohen.out);
        const QJsonObject measures = pair.value(u"measures"_s).toObject();
        for (int k = 0; k < 3; ++k) {
            near(kappa.value(keys[k]).toDouble(), valueOf(measures, keys[k]), keys[k] + u" of "_s + file);
            sums[k] += kappa.value(keys[k]).toDouble();
        }
    }
    // The project's κ is Light's: the mean over the pairs.
    for (int k = 0; k < 3; ++k)
        near(valueOf(overall, keys[k]), sums[k] / 3.0, u"Light's "_s + keys[k]);
    const QJsonObject interval = overall.value(u"alpha_ordinal"_s).toObject().value(u"interval"_s).toObject();
    QVERIFY(interval.value(u"lower"_s).isDouble() && interval.value(u"upper"_s).isDouble());
}

void TestProjectAgreementCommand::tableAndTooFewUnits()
{
    const testing::CliRun table = testing::runTouchstone({u"agreement"_s, m_project, u"--resamples"_s, u"20"_s});
    QVERIFY2(table.exitCode == 0, table.err.constData());
    const QString text = QString::fromUtf8(table.out);
    QVERIFY2(text.contains(u"Cohen's κ, binary (grade ≥ 2)"_s), qPrintable(text));
    QVERIFY(text.contains(u"Stratum lexical"_s));
    QVERIFY(text.contains(u"Stratum tabular"_s));
    QVERIFY(text.contains(u"too few units (6 < 20)"_s));  // the tabular stratum's six units
    const testing::CliRun json = testing::runTouchstone({u"agreement"_s, m_project, u"--json"_s, u"--min-n"_s, u"1000"_s,
                                                         u"--resamples"_s, u"0"_s});
    const QJsonObject kappa = jsonOf(json.out).value(u"overall"_s).toObject().value(u"kappa_binary"_s).toObject();
    QCOMPARE(kappa.value(u"status"_s).toString(), u"too_few_units"_s);
    QVERIFY(kappa.value(u"value"_s).isNull());
    QVERIFY(kappa.value(u"interval"_s).isNull());
}

void TestProjectAgreementCommand::stratumFilter()
{
    const testing::CliRun run = testing::runTouchstone({u"agreement"_s, m_project, u"--json"_s, u"--stratum"_s,
                                                        u"lexical"_s, u"--resamples"_s, u"0"_s});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject object = jsonOf(run.out);
    QCOMPARE(object.value(u"stratum"_s).toString(), u"lexical"_s);
    QCOMPARE(object.value(u"passage_units"_s).toInt(), 20);
    QVERIFY(object.value(u"strata"_s).toObject().isEmpty());
    // cohen_graded_basic's expected binary κ (scikit-learn, R irr, …).
    QFile file(testing::sharedPath(u"testdata/agreement/cases/cohen_graded_basic.json"_s));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const double expected = QJsonDocument::fromJson(file.readAll()).object().value(u"expected"_s).toObject()
                                .value(u"kappa_binary"_s).toDouble();
    near(valueOf(object.value(u"overall"_s).toObject(), u"kappa_binary"_s), expected, u"lexical κ"_s);
}

void TestProjectAgreementCommand::badOptions()
{
    const testing::CliRun run = testing::runTouchstone({u"agreement"_s, m_project, u"--min-n"_s, u"lots"_s});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.errorLines().size(), 1);
    const testing::CliRun notProject = testing::runTouchstone({u"agreement"_s, m_fixture.dir.path()});
    QCOMPARE(notProject.exitCode, 2);
    QVERIFY(notProject.err.contains("not a Touchstone project"));
}

// The seed's "agreement before volume" as a CI gate: exit 0 when κ binary
// and κ graded reach the project's targets, 1 when one is under, 3 when too
// few items; targets are stored per project, a bad one changes nothing.
void TestProjectAgreementCommand::gateAgainstTheProjectTargets()
{
    m_fixture.store.reset();  // --set-targets takes the project's write lock
    const testing::CliRun json = testing::runTouchstone({u"agreement"_s, m_project, u"--json"_s, u"--resamples"_s, u"0"_s});
    const QJsonObject object = jsonOf(json.out);
    QCOMPARE(object.value(u"targets"_s).toObject().value(u"kappa_binary"_s).toDouble(), 0.7);
    QCOMPARE(object.value(u"targets"_s).toObject().value(u"kappa_graded"_s).toDouble(), 0.6);
    const double binary = valueOf(object.value(u"overall"_s).toObject(), u"kappa_binary"_s);
    const double graded = valueOf(object.value(u"overall"_s).toObject(), u"kappa_quadratic"_s);
    const auto gate = [&](const QStringList &extra) {
        return testing::runTouchstone(QStringList{u"agreement"_s, m_project, u"--gate"_s, u"--resamples"_s, u"0"_s} + extra);
    };
    QCOMPARE(gate({u"--min-n"_s, u"1000"_s}).exitCode, 3);
    const testing::CliRun below = gate({u"--set-targets"_s, u"%1,%2"_s.arg(binary - 0.05).arg(graded - 0.05)});
    QVERIFY2(below.exitCode == 0, below.err.constData());
    QVERIFY(below.err.contains("gate: PASS"));
    QCOMPARE(gate({}).exitCode, 0);  // the stored targets
    const testing::CliRun above = gate({u"--set-targets"_s, u"%1,%2"_s.arg(binary - 0.05).arg(graded + 0.05)});
    QCOMPARE(above.exitCode, 1);
    QVERIFY(above.err.contains("gate: FAIL"));
    const testing::CliRun bad = gate({u"--set-targets"_s, u"0.7"_s});
    QCOMPARE(bad.exitCode, 2);
    QCOMPARE(bad.errorLines().size(), 1);
    QCOMPARE(testing::runTouchstone({u"agreement"_s, m_project, u"--set-targets"_s, u"1.5,0.6"_s}).exitCode, 2);
    QCOMPARE(gate({}).exitCode, 1);  // still the last good targets
    QVERIFY(gate({u"--set-targets"_s, u"0.7,0.6"_s}).exitCode != 2);
}

QTEST_GUILESS_MAIN(TestProjectAgreementCommand)
#include "tst_projectagreementcommand.moc"
