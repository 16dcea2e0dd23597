#pragma once

#include "models/runtasks.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QListWidget;

namespace touchstone {

struct RunListEntry;

// Asks which runs a retrieval report covers, which one is the baseline,
// the metric the gate reads and its minimum effect, and a title.
class WriteReportDialog : public QDialog
{
    Q_OBJECT

public:
    WriteReportDialog(const std::vector<RunListEntry> &runs, qint64 preselected, QWidget *parent = nullptr);

    ReportRequest request() const;
    QListWidget *runList() const { return m_runs; }
    QComboBox *baselineCombo() const { return m_baseline; }

private:
    void updateBaselines();

    QListWidget *m_runs = nullptr;
    QComboBox *m_baseline = nullptr;
    QComboBox *m_metric = nullptr;
    QDoubleSpinBox *m_minimumEffect = nullptr;
    QLineEdit *m_title = nullptr;
};

} // namespace touchstone
