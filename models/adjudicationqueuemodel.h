#pragma once

#include "annotation/adjudicationqueue.h"

#include <QAbstractTableModel>

#include <vector>

namespace touchstone {

class AdjudicationStore;
class AgreementService;
class ProjectSession;

// The open adjudication units, most consequential first (binary flips,
// then one-step grade differences; test split before dev), filtered by
// stratum, annotator pair and question.
class AdjudicationQueueModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        QuestionColumn,
        StratumColumn,
        SplitColumn,
        UnitColumn,
        ImpactColumn,
        DisagreementColumn,
        StatusColumn,
        ColumnCount
    };

    AdjudicationQueueModel(ProjectSession &session, AgreementService &service, QObject *parent = nullptr);

    void setFilter(const QueueFilter &filter);
    const QueueFilter &filter() const { return m_filter; }
    // Also list units already decided (to revisit them) and full agreements.
    void setShowDecided(bool show);
    bool showDecided() const { return m_showDecided; }
    bool isDecided(int row) const;
    void reload();
    // While nobody looks at the queue (its panel hidden) a save only marks
    // it stale: rebuilding it reads every question and every decision, a
    // fifth of a second on a 100,000-judgment project, on every grade key.
    // Going live again reloads a stale queue. A new queue is neither live
    // nor built: its panel starts hidden, and the first setLive(true) asks
    // the service for the labels and builds it once they are in.
    void setLive(bool live);
    bool isLive() const { return m_live; }
    bool isStale() const { return m_stale; }
    // Building in the background: the first build after the panel is shown
    // and after every full load (every unit of every question, seconds on a
    // million judgments) runs off the UI thread; a save's rebuild does not.
    bool isBuilding() const { return m_building; }
    // How many times the queue was built (tests: none while hidden).
    int reloadCount() const { return m_reloadCount; }

    const AdjudicationUnit *unit(int row) const;
    int rowOf(qint64 questionId, const QString &key) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString impactLabel(AdjudicationImpact impact);
    static QString disagreementLabel(unsigned flags);

Q_SIGNALS:
    void buildingChanged(bool building);

private:
    struct Built
    {
        std::vector<AdjudicationUnit> units;
        DecisionIndex decisions;
    };
    static std::vector<AdjudicationUnit> build(const AdjudicationStore &store, const ProjectLabels &labels,
                                               const QueueFilter &filter, bool showDecided);
    void reloadInBackground();
    void setBuilding(bool building);

    ProjectSession &m_session;
    AgreementService &m_service;
    QueueFilter m_filter;
    bool m_showDecided = false;
    bool m_live = false;
    bool m_stale = true;
    int m_reloadCount = 0;
    int m_generation = 0; // bumped by every reload: a background build for an older one is dropped
    bool m_building = false;
    std::vector<AdjudicationUnit> m_units;
    DecisionIndex m_decisions;
};

} // namespace touchstone
