#pragma once

#include "annotation/agreementtargets.h"
#include "annotation/projectagreement.h"
#include "annotation/projectlabels.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>

#include <memory>

namespace touchstone {

class LabelEditor;
class ProjectSession;

// Keeps the live agreement numbers of a project: the labels in memory, one
// tally per question, and the dashboard recomputed on every save without a
// button (only the saved question is re-read and re-tallied). Full
// agreements are accepted automatically as labels change. Bootstrap
// intervals take longer: they are computed off the UI thread once labeling
// pauses, and merged in when ready.
class AgreementService : public QObject
{
    Q_OBJECT

public:
    AgreementService(ProjectSession &session, LabelEditor &editor, QObject *parent = nullptr);
    ~AgreementService() override;

    const ProjectLabels &labels() const { return m_labels; }
    const ProjectAgreement &agreement() const { return *m_agreement; }
    const AgreementDashboard &dashboard() const { return m_dashboard; }
    QString loadError() const { return m_loadError; }

    void setFilter(const AgreementFilter &filter);
    const AgreementFilter &filter() const { return m_filter; }
    void setMinUnits(int minUnits);
    int minUnits() const { return m_options.minUnits; }
    // The project's targets (seed §3.7 by default; `touchstone agreement
    // PROJECT --set-targets` changes them).
    AgreementTargets targets() const;
    // The target line of a measure: the binary target for binary κ, the
    // graded one for the other item-level κ and α; none for span and token
    // measures, which the seed sets no target for.
    std::optional<double> targetFor(const QString &key) const;
    // Stores new targets (a lead's decision: one transaction with an audit
    // row naming the lead) and redraws.
    Status setTargets(const AgreementTargets &targets);
    bool canSetTargets() const;

    // After a save: re-read and re-tally one question, recompute.
    void refreshQuestion(qint64 questionId);
    // Everything again (an import, a package merge).
    void reloadAll();
    // Computes bootstrap intervals now, in the background.
    void requestIntervals();
    bool intervalsPending() const { return m_intervals.isRunning() || m_idle.isActive(); }

Q_SIGNALS:
    void dashboardChanged();
    // The labels changed: the adjudication queue may have changed too.
    void labelsReloaded(qint64 questionId); // 0: all

private:
    void recompute();
    void mergeIntervals(const AgreementDashboard &withIntervals);

    ProjectSession &m_session;
    const LabelEditor &m_editor;
    ProjectLabels m_labels;
    std::unique_ptr<ProjectAgreement> m_agreement;
    AgreementDashboard m_dashboard;
    AgreementFilter m_filter;
    AgreementOptions m_options;
    QString m_loadError;
    QTimer m_idle;
    QFutureWatcher<AgreementDashboard> m_intervals;
};

} // namespace touchstone
