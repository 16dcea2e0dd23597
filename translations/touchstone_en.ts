<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>Ingest</name>
    <message numerus="yes">
        <source>%n page(s) without usable text</source>
        <translation>
            <numerusform>%n page without usable text</numerusform>
            <numerusform>%n pages without usable text</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) hold more tiny text than the PDF library reads (%L1 characters under 3 pt); part of it is likely missing</source>
        <translation>
            <numerusform>%n page holds more tiny text than the PDF library reads (%L1 characters under 3 pt); part of it is likely missing</numerusform>
            <numerusform>%n pages hold more tiny text than the PDF library reads (%L1 characters under 3 pt); part of it is likely missing</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuestionStore</name>
    <message numerus="yes">
        <source>question %1 has %n label(s); delete them first</source>
        <translation>
            <numerusform>question %1 has %n label; delete it first</numerusform>
            <numerusform>question %1 has %n labels; delete them first</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RetrievalEvaluation</name>
    <message numerus="yes">
        <source>%n answerable question(s) have no retrieved item; they are scored on an empty ranking</source>
        <translation>
            <numerusform>%n answerable question has no retrieved item; it is scored on an empty ranking</numerusform>
            <numerusform>%n answerable questions have no retrieved item; they are scored on an empty ranking</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unanswerable question(s) are counted apart and enter no retrieval metric</source>
        <translation>
            <numerusform>%n unanswerable question is counted apart and enters no retrieval metric</numerusform>
            <numerusform>%n unanswerable questions are counted apart and enter no retrieval metric</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpanResolver</name>
    <message numerus="yes">
        <source>page %1 is outside %2 (%n page(s))</source>
        <translation>
            <numerusform>page %1 is outside %2 (%n page)</numerusform>
            <numerusform>page %1 is outside %2 (%n pages)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>touchstone</name>
    <message numerus="yes">
        <source>Paired over the questions both runs answer; delta = candidate − baseline. Gate: FAIL when the whole interval lies below zero and the drop is at least %1; WARN when it lies below zero but the drop is smaller; PASS otherwise. p values are Holm-corrected over the %n comparison(s).</source>
        <translation>
            <numerusform>Paired over the questions both runs answer; delta = candidate − baseline. Gate: FAIL when the whole interval lies below zero and the drop is at least %1; WARN when it lies below zero but the drop is smaller; PASS otherwise. p values are Holm-corrected over the %n comparison.</numerusform>
            <numerusform>Paired over the questions both runs answer; delta = candidate − baseline. Gate: FAIL when the whole interval lies below zero and the drop is at least %1; WARN when it lies below zero but the drop is smaller; PASS otherwise. p values are Holm-corrected over the %n comparisons.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>freeze refused: %n problem(s); nothing was written</source>
        <translation>
            <numerusform>freeze refused: %n problem; nothing was written</numerusform>
            <numerusform>freeze refused: %n problems; nothing was written</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>touchstone::AdjudicationPanel</name>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unit</numerusform>
            <numerusform>%n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>grade %1</source>
        <translation>
            <numerusform>grade %1</numerusform>
            <numerusform>grades %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>touchstone::AgreementDashboardView</name>
    <message numerus="yes">
        <source>%n question(s) with two or more raters · %1 items (%2 pooled passages, %3 highlight groups, %4 marked by one rater only) · %5 tokens · %6 highlights%7</source>
        <translation>
            <numerusform>%n question with two or more raters · %1 items (%2 pooled passages, %3 highlight groups, %4 marked by one rater only) · %5 tokens · %6 highlights%7</numerusform>
            <numerusform>%n questions with two or more raters · %1 items (%2 pooled passages, %3 highlight groups, %4 marked by one rater only) · %5 tokens · %6 highlights%7</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n token(s) of one document</source>
        <translation>
            <numerusform>%1 · %n token of one document</numerusform>
            <numerusform>%1 · %n tokens of one document</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s). Double-click one to open it in the adjudication queue.</source>
        <translation>
            <numerusform>%n unit. Double-click one to open it in the adjudication queue.</numerusform>
            <numerusform>%n units. Double-click one to open it in the adjudication queue.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>touchstone::DataExchange</name>
    <message numerus="yes">
        <source>%n question(s) imported from %1.</source>
        <translation>
            <numerusform>%n question imported from %1.</numerusform>
            <numerusform>%n questions imported from %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n label(s) imported, %1 already present.</source>
        <translation>
            <numerusform>%n label imported, %1 already present.</numerusform>
            <numerusform>%n labels imported, %1 already present.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n label(s) written to %1.</source>
        <translation>
            <numerusform>%n label written to %1.</numerusform>
            <numerusform>%n labels written to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) assigned, %1 of them to two annotators.</source>
        <translation>
            <numerusform>%n question assigned, %1 of them to two annotators.</numerusform>
            <numerusform>%n questions assigned, %1 of them to two annotators.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>touchstone::DocumentListModel</name>
    <message numerus="yes">
        <source>%n page(s) without usable text</source>
        <translation>
            <numerusform>%n page without usable text</numerusform>
            <numerusform>%n pages without usable text</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>touchstone::DocumentPane</name>
    <message numerus="yes">
        <source>The file is incomplete: %n page(s) may be missing or blank.</source>
        <translation>
            <numerusform>The file is incomplete: %n page may be missing or blank.</numerusform>
            <numerusform>The file is incomplete: %n pages may be missing or blank.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>touchstone::FreezeDialog</name>
    <message numerus="yes">
        <source>The freeze was refused: %n problem(s), one per line below. Nothing was written; fix them and freeze again.</source>
        <translation>
            <numerusform>The freeze was refused: %n problem, on the line below. Nothing was written; fix it and freeze again.</numerusform>
            <numerusform>The freeze was refused: %n problems, one per line below. Nothing was written; fix them and freeze again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>touchstone::LabelingPane</name>
    <message numerus="yes">
        <source>This question has no candidate passages; %n passage(s) left in the queue. Press S to go on.</source>
        <translation>
            <numerusform>This question has no candidate passages; %n passage left in the queue. Press S to go on.</numerusform>
            <numerusform>This question has no candidate passages; %n passages left in the queue. Press S to go on.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n left in the queue</source>
        <translation>
            <numerusform>%1 · %n left in the queue</numerusform>
            <numerusform>%1 · %n left in the queue</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>touchstone::MainWindow</name>
    <message numerus="yes">
        <source>Import cancelled; %n document(s) added.</source>
        <translation>
            <numerusform>Import cancelled; %n document added.</numerusform>
            <numerusform>Import cancelled; %n documents added.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) added.</source>
        <translation>
            <numerusform>%n document added.</numerusform>
            <numerusform>%n documents added.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>touchstone::QuestionListModel</name>
    <message numerus="yes">
        <source>%n label(s)</source>
        <translation>
            <numerusform>%n label</numerusform>
            <numerusform>%n labels</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>touchstone::RunBrowser</name>
    <message numerus="yes">
        <source>%n unjudged passage(s) queued for judging</source>
        <translation>
            <numerusform>%n unjudged passage queued for judging</numerusform>
            <numerusform>%n unjudged passages queued for judging</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n already in the queue</source>
        <translation>
            <numerusform>; %n already in the queue</numerusform>
            <numerusform>; %n already in the queue</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n skipped (%1)</source>
        <translation>
            <numerusform>; %n skipped (%1)</numerusform>
            <numerusform>; %n skipped (%1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>touchstone::RunComparePanel</name>
    <message numerus="yes">
        <source>&lt;br&gt;Wins %1, losses %2, ties %3 over %n paired question(s); minimum detectable effect %4</source>
        <translation>
            <numerusform>&lt;br&gt;Wins %1, losses %2, ties %3 over %n paired question; minimum detectable effect %4</numerusform>
            <numerusform>&lt;br&gt;Wins %1, losses %2, ties %3 over %n paired questions; minimum detectable effect %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>touchstone::RunItemsPanel</name>
    <message numerus="yes">
        <source>%1 of %n question(s) loaded</source>
        <translation>
            <numerusform>%1 of %n question loaded</numerusform>
            <numerusform>%1 of %n questions loaded</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n question</numerusform>
            <numerusform>%n questions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>touchstone::SearchPanel</name>
    <message numerus="yes">
        <source>The first %n matches of “%1”.</source>
        <translation>
            <numerusform>The first %n match of “%1”.</numerusform>
            <numerusform>The first %n matches of “%1”.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) of “%1”.</source>
        <translation>
            <numerusform>%n match of “%1”.</numerusform>
            <numerusform>%n matches of “%1”.</numerusform>
        </translation>
    </message>
</context>
</TS>
