#include "freezedialog.h"

#include "annotation/annotator.h"
#include "annotation/goldversionstore.h"
#include "models/labeleditor.h"
#include "models/projectsession.h"
#include "models/versionjobs.h"
#include "models/versionsummary.h"
#include "metrics/argtext.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QVBoxLayout>

namespace touchstone {

namespace {

constexpr qint64 kSeedLimit = qint64(1) << 53; // seeds travel as JSON numbers

QStringList summaryLines(const FreezeOutcome &outcome)
{
    const GoldVersionInfo &version = *outcome.version;
    const VersionSummary summary = VersionSummary::of(version);
    return {
        FreezeDialog::tr("Version %1 is frozen: %2 questions (test %3, dev %4), %5 spans.")
            .arg(argText(version.version), argText(summary.questions), argText(summary.test), argText(summary.dev), argText(summary.spans)),
        version.parent.isEmpty() ? FreezeDialog::tr("Parent: none (first version).")
                                 : FreezeDialog::tr("Parent: %1.").arg(version.parent),
        FreezeDialog::tr("Built at %1 by %2.").arg(VersionSummary::localTime(version.builtAt), version.builtBy),
        FreezeDialog::tr("Questions given a split now: %1.").arg(outcome.newlyAssignedSplits),
        FreezeDialog::tr("κ binary: %1.").arg(VersionSummary::figure(summary.kappaBinary)),
        FreezeDialog::tr("Corpus digest: %1").arg(version.corpusDigest),
        FreezeDialog::tr("Records sha256: %1").arg(version.contentSha256),
    };
}

} // namespace

FreezeDialog::FreezeDialog(LabelEditor &editor, QWidget *parent)
    : QDialog(parent)
    , m_editor(editor)
{
    setWindowTitle(tr("Freeze Golden-Set Version"));
    QFormLayout *form = createFields();
    m_permission = new QLabel(this);
    m_permission->setWordWrap(true);
    auto *note = new QLabel(tr("A frozen version is immutable: it can be exported, compared and verified, never changed."), this);
    note->setWordWrap(true);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 0);
    m_progress->setTextVisible(false);
    m_progress->hide();
    createResultArea();

    auto *buttons = new QDialogButtonBox(this);
    m_freeze = buttons->addButton(tr("&Freeze"), QDialogButtonBox::AcceptRole);
    m_freeze->setDefault(true);
    m_close = buttons->addButton(QDialogButtonBox::Close);
    connect(m_freeze, &QPushButton::clicked, this, &FreezeDialog::startFreeze);
    connect(m_close, &QPushButton::clicked, this, &FreezeDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(m_permission);
    layout->addWidget(m_progress);
    layout->addWidget(m_resultTitle);
    layout->addWidget(m_result, 1);
    auto *copyRow = new QHBoxLayout;
    copyRow->addStretch();
    copyRow->addWidget(m_copy);
    layout->addLayout(copyRow);
    layout->addWidget(buttons);

    for (QLineEdit *edit : {m_name, m_seed})
        connect(edit, &QLineEdit::textChanged, this, &FreezeDialog::validate);
    connect(&editor, &LabelEditor::annotatorChanged, this, &FreezeDialog::validate);
    fillDefaults();
    validate();
    resize(620, 360);
}

QFormLayout *FreezeDialog::createFields()
{
    m_name = new QLineEdit(this);
    m_name->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[A-Za-z0-9._-]*")), m_name));
    m_name->setToolTip(tr("Letters, digits, “.”, “_” and “-”; a name no version of this project has"));
    m_nameMessage = new QLabel(this);
    m_nameMessage->setWordWrap(true);
    m_seed = new QLineEdit(this);
    m_seed->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,16}")), m_seed));
    m_seed->setToolTip(tr("Seed of the split of new questions and of the agreement intervals"));
    m_testFraction = new QDoubleSpinBox(this);
    m_testFraction->setRange(0.0, 1.0);
    m_testFraction->setSingleStep(0.05);
    m_testFraction->setDecimals(2);
    m_testFraction->setToolTip(tr("Share of each stratum's new questions that go to the test split"));
    m_gain = new QComboBox(this);
    m_gain->addItem(tr("exponential (2^g − 1)"), QStringLiteral("exponential"));
    m_gain->addItem(tr("linear (g)"), QStringLiteral("linear"));
    m_gain->setToolTip(tr("The nDCG gain that evaluations against this version use"));
    m_allowSingle = new QCheckBox(tr("Allow single-annotator labels in dev"), this);
    m_allowSingle->setToolTip(tr("Questions labeled by one annotator only may go to the dev split (never to test). "
                                 "Only a lead may allow this."));

    auto *form = new QFormLayout;
    form->addRow(tr("&Version name:"), m_name);
    form->addRow(QString(), m_nameMessage);
    form->addRow(tr("&Seed:"), m_seed);
    form->addRow(tr("&Test fraction:"), m_testFraction);
    form->addRow(tr("&Gain:"), m_gain);
    form->addRow(QString(), m_allowSingle);
    return form;
}

void FreezeDialog::createResultArea()
{
    m_resultTitle = new QLabel(this);
    m_resultTitle->setWordWrap(true);
    m_result = new QPlainTextEdit(this);
    m_result->setReadOnly(true);
    m_result->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_result->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_copy = new QPushButton(tr("&Copy"), this);
    m_copy->setToolTip(tr("Copy these lines to the clipboard"));
    connect(m_copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(m_result->toPlainText()); });
    for (QWidget *widget : std::initializer_list<QWidget *>{m_resultTitle, m_result, m_copy})
        widget->hide();
}

FreezeDialog::~FreezeDialog() = default;

QString FreezeDialog::refusal(const LabelEditor &editor)
{
    if (editor.session().isReadOnly())
        return tr("The project is open read-only (another Touchstone has it): versions cannot be frozen here.");
    if (editor.annotator().id == 0)
        return tr("Choose who you are first (File ▸ Switch User): only a lead freezes.");
    if (editor.annotator().role != AnnotatorRole::Lead)
        return tr("Only a lead freezes golden-set versions; %1 is not a lead.").arg(editor.annotator().name);
    return QString();
}

QString FreezeDialog::suggestedName(const QString &newest)
{
    if (newest.isEmpty())
        return QStringLiteral("v1");
    const QRegularExpressionMatch match = QRegularExpression(QStringLiteral("^(.*?)(\\d+)$")).match(newest);
    if (!match.hasMatch())
        return newest + QStringLiteral("-2");
    const QString digits = match.captured(2);
    const QString next = QString::number(digits.toLongLong() + 1);
    return match.captured(1) + next.rightJustified(digits.size(), QLatin1Char('0'));
}

void FreezeDialog::fillDefaults()
{
    // A new version follows its parent's settings unless the lead says otherwise.
    const std::optional<GoldVersionInfo> newest = GoldVersionStore(m_editor.session().store()).newest();
    m_name->setText(suggestedName(newest ? newest->version : QString()));
    m_seed->setText(QString::number(newest ? newest->seed : FreezeOptions::kDefaultSeed));
    const QJsonObject split = newest ? newest->manifest.value(QStringLiteral("split")).toObject() : QJsonObject();
    m_testFraction->setValue(split.value(QStringLiteral("test_fraction")).toDouble(FreezeOptions().testFraction));
    const QString gain = newest ? newest->manifest.value(QStringLiteral("gain")).toString() : FreezeOptions().gain;
    m_gain->setCurrentIndex(std::max(0, m_gain->findData(gain)));
}

FreezeOptions FreezeDialog::options() const
{
    FreezeOptions options;
    options.version = m_name->text().trimmed();
    options.seed = m_seed->text().toLongLong();
    options.testFraction = m_testFraction->value();
    options.gain = m_gain->currentData().toString();
    options.allowSingleAnnotatorDev = refusal(m_editor).isEmpty() && m_allowSingle->isChecked();
    options.actor = m_editor.actor();
    return options;
}

QString FreezeDialog::validationMessage() const
{
    const QString name = m_name->text().trimmed();
    if (name.isEmpty())
        return tr("Name the version.");
    if (!GoldFreezer::isValidVersionName(name))
        return tr("“%1” is not a version name: use letters, digits, “.”, “_” and “-”.").arg(name);
    if (name == m_frozen)
        return tr("Version %1 is frozen. To freeze another, give it a new name.").arg(name);
    if (GoldVersionStore(m_editor.session().store()).byName(name))
        return tr("Version %1 exists and is frozen; choose a new name.").arg(name);
    bool ok = false;
    const qint64 seed = m_seed->text().toLongLong(&ok);
    if (!ok || seed < 0 || seed >= kSeedLimit)
        return tr("The seed is a whole number from 0 to 2^53 − 1.");
    return QString();
}

void FreezeDialog::validate()
{
    const QString denied = refusal(m_editor);
    const QString invalid = validationMessage();
    m_permission->setText(denied);
    m_permission->setVisible(!denied.isEmpty());
    m_nameMessage->setText(invalid);
    m_nameMessage->setVisible(!invalid.isEmpty());
    m_allowSingle->setEnabled(denied.isEmpty() && !m_running);
    if (!denied.isEmpty())
        m_allowSingle->setChecked(false);
    m_freeze->setEnabled(denied.isEmpty() && invalid.isEmpty() && !m_running);
    m_freeze->setToolTip(!denied.isEmpty() ? denied : invalid);
    for (QWidget *widget : std::initializer_list<QWidget *>{m_name, m_seed, m_testFraction, m_gain})
        widget->setEnabled(!m_running);
    m_close->setEnabled(!m_running);
}

void FreezeDialog::startFreeze()
{
    if (m_running || !refusal(m_editor).isEmpty() || !validationMessage().isEmpty())
        return;
    m_running = true;
    m_progress->show();
    showResult(tr("Freezing %1…").arg(options().version), {});
    validate();
    VersionJobs::freeze(this, m_editor, options(), [this](const FreezeOutcome &outcome) { showOutcome(outcome); });
}

void FreezeDialog::showOutcome(const FreezeOutcome &outcome)
{
    m_running = false;
    m_progress->hide();
    m_blockers = outcome.blockers;
    if (outcome.frozen()) {
        m_frozen = outcome.version->version;
        showResult(tr("Version %1 is frozen.").arg(m_frozen), summaryLines(outcome));
        validate(); // the name exists now: the field says it is this freeze's
        m_close->setFocus();
        Q_EMIT frozen(outcome.version->version);
        return;
    }
    if (!outcome.blockers.isEmpty())
        showResult(tr("The freeze was refused: %n problem(s), one per line below. Nothing was written; fix them "
                      "and freeze again.", nullptr, int(outcome.blockers.size())),
                   outcome.blockers);
    else
        showResult(tr("The freeze failed. Nothing was written."), {outcome.error});
    validate();
}

void FreezeDialog::showResult(const QString &title, const QStringList &lines)
{
    m_resultTitle->setText(title);
    m_resultTitle->show();
    m_result->setPlainText(lines.join(QLatin1Char('\n')));
    m_result->setVisible(!lines.isEmpty());
    m_copy->setVisible(!lines.isEmpty());
}

void FreezeDialog::reject()
{
    // A freeze is one transaction: it finishes, it is not abandoned.
    if (!m_running)
        QDialog::reject();
}

} // namespace touchstone
