#pragma once

#include "runpairing.h"

#include <QAbstractTableModel>

#include <memory>

namespace touchstone {

// The questions of a baseline / candidate pair, filtered to the ones that
// moved: rescued or broken on success@k, or better / worse on the metric.
class RunPairModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum class Filter { All, Rescued, Broke, Improved, Worse, Changed };
    Q_ENUM(Filter)
    enum Column {
        IdColumn,
        StratumColumn,
        FlipColumn,
        BaselineSuccessColumn,
        CandidateSuccessColumn,
        BaselineValueColumn,
        CandidateValueColumn,
        DeltaColumn,
        ColumnCount
    };
    enum Role { QuestionUuidRole = Qt::UserRole + 1, DeltaRole };

    explicit RunPairModel(QObject *parent = nullptr);

    void setPair(std::shared_ptr<const RunPair> pair);
    const RunPair *pair() const { return m_pair.get(); }
    void setFilter(Filter filter);
    Filter filter() const { return m_filter; }
    const PairedQuestion *question(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString flipName(const std::optional<RerankOutcome> &flip);

private:
    void rebuild();
    bool accepts(const PairedQuestion &question) const;
    QVariant display(const PairedQuestion &question, int column) const;

    std::shared_ptr<const RunPair> m_pair;
    Filter m_filter = Filter::Changed;
    std::vector<const PairedQuestion *> m_rows;
};

} // namespace touchstone
