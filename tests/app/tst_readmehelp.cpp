// README.md and the program's own help say the same thing: every command,
// subcommand and option that `touchstone help` and each `touchstone COMMAND
// --help` show is in README's command-line reference (an option in the row
// of its command), and every command, subcommand and option README names
// there (and in any `touchstone COMMAND ...` it quotes elsewhere) exists in
// the help; the value lists (`a|b|c`) of a command's forms agree. The help
// is the built binary's, README the source tree's.

#include "common/cliprocess.h"

#include <QFile>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace touchstone::testing;

namespace {

// Options every command's parser has; README says once that each command answers --help.
const QSet<QString> kGenericOptions{QStringLiteral("-h"), QStringLiteral("--help"), QStringLiteral("--help-all"),
                                    QStringLiteral("-?")};

QStringList optionsIn(const QString &text)
{
    static const QRegularExpression option(QStringLiteral("(?<![\\w<>-])(--?[A-Za-z?][\\w-]*)"));
    QStringList found;
    for (auto it = option.globalMatch(text); it.hasNext();)
        found << it.next().captured(1);
    return found;
}

// "a|b|c" value lists, each sorted, so that "linear|exponential" and
// "exponential|linear" are the same list.
QSet<QString> valueListsIn(const QString &form)
{
    static const QRegularExpression list(QStringLiteral("(?<![\\w-])([a-z0-9_-]+(?:\\|[a-z0-9_-]+)+)(?![\\w-])"));
    QSet<QString> lists;
    for (auto it = list.globalMatch(form); it.hasNext();) {
        QStringList values = it.next().captured(1).split(QLatin1Char('|'));
        values.sort();
        lists.insert(values.join(QLatin1Char('|')));
    }
    return lists;
}

bool mentions(const QString &text, const QString &option)
{
    return QRegularExpression(QStringLiteral("(?<![\\w-])") + QRegularExpression::escape(option)
                              + QStringLiteral("(?![\\w-])"))
        .match(text)
        .hasMatch();
}

struct Help
{
    QStringList guiOptions; // touchstone --help before the command list
    QMap<QString, QStringList> forms; // invocation ("runs list", "verify") -> its forms
    QMap<QString, QSet<QString>> options; // invocation -> options of its --help
    QMap<QString, QStringList> verbs; // command -> its subcommands (empty: none)
    QMap<QString, QSet<QString>> groupOptions; // command -> options of the one parser all its verbs share
};

struct ReadmeRow
{
    QStringList forms; // the first cell's code spans, "touchstone " dropped
    QString text; // the whole row
};

QString readme()
{
    QFile file(sourcePath(QStringLiteral("README.md")));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// The "## Command line" section.
QString commandLineSection(const QString &text)
{
    const qsizetype start = text.indexOf(QStringLiteral("\n## Command line\n"));
    if (start < 0)
        return QString();
    const qsizetype end = text.indexOf(QStringLiteral("\n## "), start + 1);
    return text.mid(start, end < 0 ? -1 : end - start);
}

QStringList codeSpans(const QString &text)
{
    static const QRegularExpression span(QStringLiteral("`([^`]+)`"));
    QStringList spans;
    for (auto it = span.globalMatch(text); it.hasNext();)
        spans << it.next().captured(1).replace(QStringLiteral("\\|"), QStringLiteral("|")).simplified();
    return spans;
}

std::vector<ReadmeRow> tableRows(const QString &section)
{
    static const QRegularExpression cellBreak(QStringLiteral("(?<!\\\\)\\|"));
    std::vector<ReadmeRow> rows;
    for (const QString &line : section.split(QLatin1Char('\n'))) {
        if (!line.startsWith(QStringLiteral("| `")))
            continue;
        const QStringList cells = line.split(cellBreak);
        ReadmeRow row;
        row.text = line;
        for (QString form : codeSpans(cells.value(1))) {
            if (form.startsWith(QStringLiteral("touchstone ")))
                form = form.mid(11);
            row.forms << form;
        }
        rows.push_back(row);
    }
    return rows;
}

} // namespace

class TestReadmeHelp : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void helpIsSelfConsistent();
    void everyCommandAndOptionOfHelpIsInReadme();
    void everyCommandAndOptionOfReadmeIsInHelp();
    void quotedCommandsExist();

private:
    // The invocation a form starts with: "runs list" for a command with
    // subcommands, else the command; empty for the GUI's forms; "?" plus
    // the word for no command at all.
    QString invocationOf(const QString &form) const;

    QTemporaryDir m_folder;
    Help m_help;
    QString m_readme;
    std::vector<ReadmeRow> m_rows;
};

void TestReadmeHelp::initTestCase()
{
    m_readme = readme();
    QVERIFY2(!m_readme.isEmpty(), qPrintable(sourcePath(QStringLiteral("README.md"))));
    const QString section = commandLineSection(m_readme);
    QVERIFY(!section.isEmpty());
    m_rows = tableRows(section);
    QVERIFY(m_rows.size() > 20);

    const CliRun top = runTouchstone({QStringLiteral("help")}, m_folder.path());
    QCOMPARE(top.exitCode, 0);
    const QString usage = QString::fromUtf8(top.out);
    const qsizetype commands = usage.indexOf(QStringLiteral("\nCommands"));
    QVERIFY(commands > 0);
    m_help.guiOptions = optionsIn(usage.left(commands));
    QVERIFY(m_help.guiOptions.contains(QStringLiteral("--screenshot")));
    QStringList forms;
    for (const QString &line : usage.mid(commands).split(QLatin1Char('\n'))) {
        if (line.startsWith(QStringLiteral("  ")))
            forms << line.trimmed();
    }
    QVERIFY(forms.size() > 20);
    // A command has subcommands when each of its forms' second words is a
    // lower-case word (CommandSpec::subcommands).
    static const QRegularExpression verb(QStringLiteral("^[a-z][a-z-]*$"));
    QMap<QString, QStringList> formsOf;
    for (const QString &form : forms)
        formsOf[form.section(QLatin1Char(' '), 0, 0)] << form;
    for (auto it = formsOf.constBegin(); it != formsOf.constEnd(); ++it) {
        QStringList verbs;
        for (const QString &form : it.value()) {
            const QString second = form.section(QLatin1Char(' '), 1, 1);
            if (!verb.match(second).hasMatch()) {
                verbs.clear();
                break;
            }
            if (!verbs.contains(second))
                verbs << second;
        }
        m_help.verbs.insert(it.key(), verbs);
    }
    m_help.verbs.insert(QStringLiteral("help"), {}); // `touchstone help [COMMAND [SUBCOMMAND]]`, main()'s own
    for (const QString &form : forms) {
        const QString invocation = invocationOf(form);
        m_help.forms[invocation] << form;
        if (m_help.options.contains(invocation))
            continue;
        QStringList arguments = invocation.split(QLatin1Char(' '));
        arguments << QStringLiteral("--help");
        const CliRun run = runTouchstone(arguments, m_folder.path());
        QVERIFY2(run.exitCode == 0, qPrintable(invocation));
        QSet<QString> options;
        // Option lines: "  -h, --help   Displays ...", "  --out <DIR>   ...", trec's "  -l LEVEL   ...".
        for (const QString &line : QString::fromUtf8(run.out).split(QLatin1Char('\n'))) {
            if (!line.startsWith(QStringLiteral("  -")))
                continue;
            const QString names = line.trimmed().section(QStringLiteral("  "), 0, 0);
            for (const QString &option : optionsIn(names)) {
                if (!kGenericOptions.contains(option))
                    options.insert(option);
            }
        }
        // adjudications, annotators and reasons parse every verb with one
        // parser: its options belong to the group, and a verb's own are the
        // ones its form shows.
        if (invocation.contains(QLatin1Char(' '))
            && !run.out.startsWith("Usage: touchstone " + invocation.toUtf8() + ' ')) {
            QSet<QString> own;
            for (const QString &option : optionsIn(form)) {
                QVERIFY2(
                    options.contains(option),
                    qPrintable(QStringLiteral("touchstone help shows %1 for “%2”, but its --help has no such option")
                                   .arg(option, invocation)));
                own.insert(option);
            }
            m_help.groupOptions[invocation.section(QLatin1Char(' '), 0, 0)].unite(options);
            options = own;
        }
        m_help.options.insert(invocation, options);
    }
}

QString TestReadmeHelp::invocationOf(const QString &form) const
{
    const QString first = form.section(QLatin1Char(' '), 0, 0);
    if (first.startsWith(QLatin1Char('-')) || first.startsWith(QLatin1Char('[')) || first.isEmpty())
        return QString();
    if (!m_help.verbs.contains(first))
        return QStringLiteral("?") + first;
    const QString second = form.section(QLatin1Char(' '), 1, 1);
    if (!m_help.verbs.value(first).isEmpty() && m_help.verbs.value(first).contains(second))
        return first + QLatin1Char(' ') + second;
    return first;
}

// The synopsis `touchstone help` prints names no option the command's own
// --help lacks, and shows every option it has.
void TestReadmeHelp::helpIsSelfConsistent()
{
    QStringList problems;
    for (auto group = m_help.groupOptions.constBegin(); group != m_help.groupOptions.constEnd(); ++group) {
        for (const QString &option : group.value()) {
            bool shown = false;
            for (auto it = m_help.forms.constBegin(); it != m_help.forms.constEnd(); ++it) {
                if (it.key().section(QLatin1Char(' '), 0, 0) == group.key())
                    shown = shown || m_help.options.value(it.key()).contains(option);
            }
            if (!shown)
                problems << QStringLiteral("touchstone %1 --help has %2, but no form of it in touchstone help")
                                .arg(group.key(), option);
        }
    }
    for (auto it = m_help.forms.constBegin(); it != m_help.forms.constEnd(); ++it) {
        for (const QString &form : it.value()) {
            for (const QString &option : optionsIn(form))
                if (!m_help.options.value(it.key()).contains(option))
                    problems << QStringLiteral(
                                    "touchstone help shows %1 for “%2”, but touchstone %2 --help has no such option")
                                    .arg(option, it.key());
        }
        // And every option of --help is in the synopsis.
        for (const QString &option : m_help.options.value(it.key())) {
            const bool inSynopsis = std::any_of(it.value().begin(), it.value().end(),
                                                [&](const QString &form) { return mentions(form, option); });
            if (!inSynopsis)
                problems << QStringLiteral("touchstone %1 --help has %2, but touchstone help does not show it")
                                .arg(it.key(), option);
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestReadmeHelp::everyCommandAndOptionOfHelpIsInReadme()
{
    QStringList problems;
    if (!mentions(m_readme, QStringLiteral("--help")))
        problems << QStringLiteral("README never says that commands answer --help");
    for (const QString &option : m_help.guiOptions) {
        const bool found = std::any_of(m_rows.begin(), m_rows.end(), [&](const ReadmeRow &row) {
            return std::any_of(row.forms.begin(), row.forms.end(), [&](const QString &form) {
                return invocationOf(form).isEmpty() && mentions(form, option);
            });
        });
        if (!found)
            problems << QStringLiteral("README has no row for touchstone %1").arg(option);
    }
    for (auto it = m_help.forms.constBegin(); it != m_help.forms.constEnd(); ++it) {
        const QString &invocation = it.key();
        QStringList rowText;
        QSet<QString> readmeLists;
        for (const ReadmeRow &row : m_rows) {
            for (const QString &form : row.forms) {
                if (invocationOf(form) == invocation) {
                    rowText << row.text;
                    readmeLists.unite(valueListsIn(form));
                }
            }
        }
        if (rowText.isEmpty()) {
            problems << QStringLiteral("README's command table has no `%1 …`").arg(invocation);
            continue;
        }
        const QString text = rowText.join(QLatin1Char('\n'));
        for (const QString &option : m_help.options.value(invocation))
            if (!mentions(text, option))
                problems << QStringLiteral("README's row of `%1` does not name %2").arg(invocation, option);
        QSet<QString> helpLists;
        for (const QString &form : it.value())
            helpLists.unite(valueListsIn(form));
        for (const QString &list : helpLists)
            if (!readmeLists.contains(list))
                problems << QStringLiteral("README's `%1` lacks the values %2 that help shows").arg(invocation, list);
        for (const QString &list : readmeLists)
            if (!helpLists.contains(list))
                problems << QStringLiteral("README's `%1` shows the values %2; help does not").arg(invocation, list);
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestReadmeHelp::everyCommandAndOptionOfReadmeIsInHelp()
{
    QStringList problems;
    for (const ReadmeRow &row : m_rows) {
        for (const QString &form : row.forms) {
            const QString invocation = invocationOf(form);
            if (invocation.startsWith(QLatin1Char('?'))) {
                problems << QStringLiteral("README names a command that does not exist: `%1`").arg(form);
                continue;
            }
            if (!invocation.isEmpty() && !m_help.verbs.value(invocation.section(QLatin1Char(' '), 0, 0)).isEmpty()
                && !invocation.contains(QLatin1Char(' ')))
                problems << QStringLiteral("README's `%1` names no subcommand of the group").arg(form);
            const QSet<QString> known = invocation.isEmpty()
                ? QSet<QString>(m_help.guiOptions.begin(), m_help.guiOptions.end())
                : m_help.options.value(invocation);
            for (const QString &option : optionsIn(form))
                if (!known.contains(option))
                    problems << QStringLiteral("README's `%1` names %2, which touchstone %3 --help lacks")
                                    .arg(form, option, invocation);
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

// `touchstone COMMAND ...` and `COMMAND ...` anywhere in README (a command
// in a sentence, `agreement PROJECT --gate`) name a real command and real
// options of it; a group named without its subcommand takes the options of
// any of them (`report --out`).
void TestReadmeHelp::quotedCommandsExist()
{
    QStringList problems;
    QString text = m_readme;
    // Fenced blocks are shell, not the command line's reference.
    text.remove(QRegularExpression(QStringLiteral("```.*?```"), QRegularExpression::DotMatchesEverythingOption));
    for (QString span : codeSpans(text)) {
        const bool named = span.startsWith(QStringLiteral("touchstone "));
        if (named)
            span = span.mid(11);
        const QString first = span.section(QLatin1Char(' '), 0, 0);
        if (!named && !m_help.verbs.contains(first))
            continue; // a key, a value, a file name
        const QString invocation = invocationOf(span);
        if (invocation.startsWith(QLatin1Char('?'))) {
            problems << QStringLiteral("README quotes `touchstone %1`, no such command").arg(span);
            continue;
        }
        QSet<QString> known;
        if (invocation.isEmpty()) {
            known = QSet<QString>(m_help.guiOptions.begin(), m_help.guiOptions.end());
        } else if (!invocation.contains(QLatin1Char(' ')) && !m_help.verbs.value(invocation).isEmpty()) {
            for (const QString &verb : m_help.verbs.value(invocation))
                known.unite(m_help.options.value(invocation + QLatin1Char(' ') + verb));
        } else {
            known = m_help.options.value(invocation);
        }
        known.unite(kGenericOptions);
        for (const QString &option : optionsIn(span))
            if (!known.contains(option))
                problems << QStringLiteral("README quotes `%1` with %2, which the command lacks").arg(span, option);
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestReadmeHelp)
#include "tst_readmehelp.moc"
