// The list of golden-set versions: newest first, what each manifest says,
// reloads on demand, and a well-behaved model throughout.

#include "common/versionfixture.h"

#include "models/projectsession.h"
#include "models/versionlistmodel.h"
#include "models/versionsummary.h"

#include <QAbstractItemModelTester>
#include <QDateTime>
#include <QLocale>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace touchstone;
using namespace touchstone::testing;

class TestVersionListModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void emptyProjectHasNoRows();
    void rowsShowTheManifests();
    void reloadsOnDemand();
    void formatsUndefinedAndIntervals();
    void formatOneManifestsShowNoTokenOrLinearKappa();

private:
    static std::unique_ptr<ProjectSession> openSession(const QString &folder);
};

// Versions frozen before format 2 keep their manifests (immutable): the
// view must not show their token-level κ (agreement_units "tokens") or
// their linear κ graded under the names that now mean item-level,
// quadratic κ.
void TestVersionListModel::formatOneManifestsShowNoTokenOrLinearKappa()
{
    GoldVersionInfo version;
    const QJsonObject figure{{QStringLiteral("estimate"), 0.5}, {QStringLiteral("status"), QStringLiteral("ok")}};
    version.manifest = QJsonObject{{QStringLiteral("format_version"), 1},
                                   {QStringLiteral("agreement_units"), QStringLiteral("pooled_passages")},
                                   {QStringLiteral("kappa_binary"), figure},
                                   {QStringLiteral("kappa_graded"), figure},
                                   {QStringLiteral("alpha_ordinal"), figure}};
    VersionSummary passages = VersionSummary::of(version);
    QCOMPARE(passages.kappaBinary.estimate, std::optional<double>(0.5));
    QVERIFY(!passages.kappaGraded.estimate);  // linear in format 1
    version.manifest.insert(QStringLiteral("agreement_units"), QStringLiteral("tokens"));
    const VersionSummary tokens = VersionSummary::of(version);
    QVERIFY(!tokens.kappaBinary.estimate && !tokens.kappaGraded.estimate && !tokens.alphaOrdinal.estimate);
    version.manifest.insert(QStringLiteral("format_version"), 2);
    version.manifest.insert(QStringLiteral("agreement_units"), QJsonObject{{QStringLiteral("kappa_binary"), QStringLiteral("items")}});
    const VersionSummary items = VersionSummary::of(version);
    QCOMPARE(items.kappaGraded.estimate, std::optional<double>(0.5));
}

std::unique_ptr<ProjectSession> TestVersionListModel::openSession(const QString &folder)
{
    auto session = ProjectSession::open(folder, ProjectStore::Access::ReadWrite);
    if (!session) {
        qWarning("%s", qPrintable(session.error()));
        return nullptr;
    }
    return std::move(*session);
}

void TestVersionListModel::emptyProjectHasNoRows()
{
    QTemporaryDir dir;
    auto session = ProjectSession::create(dir.filePath(QStringLiteral("empty")));
    QVERIFY(session);
    VersionListModel model(**session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), int(VersionListModel::ColumnCount));
    QCOMPARE(model.version(0), nullptr);
    QCOMPARE(model.rowOf(QStringLiteral("v1")), -1);
    model.reload();
    QCOMPARE(model.rowCount(), 0);
}

void TestVersionListModel::rowsShowTheManifests()
{
    // Two versions: v1 from the fixture, v2 frozen here.
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("p"));
    QVERIFY(makeVersionedProject(folder, false));
    {
        auto store = ProjectStore::open(folder);
        QVERIFY(store);
        const auto v2 = freezeVersion(**store, QStringLiteral("v2"));
        QVERIFY2(v2 && v2->version, qPrintable(v2 ? v2->blockers.join(QLatin1Char('\n')) : v2.error()));
    }
    auto session = openSession(folder);
    QVERIFY(session);
    VersionListModel model(*session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.columnCount(), 9);
    for (int column = 0; column < model.columnCount(); ++column)
        QVERIFY(!model.headerData(column, Qt::Horizontal).toString().isEmpty());

    auto text = [&](int row, int column) { return model.index(row, column).data().toString(); };
    // Newest first; the first version has no parent.
    QCOMPARE(text(0, VersionListModel::VersionColumn), QStringLiteral("v2"));
    QCOMPARE(text(0, VersionListModel::ParentColumn), QStringLiteral("v1"));
    QCOMPARE(text(1, VersionListModel::VersionColumn), QStringLiteral("v1"));
    QCOMPARE(text(1, VersionListModel::ParentColumn), QStringLiteral("—"));
    QCOMPARE(model.index(1, 0).data(VersionListModel::VersionNameRole).toString(), QStringLiteral("v1"));
    QCOMPARE(model.rowOf(QStringLiteral("v1")), 1);

    // Counts as the manifests and the stored versions say.
    const GoldVersionStore versions(session->store());
    for (const QString &name : {QStringLiteral("v1"), QStringLiteral("v2")}) {
        const GoldVersionInfo info = *versions.byName(name);
        const int row = model.rowOf(name);
        const QJsonObject &manifest = info.manifest;
        const QJsonObject splits = manifest.value(QStringLiteral("splits")).toObject();
        QCOMPARE(model.index(row, 0).data(VersionListModel::VersionIdRole).toLongLong(), info.id);
        QCOMPARE(text(row, VersionListModel::BuiltAtColumn),
                 QLocale().toString(QDateTime::fromString(info.builtAt, Qt::ISODate).toLocalTime(), QLocale::ShortFormat));
        QCOMPARE(text(row, VersionListModel::BuiltByColumn), QStringLiteral("lead"));
        QCOMPARE(text(row, VersionListModel::QuestionsColumn), QString::number(info.questionCount));
        QCOMPARE(text(row, VersionListModel::SplitColumn),
                 QStringLiteral("%1 / %2").arg(splits.value(QStringLiteral("test")).toInt()).arg(splits.value(QStringLiteral("dev")).toInt()));
        QCOMPARE(text(row, VersionListModel::SpansColumn), QString::number(manifest.value(QStringLiteral("n_spans")).toInt()));
        // The seed's κ counts (question, passage) items: the fixture's eight
        // highlighted questions make fewer than the minimum n, so the column
        // shows no number and the tooltip says why (this test expected a
        // value when kappa_binary fell back to token-level κ).
        const QJsonObject kappa = manifest.value(QStringLiteral("kappa_binary")).toObject();
        QCOMPARE(kappa.value(QStringLiteral("status")).toString(), QStringLiteral("too_few_units"));
        QVERIFY(kappa.value(QStringLiteral("estimate")).isNull());
        QCOMPARE(text(row, VersionListModel::KappaColumn), QStringLiteral("—"));
        const QString tip = model.index(row, VersionListModel::KappaColumn).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QString::number(kappa.value(QStringLiteral("units")).toDouble())) && tip.contains(QStringLiteral("too few")),
                 qPrintable(tip));
    }
    // The fixture's questions: six answerable and two unanswerable, one span each; v2 adds q10.
    QCOMPARE(text(1, VersionListModel::QuestionsColumn), QStringLiteral("8"));
    QCOMPARE(text(1, VersionListModel::AnswerableColumn), QStringLiteral("6 / 2"));
    QCOMPARE(text(1, VersionListModel::SpansColumn), QStringLiteral("6"));
    QCOMPARE(text(0, VersionListModel::QuestionsColumn), QStringLiteral("9"));
    QCOMPARE(text(0, VersionListModel::AnswerableColumn), QStringLiteral("7 / 2"));
    QCOMPARE(text(0, VersionListModel::SplitColumn).split(QStringLiteral(" / ")).size(), 2);
    // Versions are immutable: nothing is editable.
    QVERIFY(!(model.flags(model.index(0, 0)) & Qt::ItemIsEditable));
}

void TestVersionListModel::reloadsOnDemand()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("p"));
    QVERIFY(makeVersionedProject(folder, false));
    auto session = openSession(folder);
    QVERIFY(session);
    VersionListModel model(*session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 1);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    const auto v2 = freezeVersion(session->store(), QStringLiteral("v2"));
    QVERIFY(v2 && v2->version);
    QCOMPARE(model.rowCount(), 1); // until asked
    model.reload();
    QCOMPARE(reset.count(), 1);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.version(0)->version, QStringLiteral("v2"));
    QCOMPARE(model.version(0)->parent, QStringLiteral("v1"));
}

void TestVersionListModel::formatsUndefinedAndIntervals()
{
    // An undefined figure stays undefined: never 0.
    ManifestFigure undefined = ManifestFigure::from(QJsonObject{{QStringLiteral("estimate"), QJsonValue()}});
    QVERIFY(!undefined.estimate);
    QCOMPARE(VersionSummary::figure(undefined), QStringLiteral("—"));
    ManifestFigure figure = ManifestFigure::from(QJsonObject{{QStringLiteral("estimate"), 0.8124},
                                                             {QStringLiteral("lower"), 0.5},
                                                             {QStringLiteral("upper"), 1.0}});
    QLocale::setDefault(QLocale::c());
    QCOMPARE(VersionSummary::figure(figure), QStringLiteral("0.812 [0.500, 1.000]"));
    figure.lower.reset();
    QCOMPARE(VersionSummary::figure(figure), QStringLiteral("0.812"));
}

QTEST_GUILESS_MAIN(TestVersionListModel)
#include "tst_versionlistmodel.moc"
