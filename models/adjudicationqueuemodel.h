#pragma once

#include "annotation/adjudicationqueue.h"

#include <QAbstractTableModel>

#include <vector>

namespace touchstone {

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

private:
    void reloadIfLive();

    ProjectSession &m_session;
    AgreementService &m_service;
    QueueFilter m_filter;
    bool m_showDecided = false;
    bool m_live = false;
    bool m_stale = true;
    int m_reloadCount = 0;
    std::vector<AdjudicationUnit> m_units;
    DecisionIndex m_decisions;
};

} // namespace touchstone
