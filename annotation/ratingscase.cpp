#include "ratingscase.h"

#include "agreementunits.h"
#include "metrics/argtext.h"

#include <QJsonArray>

#include <map>
#include <set>

namespace touchstone {

namespace {

struct Column
{
    QString id;
    std::map<int, int> grades;  // annotator index → grade
};

std::vector<Column> passageColumns(const ProjectLabels &labels, const AgreementFilter &filter)
{
    std::vector<Column> columns;
    for (int q = 0; q < int(labels.questions().size()); ++q) {
        const LabelQuestion &question = labels.questions()[size_t(q)];
        if (!filter.stratum.isEmpty() && question.stratum != filter.stratum)
            continue;
        const QuestionUnits units = AgreementUnits::of(labels, q);
        for (const QuestionUnits::Item &unit : units.items) {
            Column column;
            if (unit.kind == QuestionUnits::Item::Kind::Highlight) {
                const LabelDocument *document = labels.document(unit.documentId);
                column.id = QStringLiteral("%1/%2@%3-%4")
                                .arg(argText(question.externalId), argText(document ? document->sha256.left(12) : QString::number(unit.documentId)), argText(unit.start), argText(unit.end));
            } else {
                const LabelPassage *passage = labels.passage(unit.passageId);
                column.id = question.externalId + QLatin1Char('/') + (passage ? passage->uuid : QString::number(unit.passageId));
            }
            for (size_t r = 0; r < units.raters.size(); ++r)
                if (unit.grades[r] >= 0)
                    column.grades[units.raters[r]] = unit.grades[r];
            columns.push_back(std::move(column));
        }
    }
    return columns;
}

QJsonArray row(const std::vector<Column> &columns, int annotator)
{
    QJsonArray cells;
    for (const Column &column : columns) {
        const auto it = column.grades.find(annotator);
        cells.append(it == column.grades.end() ? QJsonValue(QJsonValue::Null) : QJsonValue(it->second));
    }
    return cells;
}

QJsonObject envelope(const QString &id, const QString &family, const QString &title, const QJsonObject &inputs,
                     const QJsonArray &coders, const std::vector<Column> &columns)
{
    QJsonArray units;
    for (const Column &column : columns)
        units.append(column.id);
    return QJsonObject{
        {QStringLiteral("id"), id},
        {QStringLiteral("family"), family},
        {QStringLiteral("title"), title},
        {QStringLiteral("inputs"), inputs},
        {QStringLiteral("expected"), QJsonObject()},
        {QStringLiteral("tolerance"), QJsonObject{{QStringLiteral("absolute"), 1e-9}}},
        {QStringLiteral("notes"), QStringLiteral("Written by touchstone agreement --ratings-out: (question, passage) "
                                                 "items rated by two or more annotators (pooled passages and highlight "
                                                 "groups, not marked = 0); rows are annotators, columns items.")},
        {QStringLiteral("diagnostics"), QJsonObject{{QStringLiteral("coders"), coders}, {QStringLiteral("units"), units}}},
    };
}

QJsonArray categories()
{
    return QJsonArray{0, 1, 2, 3};
}

QString scope(const AgreementFilter &filter)
{
    return filter.stratum.isEmpty() ? QStringLiteral("all") : filter.stratum;
}

} // namespace

QJsonObject RatingsCase::forRaters(const ProjectLabels &labels, const AgreementFilter &filter)
{
    std::set<int> coders;
    for (const Column &column : passageColumns(labels, filter))
        for (const auto &[annotator, grade] : column.grades)
            coders.insert(annotator);
    if (coders.size() == 2)
        return cohen(labels, *coders.begin(), *coders.rbegin(), filter);
    return krippendorff(labels, filter);
}

QJsonObject RatingsCase::krippendorff(const ProjectLabels &labels, const AgreementFilter &filter)
{
    const std::vector<Column> columns = passageColumns(labels, filter);
    std::set<int> coders;
    for (const Column &column : columns)
        for (const auto &[annotator, grade] : column.grades)
            coders.insert(annotator);
    QJsonArray ratings;
    QJsonArray names;
    for (const int annotator : coders) {
        ratings.append(row(columns, annotator));
        names.append(labels.annotators()[size_t(annotator)].name);
    }
    const QJsonObject inputs{
        {QStringLiteral("ratings"), ratings},
        {QStringLiteral("levels"), QJsonArray{QStringLiteral("nominal"), QStringLiteral("ordinal"), QStringLiteral("interval")}},
        {QStringLiteral("categories"), categories()},
    };
    return envelope(QStringLiteral("project_items_") + scope(filter), QStringLiteral("krippendorff_alpha"),
                    QStringLiteral("Item grades of the project (%1)").arg(scope(filter)), inputs, names, columns);
}

QJsonObject RatingsCase::cohen(const ProjectLabels &labels, int annotatorA, int annotatorB, const AgreementFilter &filter)
{
    const std::vector<Column> columns = passageColumns(labels, filter);
    const QJsonObject inputs{
        {QStringLiteral("ratings"), QJsonArray{row(columns, annotatorA), row(columns, annotatorB)}},
        {QStringLiteral("categories"), categories()},
        {QStringLiteral("binary_threshold"), 2},
    };
    const QString a = labels.annotators()[size_t(annotatorA)].name;
    const QString b = labels.annotators()[size_t(annotatorB)].name;
    return envelope(QStringLiteral("project_items_%1_pair").arg(scope(filter)), QStringLiteral("cohen_kappa"),
                    QStringLiteral("Item grades of %1 and %2 (%3)").arg(a, b, scope(filter)), inputs,
                    QJsonArray{a, b}, columns);
}

} // namespace touchstone
