#pragma once

#include "annotation/agreementtargets.h"
#include "annotation/projectagreement.h"
#include "annotation/projectlabels.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>

#include <functional>
#include <memory>
#include <set>

namespace touchstone {

class LabelEditor;
class ProjectSession;

// Keeps the live agreement numbers of a project: the labels in memory, one
// tally per question, and the dashboard recomputed on every save without a
// button (only the saved question is re-read and re-tallied). Full
// agreements are accepted automatically as labels change. Bootstrap
// intervals take longer: they are computed off the UI thread once labeling
// pauses, and merged in when ready.
//
// Lazy: reading every label of a project takes seconds and a good part of a
// gigabyte on a million judgments, and only the Agreement and Adjudication
// docks (and the gold feedback) need them. Until one of them calls
// ensureLoaded() the service holds no labels (labels() is empty, loadCount()
// 0); then the labels are read, full agreements accepted (syncAutomatic) and
// every question tallied off the UI thread, and labelsReloaded(0) tells the
// views. Saves made meanwhile are re-read once the load arrives. Every view
// shows the numbers it showed before, once the load is in.
class AgreementService : public QObject
{
    Q_OBJECT

public:
    AgreementService(ProjectSession &session, LabelEditor &editor, QObject *parent = nullptr);
    ~AgreementService() override;

    const ProjectLabels &labels() const { return m_state->labels; }
    const ProjectAgreement &agreement() const { return m_state->agreement; }
    // A copy of the labels as they are now, for work off the UI thread (the
    // trajectory, the intervals): the labels here change on every save. One
    // copy is shared until the next change.
    std::shared_ptr<const ProjectLabels> snapshot() const;

    // Starts reading the labels in the background, once; the views that
    // show them call it when they are first shown.
    void ensureLoaded();
    bool isLoaded() const { return m_loaded; }
    bool isLoading() const { return m_loadTask != nullptr; }
    // How many full loads ran (tests: nothing is read before a view shows).
    int loadCount() const { return m_loadCount; }
    // Runs `action` now if the labels are loaded, else once they are (a load
    // is started); never after `context` is gone.
    void whenLoaded(QObject *context, std::function<void()> action);

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
    // Everything again (an import, a package merge); in the background, the
    // numbers of before stay until the new ones arrive. Nothing to do while
    // nothing is loaded.
    void reloadAll();
    // Computes bootstrap intervals now, in the background.
    void requestIntervals();
    bool intervalsPending() const { return m_intervals.isRunning() || m_idle.isActive() || m_intervalsAgain; }

Q_SIGNALS:
    void dashboardChanged();
    // A background load started (loading) or arrived.
    void loadingChanged(bool loading);
    // The labels changed: the adjudication queue may have changed too.
    void labelsReloaded(qint64 questionId); // 0: all

private:
    // The labels and their tallies, together: the agreement refers to the
    // labels it tallies.
    struct State
    {
        ProjectLabels labels;
        ProjectAgreement agreement{labels};
        AgreementDashboard dashboard;
        QString error;
    };

    void startLoad();
    void adopt(const std::shared_ptr<State> &state);
    void recompute();
    void mergeIntervals(const AgreementDashboard &withIntervals);

    ProjectSession &m_session;
    const LabelEditor &m_editor;
    std::shared_ptr<State> m_state;
    mutable std::shared_ptr<const ProjectLabels> m_snapshot;
    AgreementDashboard m_dashboard;
    AgreementFilter m_filter;
    AgreementOptions m_options;
    QString m_loadError;
    QTimer m_idle;
    QFutureWatcher<AgreementDashboard> m_intervals;
    bool m_intervalsAgain = false;
    bool m_loaded = false;
    bool m_reloadAgain = false;  // data changed during a load: load once more
    int m_loadCount = 0;
    QObject *m_loadTask = nullptr;  // the StoreTask of the running load
    std::set<qint64> m_pending;     // questions saved during a load
};

} // namespace touchstone
