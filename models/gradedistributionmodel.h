#pragma once

#include "annotation/agreementdrilldown.h"

#include <QAbstractTableModel>

namespace touchstone {

class AgreementService;

// How each annotator grades: rows are grades 0–3 (and "unanswerable"),
// columns annotators, values the share of their labels; a bar chart maps it
// with QVBarModelMapper (one bar set per annotator). Empty until the first
// reload().
class GradeDistributionModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit GradeDistributionModel(AgreementService &service, QObject *parent = nullptr);

    void reload();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    AgreementService &m_service;
    std::vector<GradeDistribution> m_distributions;
};

} // namespace touchstone
