#include "versiondiffdialog.h"

#include "annotation/documentstore.h"
#include "annotation/goldversionstore.h"
#include "models/projectsession.h"
#include "models/versionjobs.h"
#include "metrics/argtext.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace touchstone {

namespace {

enum Column { KindColumn, QuestionColumn, DetailColumn, ColumnCount };

QString elided(const QString &quote)
{
    const QString simple = quote.simplified();
    return simple.size() > 80 ? simple.left(79) + QChar(0x2026) : simple;
}

QString defaultFrom(const ProjectSession &session, const QString &to)
{
    const std::optional<GoldVersionInfo> info = GoldVersionStore(session.store()).byName(to);
    return info && !info->parent.isEmpty() ? info->parent : to;
}

} // namespace

VersionDiffDialog::VersionDiffDialog(ProjectSession &session, const QString &from, const QString &to, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
{
    setWindowTitle(tr("Compare Golden-Set Versions"));
    m_from = new QComboBox(this);
    m_to = new QComboBox(this);
    std::vector<GoldVersionInfo> versions = GoldVersionStore(session.store()).versions();
    std::reverse(versions.begin(), versions.end());
    for (const GoldVersionInfo &version : versions) {
        m_from->addItem(version.version);
        m_to->addItem(version.version);
    }
    const QString newest = versions.empty() ? QString() : versions.front().version;
    const QString target = to.isEmpty() ? newest : to;
    m_to->setCurrentText(target);
    m_from->setCurrentText(from.isEmpty() ? defaultFrom(session, target) : from);

    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_tree = new QTreeWidget(this);
    m_tree->setColumnCount(ColumnCount);
    m_tree->setHeaderLabels({tr("Change"), tr("Question"), tr("What")});
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->setSectionResizeMode(KindColumn, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(QuestionColumn, QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(true);

    m_copy = new QPushButton(tr("Copy as &Text"), this);
    m_copy->setToolTip(tr("Copy the differences as readable lines, one change per line"));
    connect(m_copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(text()); });
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_copy, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *choice = new QHBoxLayout;
    choice->addWidget(new QLabel(tr("From (V1):"), this));
    choice->addWidget(m_from, 1);
    choice->addWidget(new QLabel(tr("to (V2):"), this));
    choice->addWidget(m_to, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(choice);
    layout->addWidget(m_summary);
    layout->addWidget(m_tree, 1);
    layout->addWidget(buttons);

    connect(m_from, &QComboBox::currentTextChanged, this, &VersionDiffDialog::recompute);
    connect(m_to, &QComboBox::currentTextChanged, this, &VersionDiffDialog::recompute);
    resize(820, 520);
    recompute();
}

VersionDiffDialog::~VersionDiffDialog() = default;

void VersionDiffDialog::compare(const QString &from, const QString &to)
{
    const QSignalBlocker blockFrom(m_from);
    const QSignalBlocker blockTo(m_to);
    m_from->setCurrentText(from);
    m_to->setCurrentText(to);
    recompute();
}

void VersionDiffDialog::recompute()
{
    if (m_computing) {
        m_pending = true; // once this one is in, compute what is chosen now
        return;
    }
    if (m_from->currentText().isEmpty() || m_to->currentText().isEmpty()) {
        m_summary->setText(tr("There is no frozen version to compare yet."));
        m_copy->setEnabled(false);
        return;
    }
    m_computing = true;
    m_copy->setEnabled(false);
    m_summary->setText(tr("Comparing %1 with %2…").arg(m_from->currentText(), m_to->currentText()));
    VersionJobs::diff(this, m_session, m_from->currentText(), m_to->currentText(),
                      [this](const Result<GoldVersionDiff> &diff) { showDiff(diff); });
}

void VersionDiffDialog::showDiff(const Result<GoldVersionDiff> &diff)
{
    m_computing = false;
    if (m_pending) {
        m_pending = false;
        recompute();
        return;
    }
    m_tree->clear();
    if (!diff) {
        m_diff = GoldVersionDiff();
        m_summary->setText(tr("Cannot compare: %1").arg(diff.error()));
        Q_EMIT computed();
        return;
    }
    m_diff = *diff;
    m_summary->setText(m_diff.toText().section(QLatin1Char('\n'), 0, 0));
    addQuestions(tr("Questions added (%1)").arg(m_diff.added.size()), m_diff.added, tr("added"));
    addQuestions(tr("Questions removed (%1)").arg(m_diff.removed.size()), m_diff.removed, tr("removed"));
    addChanged();
    m_tree->expandAll();
    m_copy->setEnabled(true);
    Q_EMIT computed();
}

void VersionDiffDialog::addQuestions(const QString &title, const QStringList &ids, const QString &kind)
{
    auto *group = new QTreeWidgetItem(m_tree, {title});
    group->setFirstColumnSpanned(true);
    for (const QString &id : ids)
        new QTreeWidgetItem(group, {kind, id});
}

void VersionDiffDialog::addChanged()
{
    auto *group = new QTreeWidgetItem(m_tree, {tr("Questions changed (%1)").arg(m_diff.changed.size())});
    group->setFirstColumnSpanned(true);
    for (const GoldVersionDiff::ChangedQuestion &change : m_diff.changed) {
        auto *question = new QTreeWidgetItem(group, {tr("changed"), change.id, change.fields.join(QStringLiteral(", "))});
        question->setToolTip(DetailColumn, tr("Record fields that differ"));
        for (const GoldVersionDiff::SpanChange &span : change.spansAdded)
            spanItem(question, tr("span added"), span, false);
        for (const GoldVersionDiff::SpanChange &span : change.spansRemoved)
            spanItem(question, tr("span removed"), span, false);
        for (const GoldVersionDiff::SpanChange &span : change.spansRegraded)
            spanItem(question, tr("span regraded"), span, true);
    }
}

QTreeWidgetItem *VersionDiffDialog::spanItem(QTreeWidgetItem *parent, const QString &kind,
                                             const GoldVersionDiff::SpanChange &change, bool regraded)
{
    const GoldSpan &span = change.span;
    const QString grade = regraded ? tr("grade %1 → %2").arg(argText(change.oldGrade), argText(span.grade)) : tr("grade %1").arg(span.grade);
    const QString detail = tr("%1, %2 p.%3 %4–%5 “%6”")
                               .arg(argText(grade), argText(documentName(span.documentSha256)), argText(span.page + 1), argText(span.start), argText(span.end), argText(elided(span.exact)));
    auto *item = new QTreeWidgetItem(parent, {kind, QString(), detail});
    item->setToolTip(DetailColumn, tr("%1\ndocument sha256 %2").arg(span.exact, span.documentSha256));
    return item;
}

QString VersionDiffDialog::documentName(const QString &sha256)
{
    auto it = m_documentNames.find(sha256);
    if (it == m_documentNames.end()) {
        const std::optional<DocumentRecord> record = DocumentStore(m_session.store()).documentBySha256(sha256);
        it = m_documentNames.insert(sha256, record ? record->fileName : sha256.left(12));
    }
    return *it;
}

} // namespace touchstone
