#pragma once

#include "result.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace touchstone {

// One computed value of an agreement case: key as in the case's `expected`,
// value empty when undefined (printed as null), `integer` for *_matches.
struct AgreementCaseValue
{
    QString key;
    std::optional<double> value;
    bool integer = false;
};

// A reference case of /work/shared/testdata/agreement (format in its
// README.md): a family, its inputs, and the expected values.
//
// Families and the keys computed for them:
//   cohen_kappa          kappa_unweighted, kappa_linear, kappa_quadratic,
//                        kappa_binary (grade ≥ inputs.binary_threshold, default 2)
//   cohen_kappa_binary   kappa_binary (unweighted κ on the 0/1 ratings)
//   fleiss_kappa         fleiss_kappa
//   krippendorff_alpha   alpha_<level> for each of inputs.levels (nominal,
//                        ordinal, interval, ratio; all four when absent)
//   span_agreement       exact_/overlap_ matches, precision, recall, f1;
//                        token_kappa_binary, token_kappa_graded_linear,
//                        token_kappa_graded_quadratic, token_alpha_graded_ordinal
struct AgreementCase
{
    QString path;      // file it was read from, for messages
    QString id;
    QString family;
    QJsonObject inputs;
    QJsonObject expected;   // may be empty: not needed to compute
    double tolerance = 1e-9;

    static QStringList families();

    // Reads and checks the envelope (JSON object, known family, inputs
    // object). Messages name the file: "FILE: reason".
    static Result<AgreementCase> read(const QString &path);
    static Result<AgreementCase> parse(const QByteArray &json, const QString &path);

    // The keys compute() returns, in order, from the family (and levels).
    Result<QStringList> keys() const;

    // Computes every key of the family with the measures of metrics/. Fails,
    // naming the file and the input, on wrong types or values (a rating that
    // is not an integer, a grade outside the declared categories, rows of
    // different length, a span outside its document, ...).
    Result<std::vector<AgreementCaseValue>> compute() const;

    // One line of JSON: {"key":value,...} in key order, null for undefined,
    // shortest round-trip decimal for numbers, integers for *_matches.
    static QByteArray toJsonLine(const std::vector<AgreementCaseValue> &values);
};

} // namespace touchstone
