// A golden set built with no GUI at all, as a new team would on a CI
// machine: init → ingest (three real corpus PDFs) → queries import →
// judgments import (two annotators, spans given as quotes, several spans
// only one of them marked) → annotators add (a lead) → adjudications import
// (reason codes in human spelling) → freeze → export.
//
// On the way, the agreement: the (question, passage) items the quotes make
// are written out below BY HAND (which spans overlap is a property of the
// quotes, not of Touchstone), and `agreement --json`, the case file of
// --ratings-out, the frozen manifest, the dashboard's computation and the
// Versions view's summary must give the κ and α that
// scikit-learn's cohen_kappa_score and NLTK's Krippendorff α compute from
// that hand matrix in this test, to 1e-9. (Debian python3-sklearn and
// python3-nltk; .ci/setup.sh installs them.)

#include "common/cliprocess.h"
#include "common/shareddata.h"

#include "annotation/goldversionstore.h"
#include "annotation/projectagreement.h"
#include "annotation/projectlabels.h"
#include "annotation/projectstore.h"
#include "models/versionsummary.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <map>

using namespace touchstone::testing;
using namespace Qt::StringLiterals;

namespace {

const QString kAcm = u"a4b9040fb79f559ac91656a75645e724fd601899b4a10fbef5fd06aa4c68867f"_s;
const QString kLlncs = u"ae2f8d45f42a39bc8674ead7cc3d6e7da3f241cf67dfbb78f0217520e4ffa0ac"_s;
const QString kGov = u"e86d1d7f2b0dff805b6a7c7cd38e06ede2180e4b86fe682f2b6c6dfbd8209982"_s;

struct Mark
{
    QString question;
    QString document;
    QString annotator;  // "Ana" or "Ben"
    QString quote;      // empty: "unanswerable"
    int grade;
    int page;           // 0: not given
};

// The labels. Comments give the items they make, (Ana, Ben), 0 = not marked.
const std::vector<Mark> &marks()
{
    static const std::vector<Mark> list = {
        // q01: one overlapping pair (3, 2); the same sentence graded 1 and 0 (1, 0).
        {u"q01"_s, kAcm, u"Ana"_s, u"presented as an article formatted for publication by ACM in a conference proceedings or journal publication."_s, 3, 1},
        {u"q01"_s, kAcm, u"Ben"_s, u"formatted for publication by ACM in a conference proceedings"_s, 2, 1},
        {u"q01"_s, kAcm, u"Ana"_s, u"Both authors contributed equally to this research."_s, 1, 1},
        {u"q01"_s, kAcm, u"Ben"_s, u"Both authors contributed equally to this research."_s, 0, 1},
        // q02: (3, 3); Ben alone (0, 2).
        {u"q02"_s, kAcm, u"Ana"_s, u"The “acmart” document class requires the use of the “Libertine” typeface family."_s, 3, 2},
        {u"q02"_s, kAcm, u"Ben"_s, u"requires the use of the “Libertine” typeface family"_s, 3, 2},
        {u"q02"_s, kAcm, u"Ben"_s, u"Your document will be returned to you for revision if modifications are discovered."_s, 2, 2},
        // q03: different passages: (3, 0), (0, 3).
        {u"q03"_s, kAcm, u"Ana"_s, u"Modifying the template — including but not limited to: adjusting margins, typeface sizes, line spacing, paragraph and list definitions,"_s, 3, 1},
        {u"q03"_s, kAcm, u"Ben"_s, u"Your document will be returned to you for revision if modifications are discovered."_s, 3, 2},
        // q04: (3, 1) overlapping; (2, 2) identical.
        {u"q04"_s, kAcm, u"Ana"_s, u"ACM’s consolidated article template, introduced in 2017, provides a consistent LATEX style for use across ACM publications"_s, 3, 1},
        {u"q04"_s, kAcm, u"Ben"_s, u"introduced in 2017"_s, 1, 1},
        {u"q04"_s, kAcm, u"Ana"_s, u"All but three ACM journals use the acmsmall template style"_s, 2, 1},
        {u"q04"_s, kAcm, u"Ben"_s, u"All but three ACM journals use the acmsmall template style"_s, 2, 1},
        // q05: caption against a table row: (2, 0), (0, 3).
        {u"q05"_s, kAcm, u"Ana"_s, u"Table 1: Frequency of Special Characters"_s, 2, 3},
        {u"q05"_s, kAcm, u"Ben"_s, u"π 1 in 5 Common in math"_s, 3, 3},
        // q06: adjacent, not overlapping: (3, 0), (0, 2); identical (1, 1).
        {u"q06"_s, kLlncs, u"Ana"_s, u"It basically adjusts the layout to the required standard, defining styles and spacing of headings and captions"_s, 3, 1},
        {u"q06"_s, kLlncs, u"Ben"_s, u"setting the printing area to 122 mm horizontally by 193 mm vertically"_s, 2, 1},
        {u"q06"_s, kLlncs, u"Ana"_s, u"Copy llncs.cls to a directory that is searched by LATEX, e.g. either your texmf tree or the local work directory with your main LATEX file."_s, 1, 1},
        {u"q06"_s, kLlncs, u"Ben"_s, u"Copy llncs.cls to a directory that is searched by LATEX, e.g. either your texmf tree or the local work directory with your main LATEX file."_s, 1, 1},
        // q07: (3, 2); (2, 0), (0, 3).
        {u"q07"_s, kLlncs, u"Ana"_s, u"If there is more than one author, please separate them by \\and."_s, 3, 2},
        {u"q07"_s, kLlncs, u"Ben"_s, u"If there is more than one author, please separate them by \\and."_s, 2, 2},
        {u"q07"_s, kLlncs, u"Ana"_s, u"You can specify an abbreviated title for the running head with the command"_s, 2, 2},
        {u"q07"_s, kLlncs, u"Ben"_s, u"\\titlerunning{<Your abbreviated contribution title>}"_s, 3, 2},
        // q08: (3, 3) overlapping; (2, 0), (0, 2).
        {u"q08"_s, kLlncs, u"Ana"_s, u"Please do not use \\thanks inside \\author or \\institute as footnotes for these elements are not supported in the online version and will therefore be dropped."_s, 3, 2},
        {u"q08"_s, kLlncs, u"Ben"_s, u"Please do not use \\thanks inside \\author or \\institute"_s, 3, 2},
        {u"q08"_s, kLlncs, u"Ana"_s, u"the llncs document class provides some special commands for typesetting the contribution header"_s, 2, 1},
        {u"q08"_s, kLlncs, u"Ben"_s, u"authors, affiliations, abstract, and additional metadata."_s, 2, 1},
        // q09: (2, 3); (1, 0); (0, 0): Ben's span graded 0, which Ana did not mark.
        {u"q09"_s, kGov, u"Ana"_s, u"Merchant wholesalers are those wholesalers who take title to the goods they sell"_s, 2, 2},
        {u"q09"_s, kGov, u"Ben"_s, u"Merchant wholesalers are those wholesalers who take title to the goods they sell"_s, 3, 2},
        {u"q09"_s, kGov, u"Ana"_s, u"Furniture, home furnishings, electronics, and appliance stores"_s, 1, 6},
        {u"q09"_s, kGov, u"Ben"_s, u"No. 1020. Retail Trade and Food Services—Sales by Kind of Business: 1992 to 2000"_s, 0, 6},
        // q10: Ana says unanswerable, Ben marks a span: (0, 1).
        {u"q10"_s, QString(), u"Ana"_s, QString(), -1, 0},
        {u"q10"_s, kLlncs, u"Ben"_s, u"Copy llncs.cls to a directory that is searched by LATEX"_s, 1, 1},
        // q11: both say unanswerable: no item.
        {u"q11"_s, QString(), u"Ana"_s, QString(), -1, 0},
        {u"q11"_s, QString(), u"Ben"_s, QString(), -1, 0},
    };
    return list;
}

// The hand matrix, items in the order of the comments above.
const std::vector<int> kAna = {3, 1, 3, 0, 3, 0, 3, 2, 2, 0, 3, 0, 1, 3, 2, 0, 3, 2, 0, 2, 1, 0, 0};
const std::vector<int> kBen = {2, 0, 3, 2, 0, 3, 1, 2, 0, 3, 0, 2, 1, 2, 0, 3, 3, 0, 2, 3, 0, 0, 1};
// Whether both marked the item (q01's second: Ben's span graded 0 is a mark).
const std::vector<bool> kBoth = {true, true, true, false, false, false, true, true, false, false, false, false,
                                 true, true, false, false, true, false, false, true, false, false, false};
// Items only one of them marked: q02 1, q03 2, q05 2, q06 2, q07 2, q08 2, q09 2, q10 1.
constexpr int kMarkedByOne = 14;

QByteArray jsonLine(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

QJsonArray array(const std::vector<int> &values)
{
    QJsonArray result;
    for (const int value : values)
        result.append(value);
    return result;
}

// scikit-learn's and NLTK's values on the hand matrix. NLTK's α takes a
// distance: binary_distance is nominal α, interval_distance interval α;
// ordinal α is NLTK's α with Krippendorff's ordinal metric (2011, eq. for
// δ²_ordinal: the squared sum of the pairable values' frequencies from c to
// k, minus half of the ends), built here from the matrix's own counts.
const char *kReferenceScript = R"PY(
import json, sys
from collections import Counter
from sklearn.metrics import cohen_kappa_score
from nltk.metrics.agreement import AnnotationTask
from nltk.metrics.distance import binary_distance, interval_distance
m = json.load(sys.stdin)
a, b = m["a"], m["b"]
out = {
    "kappa_binary": cohen_kappa_score([int(x >= 2) for x in a], [int(x >= 2) for x in b]),
    "kappa_unweighted": cohen_kappa_score(a, b),
    "kappa_linear": cohen_kappa_score(a, b, weights="linear", labels=[0, 1, 2, 3]),
    "kappa_quadratic": cohen_kappa_score(a, b, weights="quadratic", labels=[0, 1, 2, 3]),
}
data = [("a", str(i), v) for i, v in enumerate(a)] + [("b", str(i), v) for i, v in enumerate(b)]
out["alpha_nominal"] = AnnotationTask(data=data, distance=binary_distance).alpha()
out["alpha_interval"] = AnnotationTask(data=data, distance=interval_distance).alpha()
n = Counter(a + b)
def ordinal(c, k):
    lo, hi = min(c, k), max(c, k)
    return (sum(n[g] for g in range(lo, hi + 1)) - (n[lo] + n[hi]) / 2.0) ** 2
out["alpha_ordinal"] = AnnotationTask(data=data, distance=ordinal).alpha()
print(json.dumps(out))
)PY";

QJsonObject reference(const std::vector<int> &a, const std::vector<int> &b, QString *error)
{
    // Debian's python3-sklearn and python3-nltk belong to the system
    // interpreter, which a PATH (pyenv, a venv) may hide.
    const QString interpreter = QFile::exists(u"/usr/bin/python3"_s) ? u"/usr/bin/python3"_s : u"python3"_s;
    QProcess python;
    python.start(interpreter, {u"-c"_s, QString::fromUtf8(kReferenceScript)});
    python.write(QJsonDocument(QJsonObject{{u"a"_s, array(a)}, {u"b"_s, array(b)}}).toJson());
    python.closeWriteChannel();
    if (!python.waitForFinished(120000) || python.exitCode() != 0) {
        *error = u"python3 with scikit-learn and NLTK (Debian python3-sklearn, python3-nltk) failed: "_s
            + QString::fromUtf8(python.readAllStandardError());
        return {};
    }
    return QJsonDocument::fromJson(python.readAllStandardOutput()).object();
}

double valueOf(const QJsonObject &measures, const QString &key)
{
    return measures.value(key).toObject().value(u"value"_s).toDouble(std::nan(""));
}

} // namespace

class TestHeadlessGoldSet : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void itemsAreTheHandMatrix();
    void agreementEqualsScikitLearnAndNltk();
    void ratingsOutReproducesTheKappas();
    void gate();
    void peopleAndReasons();
    void adjudicateFreezeExport();

private:
    QString write(const QString &name, const QByteArray &bytes);
    void near(double actual, double expected, const QString &what);

    QTemporaryDir m_dir;
    QString m_project;
    QJsonObject m_agreement;
    QJsonObject m_reference;
};

QString TestHeadlessGoldSet::write(const QString &name, const QByteArray &bytes)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

void TestHeadlessGoldSet::near(double actual, double expected, const QString &what)
{
    QVERIFY2(std::isfinite(actual) && std::abs(actual - expected) < 1e-9,
             qPrintable(u"%1: %2, reference %3"_s.arg(what).arg(actual, 0, 'g', 17).arg(expected, 0, 'g', 17)));
}

void TestHeadlessGoldSet::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCOMPARE(int(kAna.size()), int(kBen.size()));
    QCOMPARE(int(std::count(kBoth.begin(), kBoth.end(), false)), kMarkedByOne);
    m_project = m_dir.filePath(u"project"_s);
    QCOMPARE(runTouchstone({u"init"_s, m_project}).exitCode, 0);
    const CliRun ingest = runTouchstone({u"ingest"_s, m_project, corpusFile(u"acmart-sample-sigconf.pdf"_s),
                                         corpusFile(u"llncsdoc.pdf"_s),
                                         corpusFile(u"govdocs-268346-crlf-damaged-tables.pdf"_s)});
    QVERIFY2(ingest.exitCode == 0, ingest.err.constData());

    QByteArray questions;
    const QStringList strata = {u"lexical"_s, u"lexical"_s, u"paraphrase"_s, u"paraphrase"_s, u"tabular"_s, u"lexical"_s,
                                u"multi_hop"_s, u"multi_hop"_s, u"tabular"_s, u"negative"_s, u"negative"_s};
    for (int q = 1; q <= 11; ++q)
        questions += jsonLine({{u"id"_s, u"q%1"_s.arg(q, 2, 10, QLatin1Char('0'))},
                               {u"question"_s, u"What does question %1 ask?"_s.arg(q)},
                               {u"stratum"_s, strata[q - 1]},
                               {u"split"_s, q % 2 ? u"test"_s : u"dev"_s}});
    const CliRun queries = runTouchstone({u"queries"_s, u"import"_s, m_project, write(u"questions.jsonl"_s, questions)});
    QVERIFY2(queries.exitCode == 0, queries.err.constData());

    QByteArray judgments;
    int minute = 0;
    for (const Mark &mark : marks()) {
        // Ana labels on the first day, Ben on the second: the trajectory has two points.
        const QString time = u"2026-03-0%1T09:%2:00Z"_s.arg(mark.annotator == u"Ana"_s ? 2 : 3).arg(minute++ % 60, 2, 10, QLatin1Char('0'));
        QJsonObject line{{u"annotator"_s, mark.annotator}, {u"question_id"_s, mark.question}, {u"time"_s, time}};
        if (mark.quote.isEmpty()) {
            line.insert(u"unanswerable"_s, true);
        } else {
            line.insert(u"document_sha256"_s, mark.document);
            line.insert(u"quote"_s, mark.quote);
            line.insert(u"grade"_s, mark.grade);
            if (mark.page > 0)
                line.insert(u"page"_s, mark.page);
        }
        judgments += jsonLine(line);
    }
    const CliRun imported = runTouchstone({u"judgments"_s, u"import"_s, m_project, write(u"judgments.jsonl"_s, judgments)});
    QVERIFY2(imported.exitCode == 0, imported.err.constData());

    const CliRun agreement = runTouchstone({u"agreement"_s, m_project, u"--json"_s, u"--by-pair"_s, u"--seed"_s, u"7"_s,
                                            u"--ratings-out"_s, m_dir.filePath(u"ratings.json"_s)});
    QVERIFY2(agreement.exitCode == 0, agreement.err.constData());
    m_agreement = QJsonDocument::fromJson(agreement.out).object();
    QVERIFY(!m_agreement.isEmpty());
    QString error;
    m_reference = reference(kAna, kBen, &error);
    QVERIFY2(!m_reference.isEmpty(), qPrintable(error));
}

void TestHeadlessGoldSet::itemsAreTheHandMatrix()
{
    QCOMPARE(m_agreement.value(u"items"_s).toInt(), int(kAna.size()));
    QCOMPARE(m_agreement.value(u"passage_units"_s).toInt(), 0);
    QCOMPARE(m_agreement.value(u"highlight_items"_s).toInt(), int(kAna.size()));
    QCOMPARE(m_agreement.value(u"items_marked_by_one_rater"_s).toInt(), kMarkedByOne);
    QCOMPARE(m_agreement.value(u"questions"_s).toInt(), 11);
    // The case file holds the same ratings, item by item (its order is the
    // project's; compare the (Ana, Ben) pairs as a multiset).
    QFile file(m_dir.filePath(u"ratings.json"_s));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject ratings = QJsonDocument::fromJson(file.readAll()).object();
    QCOMPARE(ratings.value(u"family"_s).toString(), u"cohen_kappa"_s);  // two raters
    const QJsonArray rows = ratings.value(u"inputs"_s).toObject().value(u"ratings"_s).toArray();
    QCOMPARE(rows.size(), 2);
    std::vector<std::pair<int, int>> written;
    for (qsizetype i = 0; i < rows[0].toArray().size(); ++i)
        written.emplace_back(rows[0].toArray()[i].toInt(), rows[1].toArray()[i].toInt());
    std::vector<std::pair<int, int>> expected;
    for (size_t i = 0; i < kAna.size(); ++i)
        expected.emplace_back(kAna[i], kBen[i]);
    std::sort(written.begin(), written.end());
    std::sort(expected.begin(), expected.end());
    QVERIFY(written == expected);
}

void TestHeadlessGoldSet::agreementEqualsScikitLearnAndNltk()
{
    const QJsonObject overall = m_agreement.value(u"overall"_s).toObject();
    for (const QString &key : {u"kappa_binary"_s, u"kappa_linear"_s, u"kappa_quadratic"_s, u"alpha_nominal"_s,
                               u"alpha_ordinal"_s, u"alpha_interval"_s}) {
        near(valueOf(overall, key), m_reference.value(key).toDouble(), key);
        QCOMPARE(overall.value(key).toObject().value(u"n"_s).toInt(), int(kAna.size()));
    }
    const QJsonObject pair = m_agreement.value(u"pairs"_s).toArray().at(0).toObject().value(u"measures"_s).toObject();
    near(valueOf(pair, u"kappa_binary"_s), m_reference.value(u"kappa_binary"_s).toDouble(), u"pair κ binary"_s);
    // The strict variant: without the items one of them marked.
    std::vector<int> a;
    std::vector<int> b;
    for (size_t i = 0; i < kAna.size(); ++i) {
        if (kBoth[i]) {
            a.push_back(kAna[i]);
            b.push_back(kBen[i]);
        }
    }
    QString error;
    const QJsonObject strict = reference(a, b, &error);
    QVERIFY2(!strict.isEmpty(), qPrintable(error));
    QCOMPARE(overall.value(u"kappa_quadratic_strict"_s).toObject().value(u"n"_s).toInt(), int(kAna.size()) - kMarkedByOne);
    QCOMPARE(int(a.size()), int(kAna.size()) - kMarkedByOne);
    near(overall.value(u"kappa_quadratic_strict"_s).toObject().value(u"computed"_s).toDouble(),
         strict.value(u"kappa_quadratic"_s).toDouble(), u"strict κ quadratic"_s);
    near(overall.value(u"kappa_binary_strict"_s).toObject().value(u"computed"_s).toDouble(),
         strict.value(u"kappa_binary"_s).toDouble(), u"strict κ binary"_s);
}

void TestHeadlessGoldSet::ratingsOutReproducesTheKappas()
{
    const CliRun run = runTouchstone({u"agreement"_s, m_dir.filePath(u"ratings.json"_s)});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject values = QJsonDocument::fromJson(run.out).object();
    const QJsonObject overall = m_agreement.value(u"overall"_s).toObject();
    for (const QString &key : {u"kappa_binary"_s, u"kappa_linear"_s, u"kappa_quadratic"_s})
        near(values.value(key).toDouble(), valueOf(overall, key), u"case file "_s + key);
    near(values.value(u"kappa_unweighted"_s).toDouble(), m_reference.value(u"kappa_unweighted"_s).toDouble(),
         u"case file κ unweighted"_s);
}

void TestHeadlessGoldSet::gate()
{
    const double binary = valueOf(m_agreement.value(u"overall"_s).toObject(), u"kappa_binary"_s);
    const double graded = valueOf(m_agreement.value(u"overall"_s).toObject(), u"kappa_quadratic"_s);
    // This set is under the seed's targets (κ ≥ 0.7, ≥ 0.6): exit 1.
    QVERIFY(binary < 0.7 || graded < 0.6);
    const CliRun under = runTouchstone({u"agreement"_s, m_project, u"--gate"_s, u"--resamples"_s, u"0"_s});
    QCOMPARE(under.exitCode, 1);
    QVERIFY(under.err.contains("gate: FAIL"));
    // Too few items for the minimum: exit 3.
    const CliRun few = runTouchstone({u"agreement"_s, m_project, u"--gate"_s, u"--resamples"_s, u"0"_s, u"--min-n"_s, u"100"_s});
    QCOMPARE(few.exitCode, 3);
    // Targets are the project's: below both values, the gate passes.
    const QString targets = u"%1,%2"_s.arg(binary - 0.01, 0, 'f', 6).arg(graded - 0.01, 0, 'f', 6);
    const CliRun passed = runTouchstone({u"agreement"_s, m_project, u"--gate"_s, u"--resamples"_s, u"0"_s,
                                         u"--set-targets"_s, targets});
    QVERIFY2(passed.exitCode == 0, passed.err.constData());
    const CliRun stored = runTouchstone({u"agreement"_s, m_project, u"--json"_s, u"--resamples"_s, u"0"_s, u"--gate"_s});
    QCOMPARE(stored.exitCode, 0);
    near(QJsonDocument::fromJson(stored.out).object().value(u"targets"_s).toObject().value(u"kappa_binary"_s).toDouble(),
         targets.section(u',', 0, 0).toDouble(), u"stored target"_s);
    // A bad target changes nothing.
    const CliRun bad = runTouchstone({u"agreement"_s, m_project, u"--set-targets"_s, u"2,0.5"_s});
    QCOMPARE(bad.exitCode, 2);
    QCOMPARE(bad.errorLines().size(), 1);
    QCOMPARE(runTouchstone({u"agreement"_s, m_project, u"--gate"_s, u"--resamples"_s, u"0"_s}).exitCode, 0);
    QCOMPARE(runTouchstone({u"agreement"_s, m_project, u"--set-targets"_s, u"0.7,0.6"_s, u"--resamples"_s, u"0"_s}).exitCode, 0);
}

void TestHeadlessGoldSet::peopleAndReasons()
{
    const CliRun added = runTouchstone({u"annotators"_s, u"add"_s, m_project, u"Lea"_s, u"--role"_s, u"lead"_s});
    QVERIFY2(added.exitCode == 0, added.err.constData());
    QCOMPARE(QJsonDocument::fromJson(added.out).object().value(u"role"_s).toString(), u"lead"_s);
    const CliRun twice = runTouchstone({u"annotators"_s, u"add"_s, m_project, u"Lea"_s, u"--role"_s, u"lead"_s});
    QCOMPARE(twice.exitCode, 2);
    QCOMPARE(twice.errorLines().size(), 1);
    QCOMPARE(runTouchstone({u"annotators"_s, u"add"_s, m_project, u"Max"_s, u"--role"_s, u"boss"_s}).exitCode, 2);
    QCOMPARE(runTouchstone({u"annotators"_s, u"add"_s, m_project, u"Eng"_s, u"--role"_s, u"engineer"_s}).exitCode, 0);
    QCOMPARE(runTouchstone({u"annotators"_s, u"role"_s, m_project, u"Eng"_s, u"lead"_s}).exitCode, 0);
    QCOMPARE(runTouchstone({u"annotators"_s, u"role"_s, m_project, u"Nobody"_s, u"lead"_s}).exitCode, 2);
    const CliRun list = runTouchstone({u"annotators"_s, u"list"_s, m_project});
    QCOMPARE(list.exitCode, 0);
    QStringList people;
    for (const QJsonValue &person : QJsonDocument::fromJson(list.out).object().value(u"annotators"_s).toArray())
        people << person.toObject().value(u"name"_s).toString() + u':' + person.toObject().value(u"role"_s).toString();
    people.sort();
    QCOMPARE(people, (QStringList{u"Ana:annotator"_s, u"Ben:annotator"_s, u"Eng:lead"_s, u"Lea:lead"_s}));

    QCOMPARE(runTouchstone({u"reasons"_s, u"add"_s, m_project, u"quote_outdated"_s, u"Quote outdated"_s}).exitCode, 0);
    QCOMPARE(runTouchstone({u"reasons"_s, u"add"_s, m_project, u"Bad Code"_s, u"x"_s}).exitCode, 2);
    const CliRun reasons = runTouchstone({u"reasons"_s, u"list"_s, m_project});
    QCOMPARE(reasons.exitCode, 0);
    QVERIFY(reasons.out.contains("\"rubric_unclear\"") && reasons.out.contains("\"quote_outdated\""));

    // The lead's people changes left the agreement as it was.
    const CliRun again = runTouchstone({u"agreement"_s, m_project, u"--json"_s, u"--by-pair"_s, u"--seed"_s, u"7"_s});
    QCOMPARE(QJsonDocument::fromJson(again.out).object().value(u"overall"_s), m_agreement.value(u"overall"_s));
}

void TestHeadlessGoldSet::adjudicateFreezeExport()
{
    // Full agreements first, then the lead decides every other group: Ana's
    // span where she marked one, else rejects Ben's lone span.
    const CliRun sync = runTouchstone({u"adjudications"_s, u"sync"_s, m_project});
    QVERIFY2(sync.exitCode == 0, sync.err.constData());
    QByteArray decisions;
    QByteArray unknown;
    const QStringList spellings = {u"rubric unclear"_s, u"Rubric-Unclear"_s, u"annotator error"_s, u"Span boundary"_s};
    int n = 0;
    for (const Mark &mark : marks()) {
        if (mark.annotator != u"Ana"_s || mark.quote.isEmpty())
            continue;
        const bool identical = std::any_of(marks().begin(), marks().end(), [&](const Mark &other) {
            return other.annotator == u"Ben"_s && other.question == mark.question && other.quote == mark.quote
                && other.grade == mark.grade;
        });
        if (identical)
            continue;  // accepted by sync
        decisions += jsonLine({{u"lead"_s, u"Lea"_s}, {u"question_id"_s, mark.question},
                               {u"document_sha256"_s, mark.document}, {u"quote"_s, mark.quote},
                               {u"page"_s, mark.page}, {u"grade"_s, mark.grade},
                               {u"reason"_s, spellings[n++ % spellings.size()]}});
    }
    // Ben's spans that overlap none of Ana's (by the hand comments above).
    const QStringList lone = {u"q02|Your document will be returned to you for revision if modifications are discovered."_s,
                              u"q03|Your document will be returned to you for revision if modifications are discovered."_s,
                              u"q05|π 1 in 5 Common in math"_s,
                              u"q06|setting the printing area to 122 mm horizontally by 193 mm vertically"_s,
                              u"q07|\\titlerunning{<Your abbreviated contribution title>}"_s,
                              u"q08|authors, affiliations, abstract, and additional metadata."_s,
                              u"q09|No. 1020. Retail Trade and Food Services—Sales by Kind of Business: 1992 to 2000"_s,
                              u"q10|Copy llncs.cls to a directory that is searched by LATEX"_s};
    for (const QString &entry : lone) {
        const QString question = entry.section(u'|', 0, 0);
        const QString quote = entry.section(u'|', 1);
        for (const Mark &mark : marks()) {
            if (mark.annotator == u"Ben"_s && mark.question == question && mark.quote == quote) {
                decisions += jsonLine({{u"lead"_s, u"Lea"_s}, {u"question_id"_s, question},
                                       {u"document_sha256"_s, mark.document}, {u"quote"_s, quote},
                                       {u"page"_s, mark.page}, {u"no_span"_s, true}, {u"reason"_s, u"Annotator-Error"_s}});
            }
        }
    }
    decisions += jsonLine({{u"lead"_s, u"Lea"_s}, {u"question_id"_s, u"q10"_s}, {u"unanswerable"_s, true},
                           {u"reason"_s, u"ambiguous question"_s}});
    unknown += jsonLine({{u"lead"_s, u"Lea"_s}, {u"question_id"_s, u"q10"_s}, {u"unanswerable"_s, true},
                         {u"reason"_s, u"because I say so"_s}});
    const CliRun refused = runTouchstone({u"adjudications"_s, u"import"_s, m_project, write(u"unknown.jsonl"_s, unknown)});
    QCOMPARE(refused.exitCode, 2);
    QCOMPARE(refused.errorLines().size(), 1);
    QVERIFY2(refused.err.contains("rubric_unclear") && refused.err.contains("annotator_error"), refused.err.constData());
    const CliRun imported = runTouchstone({u"adjudications"_s, u"import"_s, m_project, write(u"decisions.jsonl"_s, decisions)});
    QVERIFY2(imported.exitCode == 0, imported.err.constData());
    const CliRun exported = runTouchstone({u"adjudications"_s, u"export"_s, m_project});
    QVERIFY(exported.out.contains("\"reason\":\"rubric_unclear\""));

    const CliRun freeze = runTouchstone({u"freeze"_s, m_project, u"v1"_s, u"--seed"_s, u"7"_s});
    QVERIFY2(freeze.exitCode == 0, freeze.err.constData() + freeze.out);
    const QString out = m_dir.filePath(u"export"_s);
    const CliRun exportRun = runTouchstone({u"export"_s, m_project, u"v1"_s, out});
    QVERIFY2(exportRun.exitCode == 0, exportRun.err.constData());
    QFile file(QDir(out).filePath(u"manifest.json"_s));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject manifest = QJsonDocument::fromJson(file.readAll()).object();
    QCOMPARE(manifest.value(u"format_version"_s).toInt(), 3);
    QCOMPARE(manifest.value(u"kappa_graded_weights"_s).toString(), u"quadratic"_s);
    QCOMPARE(manifest.value(u"agreement_units"_s).toObject().value(u"items"_s).toInt(), int(kAna.size()));
    QCOMPARE(manifest.value(u"agreement_units"_s).toObject().value(u"marked_by_one_rater"_s).toInt(), kMarkedByOne);
    QCOMPARE(manifest.value(u"annotators"_s).toArray(), (QJsonArray{u"Ana"_s, u"Ben"_s}));
    // The adjudication did not move the agreement: the manifest's figures
    // are the labels', equal to scikit-learn's and NLTK's.
    near(manifest.value(u"kappa_binary"_s).toObject().value(u"estimate"_s).toDouble(),
         m_reference.value(u"kappa_binary"_s).toDouble(), u"manifest κ binary"_s);
    near(manifest.value(u"kappa_graded"_s).toObject().value(u"estimate"_s).toDouble(),
         m_reference.value(u"kappa_quadratic"_s).toDouble(), u"manifest κ graded"_s);
    near(manifest.value(u"alpha_ordinal"_s).toObject().value(u"estimate"_s).toDouble(),
         m_reference.value(u"alpha_ordinal"_s).toDouble(), u"manifest α ordinal"_s);
    QCOMPARE(manifest.value(u"kappa_binary"_s).toObject().value(u"units"_s).toInt(), int(kAna.size()));

    // The dashboard computes what ProjectAgreement computes on the loaded
    // labels; the Versions view shows VersionSummary of the stored version.
    const auto store = touchstone::ProjectStore::open(m_project, touchstone::ProjectStore::Access::ReadOnly);
    QVERIFY(store);
    touchstone::ProjectLabels labels;
    QVERIFY(labels.load(**store).ok());
    touchstone::ProjectAgreement agreement(labels);
    agreement.rebuild();
    const touchstone::AgreementDashboard dashboard = agreement.compute();
    near(*dashboard.find(u"kappa_binary"_s)->value, m_reference.value(u"kappa_binary"_s).toDouble(), u"dashboard κ binary"_s);
    near(*dashboard.find(u"kappa_quadratic"_s)->value, m_reference.value(u"kappa_quadratic"_s).toDouble(),
         u"dashboard κ graded"_s);
    near(*dashboard.find(u"alpha_ordinal"_s)->value, m_reference.value(u"alpha_ordinal"_s).toDouble(), u"dashboard α"_s);
    const auto version = touchstone::GoldVersionStore(**store).byName(u"v1"_s);
    QVERIFY(version);
    const touchstone::VersionSummary summary = touchstone::VersionSummary::of(*version);
    near(*summary.kappaBinary.estimate, m_reference.value(u"kappa_binary"_s).toDouble(), u"Versions view κ binary"_s);
    near(*summary.kappaGraded.estimate, m_reference.value(u"kappa_quadratic"_s).toDouble(), u"Versions view κ graded"_s);
    near(*summary.alphaOrdinal.estimate, m_reference.value(u"alpha_ordinal"_s).toDouble(), u"Versions view α"_s);
}

QTEST_GUILESS_MAIN(TestHeadlessGoldSet)
#include "tst_headlessgoldset.moc"
