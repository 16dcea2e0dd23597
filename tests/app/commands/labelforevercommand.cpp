// `touchstone _label-forever PROJECT`: for tests only. Labels through the
// store API in a loop, as an annotator clicking fast would, and prints the
// uuid of each label after its transaction committed (flushed at once), so
// that a test can kill the process at any moment and check that every
// printed label survived.

#include "cliio.h"
#include "commandregistry.h"

#include "annotation/annotatorstore.h"
#include "annotation/documentstore.h"
#include "annotation/judgmentstore.h"
#include "annotation/projectstore.h"
#include "annotation/questionstore.h"
#include "annotation/spananchor.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRandomGenerator>

namespace touchstone {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("LabelForeverCommand", text);
}

const QString kAnnotator = QStringLiteral("kill-test annotator");
const QString kQuestion = QStringLiteral("kill-test-question");

// The annotator and question the loop labels with, made once (each its own
// transaction, so a kill during setup leaves a state the next run accepts).
bool prepare(const ProjectStore &store, qint64 *annotatorId, qint64 *questionId)
{
    const AnnotatorStore annotators(store, kAnnotator);
    auto annotator = annotators.byName(kAnnotator);
    if (!annotator) {
        const auto added = annotators.add(kAnnotator, AnnotatorRole::Annotator);
        if (!added) {
            cli::printError(added.error());
            return false;
        }
        annotator = *added;
    }
    const QuestionStore questions(store, kAnnotator);
    auto question = questions.byExternalId(kQuestion);
    if (!question) {
        Question fresh;
        fresh.externalId = kQuestion;
        fresh.text = QStringLiteral("Which passages survive a killed process?");
        fresh.stratum = QStringLiteral("lexical");
        const auto added = questions.add(fresh);
        if (!added) {
            cli::printError(added.error());
            return false;
        }
        question = *added;
    }
    *annotatorId = annotator->id;
    *questionId = question->id;
    return true;
}

int runLabelForever(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("PROJECT"), tr("A project holding at least one document."));
    parser.addOption({QStringLiteral("count"), tr("Stop after N labels (default: never)."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("seed"), tr("Seed of the label positions."), QStringLiteral("S")});
    if (const auto outcome = cli::parseArguments(parser, QStringLiteral("_label-forever"), arguments);
        outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    if (parser.positionalArguments().size() != 1) {
        cli::printError(tr("_label-forever: expected a project folder"));
        return cli::InputError;
    }
    const auto store = ProjectStore::open(parser.positionalArguments().constFirst());
    if (!store) {
        cli::printError(store.error());
        return cli::InputError;
    }
    const DocumentStore documents(**store);
    const std::vector<DocumentRecord> records = documents.documents();
    const auto text = records.empty() ? Result<CanonicalText>::failure(tr("the project holds no document"))
                                      : documents.canonicalText(records.front().id);
    qint64 annotatorId = 0;
    qint64 questionId = 0;
    if (!text || text->size() < 2 || !prepare(**store, &annotatorId, &questionId)) {
        if (!text)
            cli::printError(text.error());
        return cli::InputError;
    }
    QRandomGenerator random(parser.value(QStringLiteral("seed")).toUInt());
    const JudgmentStore judgments(**store, kAnnotator);
    const qint64 limit = parser.value(QStringLiteral("count")).toLongLong();
    for (qint64 made = 0; limit <= 0 || made < limit;) {
        const int start = random.bounded(text->size() - 1);
        const int end = std::min(text->size(), start + 1 + random.bounded(80));
        const auto span = SpanAnchor::fromRange(*text, records.front().id, start, end);
        if (!span)
            continue; // whitespace or an unusable layer: pick another place
        const auto label = judgments.addSpan(annotatorId, questionId, *span, int(made % 4),
                                             QStringLiteral("note %1").arg(made));
        if (!label) {
            cli::printError(label.error());
            return cli::InputError;
        }
        cli::printOut(label->uuid.toLatin1() + '\n');
        if (made % 3 == 0) // edits are actions too
            judgments.setGrade(label->id, int((made + 1) % 4));
        ++made;
    }
    return cli::Success;
}

const CommandRegistration registration(
    {QStringLiteral("_label-forever"),
     QStringLiteral("_label-forever PROJECT [--count N] [--seed S]   (for tests: labels in a loop until killed)"),
     &runLabelForever});

} // namespace

} // namespace touchstone
