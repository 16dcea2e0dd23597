#include "adjudicationpanel.h"

#include "documentpane.h"
#include "gradecolors.h"
#include "pdfview.h"
#include "reasoncodedialog.h"

#include "annotation/annotatorstore.h"
#include "annotation/questionstore.h"
#include "annotation/reasoncodestore.h"
#include "models/adjudicationeditor.h"
#include "models/adjudicationqueuemodel.h"
#include "models/agreementservice.h"
#include "models/labeleditor.h"
#include "models/projectsession.h"
#include "metrics/argtext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSet>
#include <QPushButton>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace touchstone {

AdjudicationPanel::AdjudicationPanel(AgreementService &service, AdjudicationEditor &adjudication, LabelEditor &editor,
                                     DocumentPane &pane, QWidget *parent)
    : QWidget(parent)
    , m_service(service)
    , m_adjudication(adjudication)
    , m_editor(editor)
    , m_pane(pane)
    , m_queue(new AdjudicationQueueModel(editor.session(), service, this))
{
    m_stratum = new QComboBox(this);
    m_pair = new QComboBox(this);
    m_question = new QLineEdit(this);
    m_question->setPlaceholderText(tr("Question id"));
    m_question->setClearButtonEnabled(true);
    m_showDecided = new QCheckBox(tr("Decided too"), this);
    m_showDecided->setToolTip(tr("Also list decided units and full agreements, to revisit them"));
    m_count = new QLabel(this);
    connect(m_stratum, &QComboBox::currentIndexChanged, this, &AdjudicationPanel::applyFilter);
    connect(m_pair, &QComboBox::currentIndexChanged, this, &AdjudicationPanel::applyFilter);
    connect(m_question, &QLineEdit::editingFinished, this, &AdjudicationPanel::applyFilter);
    connect(m_showDecided, &QCheckBox::toggled, m_queue, &AdjudicationQueueModel::setShowDecided);

    m_queueView = new QTableView(this);
    m_queueView->setModel(m_queue);
    m_queueView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_queueView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_queueView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_queueView->verticalHeader()->hide();
    // Fitted to the first rows of each reload rather than measured over
    // every row on every change (ResizeToContents).
    m_queueView->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_queueView->horizontalHeader()->setResizeContentsPrecision(200);
    m_queueView->horizontalHeader()->setStretchLastSection(true);
    connect(m_queue, &QAbstractItemModel::modelReset, m_queueView, &QTableView::resizeColumnsToContents);
    m_queueView->resizeColumnsToContents();
    connect(m_queueView->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &AdjudicationPanel::showUnit);
    connect(m_queue, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        const AdjudicationUnit *unit = current();
        m_shownQuestion = unit ? unit->questionId : 0;
        m_shownUnit = unit ? unit->key : QString();
        m_shownRow = m_queueView->currentIndex().row();
    });
    connect(m_queue, &QAbstractItemModel::modelReset, this, [this] {
        m_count->setText(tr("%n unit(s)", nullptr, m_queue->rowCount()));
        selectAfterReload();
        showUnit();
    });

    m_unitTitle = new QLabel(this);
    m_unitTitle->setWordWrap(true);
    m_unitTitle->setTextFormat(Qt::PlainText);
    m_decision = new QLabel(this);
    m_decision->setWordWrap(true);
    m_decision->setTextFormat(Qt::PlainText);
    m_decision->setObjectName(QStringLiteral("currentDecision"));
    m_decision->hide();
    m_votes = new QTableWidget(0, 3, this);
    m_votes->setHorizontalHeaderLabels({tr("Annotator"), tr("Label"), tr("Passage")});
    m_votes->verticalHeader()->hide();
    m_votes->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_votes->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_votes->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_votes->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_votes->setWordWrap(true);

    auto *decision = new QGroupBox(tr("Decision"), this);
    m_reason = new QComboBox(decision);
    // Combo boxes as wide as their longest entry (a reason, an annotator
    // pair) would set the panel's width; the dock's width sets theirs.
    for (QComboBox *box : {m_stratum, m_pair, m_reason}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(10);
    }
    m_reasonText = new QLineEdit(decision);
    m_reasonText->setPlaceholderText(tr("Why (required with “other”)"));
    m_note = new QLineEdit(decision);
    m_note->setPlaceholderText(tr("Note (optional)"));
    auto *editReasons = new QPushButton(tr("Edit Reasons…"), decision);
    connect(editReasons, &QPushButton::clicked, this, &AdjudicationPanel::editReasons);
    m_actions = new QWidget(decision);
    m_actionsLayout = new QVBoxLayout(m_actions);
    m_actionsLayout->setContentsMargins(0, 0, 0, 0);
    m_rubricExample = new QPushButton(tr("Last Decision as Rubric Example"), decision);
    m_rubricExample->setToolTip(tr("Add the last decision to the rubric as a worked example (a new rubric version)"));
    m_rubricExample->setEnabled(false);
    connect(m_rubricExample, &QPushButton::clicked, this, [this] {
        const Status added = m_adjudication.addRubricExample(m_lastDecidedQuestion, m_lastDecidedUnit);
        Q_EMIT statusMessage(added ? tr("Added to the rubric as a worked example (a new rubric version).") : added.error());
    });
    auto *reasonRow = new QHBoxLayout;
    reasonRow->addWidget(m_reason, 1);
    reasonRow->addWidget(editReasons);
    auto *form = new QFormLayout;
    // On a narrow dock the fields go under their labels rather than past the edge.
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->addRow(tr("Reason"), reasonRow);
    form->addRow(QString(), m_reasonText);
    form->addRow(tr("Note"), m_note);
    auto *decisionLayout = new QVBoxLayout(decision);
    decisionLayout->addLayout(form);
    decisionLayout->addWidget(m_actions);
    decisionLayout->addWidget(m_rubricExample);

    auto *filters = new QHBoxLayout;
    filters->addWidget(m_stratum);
    filters->addWidget(m_pair);
    auto *filters2 = new QHBoxLayout;
    filters2->addWidget(m_question, 1);
    filters2->addWidget(m_showDecided);
    filters2->addWidget(m_count);
    m_question->setMinimumWidth(60);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(filters);
    layout->addLayout(filters2);
    layout->addWidget(m_queueView, 2);
    layout->addWidget(m_unitTitle);
    layout->addWidget(m_decision);
    layout->addWidget(m_votes, 2);
    layout->addWidget(decision);

    connect(&service, &AgreementService::labelsReloaded, this, [this](qint64 questionId) {
        if (questionId == 0)
            reloadFilters();
    });
    // The service reads the labels in the background when the panel is
    // first shown; until then the queue is empty and says why.
    connect(&service, &AgreementService::loadingChanged, this, [this](bool loading) {
        if (loading && !m_service.isLoaded()) {
            m_count->setText(tr("Reading the labels…"));
            showUnit();
        }
    });
    connect(m_queue, &AdjudicationQueueModel::buildingChanged, this, [this](bool building) {
        if (building) {
            m_count->setText(tr("Building the queue…"));
            showUnit();
        }
    });
    reloadFilters();
    reloadReasons();
    m_count->setText(m_service.isLoaded() ? tr("%n unit(s)", nullptr, m_queue->rowCount()) : QString());
}

void AdjudicationPanel::setActive(bool active)
{
    m_active = active;
    m_queue->setLive(active);
    if (active)
        showUnit();
}

void AdjudicationPanel::reloadFilters()
{
    const QString stratum = m_stratum->currentData().toString();
    const QString pair = m_pair->currentData().toString();
    {
        QSignalBlocker blockStratum(m_stratum);
        QSignalBlocker blockPair(m_pair);
        m_stratum->clear();
        m_stratum->addItem(tr("all strata"), QString());
        for (const QString &name : QuestionStore(m_editor.session().store()).strata())
            m_stratum->addItem(name, name);
        m_stratum->setCurrentIndex(std::max(0, m_stratum->findData(stratum)));
        m_pair->clear();
        m_pair->addItem(tr("any annotators"), QString());
        const std::vector<LabelAnnotator> &annotators = m_service.labels().annotators();
        for (int a = 0; a < int(annotators.size()); ++a) {
            for (int b = a + 1; b < int(annotators.size()); ++b)
                m_pair->addItem(tr("%1 vs %2").arg(annotators[size_t(a)].name, annotators[size_t(b)].name),
                                QStringLiteral("%1,%2").arg(argText(a), argText(b)));
        }
        m_pair->setCurrentIndex(std::max(0, m_pair->findData(pair)));
    }
}

void AdjudicationPanel::reloadReasons()
{
    const QString previous = m_reason->currentData().toString();
    m_reason->clear();
    m_reason->addItem(tr("— choose a reason —"), QString());
    for (const ReasonCode &code : ReasonCodeStore(m_editor.session().store()).all(false)) {
        if (code.code != QLatin1String(ReasonCodeStore::kFullAgreement))
            m_reason->addItem(code.label, code.code);
    }
    m_reason->setCurrentIndex(std::max(0, m_reason->findData(previous)));
}

void AdjudicationPanel::applyFilter()
{
    QueueFilter filter;
    filter.stratum = m_stratum->currentData().toString();
    const QStringList pair = m_pair->currentData().toString().split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (pair.size() == 2) {
        filter.annotatorA = pair[0].toInt();
        filter.annotatorB = pair[1].toInt();
    }
    const QString externalId = m_question->text().trimmed();
    if (!externalId.isEmpty()) {
        const auto question = QuestionStore(m_editor.session().store()).byExternalId(externalId);
        filter.questionId = question ? question->id : -1;
    }
    m_queue->setFilter(filter);
}

void AdjudicationPanel::filterQuestion(qint64 questionId)
{
    const auto question = QuestionStore(m_editor.session().store()).byId(questionId);
    m_question->setText(question ? question->externalId : QString());
    applyFilter();
}

bool AdjudicationPanel::selectUnit(qint64 questionId, const QString &unitKey)
{
    const int row = m_queue->rowOf(questionId, unitKey);
    if (row < 0)
        return false;
    m_queueView->selectRow(row);
    m_queueView->scrollTo(m_queue->index(row, 0));
    return true;
}

void AdjudicationPanel::selectAfterReload()
{
    const int count = m_queue->rowCount();
    const bool advance = std::exchange(m_advance, false);
    if (count == 0)
        return;
    if (!advance) {
        if (!selectUnit(m_shownQuestion, m_shownUnit))
            m_queueView->selectRow(std::clamp(m_shownRow, 0, count - 1));
        return;
    }
    // The decided unit left the queue (or, with "Decided too", stays where
    // it was): the next undecided one from its row on, wrapping round.
    const int from = std::clamp(m_shownRow, 0, count - 1);
    for (int step = 0; step < count; ++step) {
        const int row = (from + step) % count;
        if (!m_queue->isDecided(row)) {
            m_queueView->selectRow(row);
            m_queueView->scrollTo(m_queue->index(row, 0));
            return;
        }
    }
    if (!selectUnit(m_shownQuestion, m_shownUnit))
        m_queueView->selectRow(from);
}

QString AdjudicationPanel::unitTitle() const
{
    return m_unitTitle->text();
}

QString AdjudicationPanel::decisionText() const
{
    return m_decision->isHidden() ? QString() : m_decision->text();
}

QString AdjudicationPanel::describeDecision(const AdjudicationUnit &unit) const
{
    std::vector<Decision> rows;
    for (Decision &decision : AdjudicationStore(m_editor.session().store()).current(unit.questionId)) {
        if (decision.unitKey == unit.key)
            rows.push_back(std::move(decision));
    }
    if (rows.empty())
        return {};
    const Decision &first = rows.front();
    QString outcome;
    switch (first.kind) {
    case Decision::Kind::Unanswerable:
        outcome = tr("no answer in the corpus");
        break;
    case Decision::Kind::Answerable:
        outcome = tr("has an answer");
        break;
    case Decision::Kind::NoSpan:
        outcome = tr("no span");
        break;
    case Decision::Kind::Span: {
        QStringList grades;
        for (const Decision &row : rows)
            grades << argText(row.grade);
        outcome = tr("grade %1", nullptr, int(grades.size())).arg(grades.join(QStringLiteral(", ")));
        break;
    }
    }
    const QString when = QLocale().toString(first.decidedAt.toLocalTime(), QLocale::ShortFormat);
    if (first.automatic)
        return tr("Decided automatically on %1: %2 (the annotators agreed). A decision below replaces it.").arg(when, outcome);
    const auto lead = AnnotatorStore(m_editor.session().store()).byId(first.leadId);
    const auto code = ReasonCodeStore(m_editor.session().store()).byCode(first.reasonCode);
    const QString reason = code ? code->label : first.reasonCode;
    QString text = tr("Decided by %1 on %2: %3, because %4.")
                       .arg(lead ? lead->name : tr("an unknown lead"), when, outcome,
                            first.reasonText.isEmpty() ? reason : tr("%1 (%2)").arg(reason, first.reasonText));
    if (!first.note.isEmpty())
        text += QLatin1Char(' ') + tr("Note: %1").arg(first.note);
    return text + QLatin1Char(' ') + tr("A decision below replaces it.");
}

QString AdjudicationPanel::everythingDecided() const
{
    QSet<QString> byHand;
    QSet<QString> automatic;
    for (const Decision &decision : AdjudicationStore(m_editor.session().store()).current())
        (decision.automatic ? automatic : byHand).insert(DecisionIndex::entry(decision.questionId, decision.unitKey));
    if (byHand.isEmpty() && automatic.isEmpty())
        return tr("Nothing to adjudicate: no unit has labels from two annotators yet.");
    return tr("Everything is decided. Units decided by hand: %L1; automatically, where the annotators agreed: %L2.")
        .arg(byHand.size())
        .arg(automatic.size());
}

const AdjudicationUnit *AdjudicationPanel::current() const
{
    return m_queue->unit(m_queueView->currentIndex().row());
}

void AdjudicationPanel::showUnit()
{
    const AdjudicationUnit *unit = current();
    m_votes->setRowCount(0);
    m_decision->hide();
    if (!unit) {
        m_unitTitle->setText(!m_service.isLoaded() ? tr("Reading the labels…")
                             : m_queue->isBuilding() && m_queue->rowCount() == 0 ? tr("Building the queue…")
                             : m_queue->rowCount() == 0 ? everythingDecided()
                                                        : QString());
        if (m_active)
            m_pane.view()->setHighlights({});
        rebuildActions(AdjudicationUnit());
        return;
    }
    if (m_queue->isDecided(m_queueView->currentIndex().row())) {
        const QString decision = describeDecision(*unit);
        m_decision->setText(decision);
        m_decision->setVisible(!decision.isEmpty());
    }
    const ProjectLabels &labels = m_service.labels();
    const auto question = QuestionStore(m_editor.session().store()).byId(unit->questionId);
    m_unitTitle->setText(tr("%1 · %2\n%3").arg(unit->questionExternalId, m_queue->data(m_queue->index(m_queueView->currentIndex().row(),
                                                                                          AdjudicationQueueModel::DisagreementColumn)).toString(),
                                                question ? question->text : QString()));
    std::shared_ptr<const CanonicalText> text;
    if (unit->documentId != 0) {
        if (auto loaded = m_editor.session().canonicalText(unit->documentId))
            text = *loaded;
    }
    std::vector<Highlight> highlights;
    for (const UnitVote &vote : unit->votes) {
        const QString name = labels.annotators()[size_t(vote.annotator)].name;
        const QColor color = annotatorColor(vote.annotator);
        QString label;
        QStringList passages;
        if (vote.unanswerable)
            label = tr("no answer in the corpus");
        else if (unit->kind == AdjudicationUnitKind::SpanGroup && vote.spans.empty())
            label = tr("no span here");
        else if (vote.grade >= 0)
            label = tr("grade %1").arg(vote.grade);
        else
            label = tr("answered");
        for (const VoteSpan &span : vote.spans) {
            const QString quote = text ? text->slice(span.start, span.end).simplified() : span.exact;
            passages << tr("p. %1: “%2” (%3)").arg(argText(span.page + 1), argText(quote), argText(span.grade));
            highlights.push_back({span.judgmentUuid, span.start, span.end, color,
                                  tr("%1: grade %2").arg(argText(name), argText(span.grade)), QString::number(span.grade)});
        }
        if (unit->kind == AdjudicationUnitKind::Passage && text)
            passages << tr("“%1”").arg(text->slice(unit->start, unit->end).simplified());
        const int row = m_votes->rowCount();
        m_votes->insertRow(row);
        auto *who = new QTableWidgetItem(name);
        who->setData(Qt::DecorationRole, color);
        m_votes->setItem(row, 0, who);
        m_votes->setItem(row, 1, new QTableWidgetItem(label));
        m_votes->setItem(row, 2, new QTableWidgetItem(passages.join(QLatin1Char('\n'))));
    }
    m_votes->resizeRowsToContents();
    if (m_active && unit->documentId != 0 && m_pane.showDocument(unit->documentId)) {
        if (unit->kind == AdjudicationUnitKind::Passage)
            highlights.push_back({QStringLiteral("unit"), unit->start, unit->end, QColor(0xCC, 0x79, 0xA7), tr("the passage")});
        m_pane.view()->setHighlights(highlights);
        m_pane.view()->scrollToRange(unit->start, unit->end);
    } else if (m_active) {
        // A unit of the whole question (answer against "unanswerable") has
        // no place on the page: the previous unit's spans must not stay
        // there looking like this one's.
        m_pane.view()->setHighlights({});
    }
    rebuildActions(*unit);
}

void AdjudicationPanel::rebuildActions(const AdjudicationUnit &unit)
{
    // The button that made the decision is still in its clicked() handler
    // when the queue reloads: old buttons go later, never now.
    const QList<QWidget *> old = m_actions->findChildren<QWidget *>(QString(), Qt::FindDirectChildrenOnly);
    for (QWidget *widget : old) {
        widget->hide();
        widget->deleteLater();
    }
    while (QLayoutItem *item = m_actionsLayout->takeAt(0))
        delete item; // a sub-layout is its own item; its widgets were handled above
    const bool allowed = m_adjudication.canDecide() && unit.questionId != 0;
    m_actions->setEnabled(allowed);
    m_actions->setToolTip(allowed ? QString() : tr("Only a lead decides, on a project open for writing."));
    if (unit.questionId == 0)
        return;
    const AdjudicationUnit copy = unit;
    const ProjectLabels &labels = m_service.labels();
    auto addButton = [this](QLayout *row, const QString &text, std::function<Status(const DecisionReason &, const QString &)> verb) {
        auto *button = new QPushButton(text, m_actions);
        connect(button, &QPushButton::clicked, this, [this, verb] { decide(verb); });
        if (row)
            row->addWidget(button);
        button->show(); // now, not when the layout gets round to it
        return button;
    };
    // One "Accept …" a row and the other verbs two a row: a row of every
    // annotator's button (longer still in German) made the panel wider than
    // its dock on a laptop screen.
    const auto inPairs = [](QGridLayout *grid, QPushButton *button) {
        const int index = grid->count();
        grid->addWidget(button, index / 2, index % 2);
    };
    auto *accept = new QVBoxLayout;
    for (const UnitVote &vote : unit.votes) {
        const LabelAnnotator &annotator = labels.annotators()[size_t(vote.annotator)];
        accept->addWidget(addButton(nullptr, tr("Accept %1").arg(annotator.name),
                                  [this, copy, id = annotator.id](const DecisionReason &reason, const QString &note) {
                                      return m_adjudication.acceptAnnotator(copy, id, reason, note);
                                  }));
    }
    m_actionsLayout->addLayout(accept);
    if (unit.kind != AdjudicationUnitKind::Answerability) {
        auto *gradeLabel = new QLabel(unit.kind == AdjudicationUnitKind::SpanGroup ? tr("Merge spans as grade") : tr("Set grade"),
                                      m_actions);
        m_actionsLayout->addWidget(gradeLabel);
        gradeLabel->show();
        auto *grades = new QHBoxLayout;
        for (int g = 0; g <= 3; ++g) {
            QPushButton *button = addButton(grades, QString::number(g), [this, copy, g](const DecisionReason &reason, const QString &note) {
                return copy.kind == AdjudicationUnitKind::SpanGroup ? m_adjudication.mergeSpans(copy, g, reason, note)
                                                                    : m_adjudication.setGrade(copy, g, reason, note);
            });
            button->setStyleSheet(QStringLiteral("QPushButton { border-left: 5px solid %1; }").arg(gradeColor(g).name()));
        }
        m_actionsLayout->addLayout(grades);
    }
    auto *other = new QGridLayout;
    if (unit.kind == AdjudicationUnitKind::SpanGroup)
        inPairs(other, addButton(nullptr, tr("Reject Span"), [this, copy](const DecisionReason &reason, const QString &note) {
            return m_adjudication.rejectSpan(copy, reason, note);
        }));
    inPairs(other, addButton(nullptr, tr("No Answer in Corpus"), [this, copy](const DecisionReason &reason, const QString &note) {
        return m_adjudication.markUnanswerable(copy, reason, note);
    }));
    if (unit.kind == AdjudicationUnitKind::Answerability)
        inPairs(other, addButton(nullptr, tr("Has an Answer"), [this, copy](const DecisionReason &reason, const QString &note) {
            return m_adjudication.markAnswerable(copy, reason, note);
        }));
    auto *tiebreak = new QPushButton(tr("Tie-break…"), m_actions);
    tiebreak->setToolTip(tr("Send this unit to a third annotator who did not label it"));
    connect(tiebreak, &QPushButton::clicked, this, &AdjudicationPanel::requestTiebreak);
    inPairs(other, tiebreak);
    tiebreak->show();
    m_actionsLayout->addLayout(other);
}

void AdjudicationPanel::decide(const std::function<Status(const DecisionReason &, const QString &)> &verb)
{
    const AdjudicationUnit *unit = current();
    if (!unit)
        return;
    const DecisionReason reason{m_reason->currentData().toString(), m_reasonText->text().trimmed()};
    if (reason.code.isEmpty()) {
        Q_EMIT statusMessage(tr("Choose a reason first: every decision needs one."));
        m_reason->setFocus();
        return;
    }
    m_lastDecidedQuestion = unit->questionId;
    m_lastDecidedUnit = unit->key;
    m_advance = true; // the reload the save causes moves on
    const Status status = verb(reason, m_note->text().trimmed());
    if (!status) {
        m_advance = false;
        Q_EMIT statusMessage(status.error());
        return;
    }
    m_rubricExample->setEnabled(true);
    // Each unit gets its own reason: one left selected would be given to
    // the next decision without anybody choosing it.
    m_reason->setCurrentIndex(0);
    m_reasonText->clear();
    m_note->clear();
    Q_EMIT statusMessage(tr("Decided."));
}

void AdjudicationPanel::requestTiebreak()
{
    const AdjudicationUnit *unit = current();
    if (!unit)
        return;
    QStringList names;
    std::vector<qint64> ids;
    for (const LabelAnnotator &annotator : m_service.labels().annotators()) {
        bool voted = false;
        for (const UnitVote &vote : unit->votes)
            voted = voted || m_service.labels().annotators()[size_t(vote.annotator)].id == annotator.id;
        if (!voted && annotator.role == AnnotatorRole::Annotator) {
            names << annotator.name;
            ids.push_back(annotator.id);
        }
    }
    if (names.isEmpty()) {
        Q_EMIT statusMessage(tr("Every annotator already labeled this question."));
        return;
    }
    bool ok = false;
    const QString chosen = QInputDialog::getItem(this, tr("Tie-break"), tr("Send to:"), names, 0, false, &ok);
    if (!ok)
        return;
    const Status status = m_adjudication.requestTiebreak(*unit, ids[size_t(names.indexOf(chosen))]);
    Q_EMIT statusMessage(status ? tr("Sent to %1: the question is now in their queue.").arg(chosen) : status.error());
}

void AdjudicationPanel::editReasons()
{
    ReasonCodeDialog dialog(m_editor.session(), m_editor.actor(), this);
    dialog.exec();
    reloadReasons();
}

} // namespace touchstone
