#include "gradedistributionmodel.h"

#include "agreementservice.h"

namespace touchstone {

GradeDistributionModel::GradeDistributionModel(AgreementService &service, QObject *parent)
    : QAbstractTableModel(parent)
    , m_service(service)
{
    // Empty until the dashboard, once shown, reloads it: the walk covers
    // every label of the project.
}

void GradeDistributionModel::reload()
{
    beginResetModel();
    m_distributions = AgreementDrilldown::gradeDistribution(m_service.labels(), m_service.filter());
    endResetModel();
}

int GradeDistributionModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : 5;
}

int GradeDistributionModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_distributions.size());
}

QVariant GradeDistributionModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.column() >= int(m_distributions.size()) || (role != Qt::DisplayRole && role != Qt::EditRole))
        return {};
    const GradeDistribution &d = m_distributions[size_t(index.column())];
    long long total = d.unanswerable;
    for (int g = 0; g < 4; ++g)
        total += d.passageGrades[size_t(g)] + d.spanGrades[size_t(g)];
    const long long count = index.row() < 4 ? d.passageGrades[size_t(index.row())] + d.spanGrades[size_t(index.row())]
                                            : d.unanswerable;
    return total == 0 ? 0.0 : double(count) / double(total);
}

QVariant GradeDistributionModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Horizontal) {
        if (section < int(m_distributions.size()))
            return m_service.labels().annotators()[size_t(m_distributions[size_t(section)].annotator)].name;
        return {};
    }
    return section < 4 ? tr("grade %1").arg(section) : tr("unanswerable");
}

} // namespace touchstone
