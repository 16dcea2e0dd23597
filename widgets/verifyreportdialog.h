#pragma once

#include "annotation/goldverifier.h"

#include <QDialog>

class QLabel;
class QTableWidget;

namespace touchstone {

class ProjectSession;

// The outcome of re-anchoring every span of a version: the verdict, the
// corpus digest, exact / normalized / fuzzy / lost per stratum, then each
// lost (and each fuzzy) span with where it was and why, and any problem
// with a document.
class VerifyReportDialog : public QDialog
{
    Q_OBJECT

public:
    VerifyReportDialog(const ProjectSession &session, VerifyReport report, QWidget *parent = nullptr);

    const VerifyReport &report() const { return m_report; }
    QTableWidget *countsTable() const { return m_counts; }
    QTableWidget *spansTable() const { return m_spans; }
    QLabel *verdictLabel() const { return m_verdict; }

    static QString verdictText(const VerifyReport &report);

private:
    void fillCounts();
    void fillSpans(const ProjectSession &session);

    VerifyReport m_report;
    QLabel *m_verdict = nullptr;
    QTableWidget *m_counts = nullptr;
    QTableWidget *m_spans = nullptr;
};

} // namespace touchstone
