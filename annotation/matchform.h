#pragma once

#include <QString>

#include <cstdint>
#include <string>
#include <vector>

namespace touchstone {

class CanonicalText;

// The form in which quotes are looked up (DESIGN.md): case folded,
// whitespace collapsed, whitespace next to CJK dropped, soft hyphens and
// bidi controls removed, typographic quotes and hyphens folded, and each
// hyphen that ends a line turned into an optional hyphen that matches '-'
// or nothing ("proceed-/ings" and "camera-/ready" both match). Keeps a map
// back to canonical offsets.
class MatchForm
{
public:
    // Stands in the match form for a line-end hyphen (it matches '-' or nothing).
    static constexpr char32_t kOptionalHyphen = 0x1;

    MatchForm() = default;
    explicit MatchForm(const CanonicalText &text);

    // A typed quote in match form: NFKC first, then the same folding.
    struct Quote
    {
        std::u32string text;      // match form
        std::u32string original;  // the NFKC code point each match-form code point came from
        // Case folding covers capitalization, not spelling: a word typed in
        // mixed case ("LaTeX", "iPhone") must match the text's case exactly.
        std::vector<bool> strictCase;
    };
    static Quote quote(const QString &quote);

    // NFKC of `text` with, per output code point, whether NFKC changed the
    // code points it came from (a typed ligature or full-width comma).
    struct Normalized
    {
        std::u32string text;
        std::vector<bool> changed;
    };
    static Normalized nfkc(const QString &text);
    // Just the match form of a quote.
    static std::u32string ofQuote(const QString &quote) { return MatchForm::quote(quote).text; }

    const std::u32string &text() const { return m_text; }
    // Canonical offset of each match-form code point.
    const std::vector<int> &origin() const { return m_origin; }

private:
    std::u32string m_text;
    std::vector<int> m_origin;
};

} // namespace touchstone
