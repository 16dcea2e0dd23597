// bench_scale: a project at a million judgments, driven through the real
// `touchstone` binary as a user would (issue "Nothing a user types…", item
// 9). For each step it prints the wall time and the child's peak resident
// memory (wait4's ru_maxrss), beside the target:
//   queries import      a small and an 8× larger file: per-question cost of
//                       each and their ratio (linear means ≈ 1)
//   judgments import    N labels (default 1,000,000)              ≤ 60 s, ≤ 1 GB
//   judgments import again  the same file: nothing added (idempotent)
//   agreement --json    every number of the dashboard             ≤ 2 s
//   freeze              the readiness check (the generated labels
//                       disagree, so it refuses after checking)   ≤ 10 s
// Wall time and CPU time (user + system) are both printed: on a shared
// machine the CPU time is the steadier figure.
//   --screenshot        the GUI opened on the project, first page
//                       rendered, window grabbed (offscreen)      ≤ 3 s, ≤ 1 GB
//
// Data (seeded, xoshiro256**): three corpus PDFs ingested; N/50 questions;
// 5 annotators; each label a word-aligned range of 40–240 code points of a
// random document, given by offsets and quote as `judgments export` writes
// them (every tenth by quote only, to exercise the matcher), with a grade
// 0–3 and a uuid on every other line.
//
// Usage: bench_scale [--judgments N] [--small-queries N] [--keep DIR] [--skip-gui]
//                    [--baseline TOUCHSTONE]  (the same steps first with another build,
//                                              for ratios measured in the same run)

#include "metrics/prng.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QUuid>

#include <sys/resource.h>
#include <sys/wait.h>
#include <spawn.h>
#include <unistd.h>
#include <fcntl.h>

#include <cstdio>
#include <cstring>
#include <vector>

extern char **environ;

using namespace touchstone;
using namespace Qt::StringLiterals;

namespace {

constexpr std::uint64_t kSeed = 20261204;
constexpr int kAnnotators = 5;

struct Outcome
{
    int exitCode = -1;
    double seconds = 0;
    double cpuSeconds = 0; // user + system: what contention on a shared machine does not inflate
    double peakMiB = 0;
};

// Runs the binary with `arguments`, stdout into `log` (stderr beside it,
// `log`.err); waits with
// wait4 so the peak memory is this child's alone.
QByteArray g_binary = QByteArrayLiteral(TOUCHSTONE_EXECUTABLE);

Outcome runTouchstone(const QStringList &arguments, const QString &log)
{
    std::vector<QByteArray> storage;
    storage.push_back(g_binary);
    for (const QString &argument : arguments)
        storage.push_back(argument.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &argument : storage)
        argv.push_back(argument.data());
    argv.push_back(nullptr);

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    const QByteArray logPath = log.toLocal8Bit();
    posix_spawn_file_actions_addopen(&actions, 1, logPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const QByteArray errorPath = logPath + ".err";
    posix_spawn_file_actions_addopen(&actions, 2, errorPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);

    QElapsedTimer timer;
    timer.start();
    pid_t pid = 0;
    Outcome outcome;
    if (posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ) != 0) {
        std::perror("posix_spawn");
        posix_spawn_file_actions_destroy(&actions);
        return outcome;
    }
    posix_spawn_file_actions_destroy(&actions);
    int status = 0;
    rusage usage{};
    wait4(pid, &status, 0, &usage);
    outcome.seconds = timer.nsecsElapsed() / 1e9;
    outcome.peakMiB = usage.ru_maxrss / 1024.0; // kilobytes on Linux
    outcome.cpuSeconds = double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
                         + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
    outcome.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    return outcome;
}

void report(const char *step, const Outcome &outcome, const char *target)
{
    std::printf("%-30s %8.2f s (cpu %7.2f s) %7.0f MiB  exit %d   target %s\n", step, outcome.seconds,
                outcome.cpuSeconds, outcome.peakMiB, outcome.exitCode, target);
    std::fflush(stdout);
}

QByteArray questionLine(int index)
{
    QJsonObject object{{u"id"_s, u"q%1"_s.arg(index, 7, 10, QLatin1Char('0'))},
                       {u"question"_s, u"What does passage %1 of the generated set say about topic %2?"_s.arg(index).arg(index % 97)},
                       {u"stratum"_s, u"lexical"_s},
                       {u"split"_s, index % 3 == 0 ? u"test"_s : u"dev"_s}};
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

bool writeQuestions(const QString &path, int count)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    for (int i = 0; i < count; ++i) {
        file.write(questionLine(i));
        file.write("\n");
    }
    return file.error() == QFile::NoError;
}

struct Source
{
    QString sha256;
    std::vector<char32_t> text; // canonical text in code points
    std::vector<int> wordStarts;
};

bool readSource(const QString &workDir, const QString &pdf, const QString &sha256, Source *source)
{
    const QString log = workDir + u"/text.txt"_s;
    if (runTouchstone({u"text"_s, pdf}, log).exitCode != 0)
        return false;
    QFile file(log);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QString text = QString::fromUtf8(file.readAll());
    const QList<uint> points = text.toUcs4();
    source->sha256 = sha256;
    source->text.assign(points.begin(), points.end());
    // `touchstone text` separates pages with form feeds, the canonical text
    // with U+000C too: offsets agree.
    for (int i = 1; i < int(source->text.size()) - 260; ++i) {
        if (source->text[i - 1] == U' ' && source->text[i] != U' ' && source->text[i] != U'\f')
            source->wordStarts.push_back(i);
    }
    return !source->wordStarts.empty();
}

QByteArray judgmentLine(Prng &random, const std::vector<Source> &sources, int questions, int index)
{
    const Source &source = sources[random.bounded(quint32(sources.size()))];
    const int start = source.wordStarts[random.bounded(quint32(source.wordStarts.size()))];
    int end = start + 40 + int(random.bounded(200));
    while (end < int(source.text.size()) && source.text[end] != U' ' && source.text[end] != U'\n')
        ++end;
    QString quote;
    bool pageBreak = false;
    for (int i = start; i < end; ++i) {
        pageBreak = pageBreak || source.text[i] == U'\f';
        const char32_t point = source.text[i];
        quote += QString::fromUcs4(&point, 1);
    }
    QJsonObject object{{u"annotator"_s, u"ann-%1"_s.arg(1 + random.bounded(kAnnotators))},
                       {u"question_id"_s, u"q%1"_s.arg(int(random.bounded(questions)), 7, 10, QLatin1Char('0'))},
                       {u"document_sha256"_s, source.sha256},
                       {u"quote"_s, quote},
                       {u"grade"_s, int(random.bounded(4))},
                       {u"time"_s, u"2026-11-%1T%2:%3:00Z"_s.arg(1 + index % 28, 2, 10, QLatin1Char('0'))
                                       .arg(index % 24, 2, 10, QLatin1Char('0'))
                                       .arg(index % 60, 2, 10, QLatin1Char('0'))}};
    if (index % 10 != 9 || pageBreak) {
        object.insert(u"start"_s, start);
        object.insert(u"end"_s, end);
    }
    if (index % 2 == 0)
        object.insert(u"uuid"_s, QUuid::createUuid().toString(QUuid::WithoutBraces));
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

int argumentAfter(const QStringList &arguments, const QString &name, int fallback)
{
    const int at = arguments.indexOf(name);
    return at >= 0 && at + 1 < arguments.size() ? arguments.at(at + 1).toInt() : fallback;
}

// Every step of the pipeline with the binary in g_binary, on fresh projects
// under `work`; the input files are made once, before.
int runSteps(const QString &work, const QStringList &ingest, const QStringList &queryFiles,
             const QList<int> &queryCounts, const QString &questionFile, const QString &judgmentFile, bool skipGui)
{
    std::printf("-- %s\n", g_binary.constData());
    for (int i = 0; i < queryFiles.size(); ++i) {
        const QString project = work + u"/queries-project"_s;
        QDir(project).removeRecursively();
        if (runTouchstone({u"init"_s, project}, work + u"/init.log"_s).exitCode != 0)
            return 2;
        const Outcome outcome =
            runTouchstone({u"queries"_s, u"import"_s, project, queryFiles[i]}, work + u"/queries.log"_s);
        const QByteArray step = QByteArray("queries import ") + QByteArray::number(queryCounts[i]);
        report(step.constData(), outcome, "linear");
        std::printf("%-34s %9.1f µs per question\n", "", outcome.seconds * 1e6 / queryCounts[i]);
    }
    const QString project = work + u"/project"_s;
    QDir(project).removeRecursively();
    if (runTouchstone({u"init"_s, project}, work + u"/init.log"_s).exitCode != 0
        || runTouchstone(QStringList{u"ingest"_s, project} + ingest, work + u"/ingest.log"_s).exitCode != 0
        || runTouchstone({u"queries"_s, u"import"_s, project, questionFile}, work + u"/queries.log"_s).exitCode != 0) {
        std::fprintf(stderr, "bench_scale: cannot create the project (see %s)\n", qPrintable(work));
        return 2;
    }
    const Outcome imported =
        runTouchstone({u"judgments"_s, u"import"_s, project, judgmentFile}, work + u"/judgments.log"_s);
    report("judgments import", imported, "≤ 60 s, ≤ 1024 MiB at 1M");
    if (imported.exitCode != 0) {
        std::fprintf(stderr, "bench_scale: the import failed (see %s/judgments.log.err)\n", qPrintable(work));
        return 1;
    }
    // The same file again: every line is a label of the project already
    // (half by uuid, half by annotator, question, place and grade).
    const Outcome again =
        runTouchstone({u"judgments"_s, u"import"_s, project, judgmentFile}, work + u"/judgments-again.log"_s);
    report("judgments import again", again, "adds nothing");
    report("agreement --json", runTouchstone({u"agreement"_s, project, u"--json"_s}, work + u"/agreement.log"_s),
           "≤ 2 s at 1M");
    report("freeze (readiness check)", runTouchstone({u"freeze"_s, project, u"v1"_s}, work + u"/freeze.log"_s),
           "≤ 10 s at 1M");
    if (!skipGui) {
        report("GUI open + first page + grab",
               runTouchstone({u"--screenshot"_s, work + u"/window.png"_s, project}, work + u"/gui.log"_s),
               "≤ 3 s, ≤ 1024 MiB at 1M");
    }
    return 0;
}

QString argumentText(const QStringList &arguments, const QString &name)
{
    const int at = arguments.indexOf(name);
    return at >= 0 && at + 1 < arguments.size() ? arguments.at(at + 1) : QString();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList arguments = app.arguments();
    const int judgments = argumentAfter(arguments, u"--judgments"_s, 1000000);
    const int smallQueries = argumentAfter(arguments, u"--small-queries"_s, 25000);
    const bool skipGui = arguments.contains(u"--skip-gui"_s);
    const QString baseline = argumentText(arguments, u"--baseline"_s);

    QTemporaryDir temporary;
    const QString kept = argumentText(arguments, u"--keep"_s);
    const QString work = kept.isEmpty() ? temporary.path() : kept;
    QDir().mkpath(work);
    const QString shared = qEnvironmentVariable("TOUCHSTONE_SHARED", QStringLiteral(TOUCHSTONE_SHARED_DIR));
    QStringList ingest;
    for (const QString &pdf : {u"acmart-sample-sigconf.pdf"_s, u"llncsdoc.pdf"_s, u"pypdf-multicolumn.pdf"_s})
        ingest << shared + u"/corpus/"_s + pdf;

    double load[3] = {0, 0, 0};
    getloadavg(load, 3);
    std::printf("bench_scale: %d judgments, %d annotators; load average %.2f %.2f %.2f\n", judgments, kAnnotators,
                load[0], load[1], load[2]);

    QStringList queryFiles;
    const QList<int> queryCounts{smallQueries, smallQueries * 8};
    for (const int count : queryCounts) {
        queryFiles << work + u"/questions-%1.jsonl"_s.arg(count);
        if (!writeQuestions(queryFiles.last(), count))
            return 2;
    }

    // The documents' texts, to cut the labels from.
    const QString probe = work + u"/probe"_s;
    QDir(probe).removeRecursively();
    if (runTouchstone({u"init"_s, probe}, work + u"/init.log"_s).exitCode != 0
        || runTouchstone(QStringList{u"ingest"_s, probe} + ingest, work + u"/ingest.log"_s).exitCode != 0) {
        std::fprintf(stderr, "bench_scale: cannot ingest the corpus PDFs (see %s)\n", qPrintable(work));
        return 2;
    }
    QFile ingestLog(work + u"/ingest.log"_s);
    ingestLog.open(QIODevice::ReadOnly);
    std::vector<Source> sources;
    for (const auto &value : QJsonDocument::fromJson(ingestLog.readAll()).array()) {
        const QJsonObject document = value.toObject();
        Source source;
        const QString pdf = document.value(u"file"_s).toString();
        if (!readSource(work, pdf, document.value(u"sha256"_s).toString(), &source)) {
            std::fprintf(stderr, "bench_scale: cannot read the text of %s\n", qPrintable(pdf));
            return 2;
        }
        sources.push_back(std::move(source));
    }
    if (sources.empty())
        return 2;

    const int questions = std::max(1, judgments / 50);
    const QString questionFile = work + u"/questions.jsonl"_s;
    if (!writeQuestions(questionFile, questions))
        return 2;
    // Written as generated: a child's peak memory (ru_maxrss) includes what
    // this process held when it was spawned, so this process stays small.
    Prng random(kSeed);
    const QString judgmentFile = work + u"/judgments.jsonl"_s;
    {
        QFile file(judgmentFile);
        if (!file.open(QIODevice::WriteOnly))
            return 2;
        for (int i = 0; i < judgments; ++i) {
            file.write(judgmentLine(random, sources, questions, i));
            file.write("\n");
        }
        if (file.error() != QFile::NoError)
            return 2;
    }

    if (!baseline.isEmpty()) {
        const QByteArray current = g_binary;
        g_binary = baseline.toLocal8Bit();
        if (const int code = runSteps(work, ingest, queryFiles, queryCounts, questionFile, judgmentFile, skipGui))
            std::printf("(the baseline stopped with %d)\n", code);
        g_binary = current;
    }
    return runSteps(work, ingest, queryFiles, queryCounts, questionFile, judgmentFile, skipGui);
}
