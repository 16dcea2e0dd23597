#pragma once

#include "annotation/goldfreezer.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;

namespace touchstone {

class LabelEditor;
struct FreezeOutcome;

// Freezes a new golden-set version: its name, the split's seed and test
// fraction, the nDCG gain, and the lead's consent to single-annotator
// labels in dev. The freeze runs off the UI thread. A refusal lists every
// offender, one per line, copyable, and the dialog stays open so the lead
// can fix them and try again; a freeze shows its summary. Only a lead
// freezes, and only on a writable project.
class FreezeDialog : public QDialog
{
    Q_OBJECT

public:
    explicit FreezeDialog(LabelEditor &editor, QWidget *parent = nullptr);
    ~FreezeDialog() override;

    // Why this user cannot freeze here (empty when they can).
    static QString refusal(const LabelEditor &editor);
    // "v3" after "v2"; "v1" when there is nothing yet.
    static QString suggestedName(const QString &newest);

    FreezeOptions options() const;
    bool isRunning() const { return m_running; }
    QStringList blockers() const { return m_blockers; }

    QLineEdit *nameEdit() const { return m_name; }
    QLineEdit *seedEdit() const { return m_seed; }
    QDoubleSpinBox *testFractionBox() const { return m_testFraction; }
    QCheckBox *singleAnnotatorBox() const { return m_allowSingle; }
    QPushButton *freezeButton() const { return m_freeze; }
    QPlainTextEdit *resultView() const { return m_result; }
    QLabel *resultTitle() const { return m_resultTitle; }

public Q_SLOTS:
    void reject() override;

Q_SIGNALS:
    void frozen(const QString &version);

private:
    QFormLayout *createFields();
    void createResultArea();
    void fillDefaults();
    // The one-line reason the options cannot be frozen, or empty.
    QString validationMessage() const;
    void validate();
    void startFreeze();
    void showOutcome(const FreezeOutcome &outcome);
    void showResult(const QString &title, const QStringList &lines);

    LabelEditor &m_editor;
    QLineEdit *m_name = nullptr;
    QLabel *m_nameMessage = nullptr;
    QLineEdit *m_seed = nullptr;
    QDoubleSpinBox *m_testFraction = nullptr;
    QComboBox *m_gain = nullptr;
    QCheckBox *m_allowSingle = nullptr;
    QLabel *m_permission = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_resultTitle = nullptr;
    QPlainTextEdit *m_result = nullptr;
    QPushButton *m_copy = nullptr;
    QPushButton *m_freeze = nullptr;
    QPushButton *m_close = nullptr;
    QStringList m_blockers;
    bool m_running = false;
    QString m_frozen; // the version this dialog just froze
};

} // namespace touchstone
