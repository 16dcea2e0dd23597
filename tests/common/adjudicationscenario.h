#pragma once

// One project with every kind of disagreement, for the adjudication tests.
//
//   q1  test, lexical   passages (llncsdoc.pdf): P1 A=3 B=1 (binary flip),
//                       P2 A=2 B=3 (one step), P3 A=1 B=1 (full agreement),
//                       P4 A=2 only (a single vote)
//   q2  dev,  lexical   highlights on the Lorem ipsum page:
//                       "Lorem ipsum dolor sit amet" A=3 B=3 (full agreement);
//                       "Stet clita kasd gubergren" A=2, B none (missing, flip);
//                       "At vero eos et accusam" A=1 against
//                       "vero eos et accusam et justo" B=1 (edges);
//                       "sed diam voluptua" A=3 B=2 (one step)
//   q10 test, negative  A "unanswerable", B highlights "Copy llncs.cls to a
//                       directory" 3 (answer against unanswerable; missing span)
//   q3  dev,  negative  A and B "unanswerable" (full agreement)
//   q4  dev,  lexical   only A: "Please code the title" 2 (single annotator)
// People: annotators A, B, C; lead L; engineer E.

#include "common/labelfixture.h"

namespace touchstone::testing {

struct AdjudicationScenario : LabelFixture
{
    qint64 a = 0, b = 0, c = 0, lead = 0, engineer = 0;
    qint64 q1 = 0, q2 = 0, q10 = 0, q3 = 0, q4 = 0;
    qint64 p1 = 0, p2 = 0, p3 = 0, p4 = 0;

    bool build()
    {
        if (!create())
            return false;
        a = annotator(QStringLiteral("A"));
        b = annotator(QStringLiteral("B"));
        c = annotator(QStringLiteral("C"));
        lead = annotator(QStringLiteral("L"), AnnotatorRole::Lead);
        engineer = annotator(QStringLiteral("E"), AnnotatorRole::Engineer);
        q1 = question(QStringLiteral("q1"), QStringLiteral("lexical"), Split::Test);
        q2 = question(QStringLiteral("q2"), QStringLiteral("lexical"), Split::Dev);
        q10 = question(QStringLiteral("q10"), QStringLiteral("negative"), Split::Test);
        q3 = question(QStringLiteral("q3"), QStringLiteral("negative"), Split::Dev);
        q4 = question(QStringLiteral("q4"), QStringLiteral("lexical"), Split::Dev);
        p1 = passage(q1, anchor(llncs, QStringLiteral("The llncs class is an extension of the standard")));
        p2 = passage(q1, anchor(llncs, QStringLiteral("Copy llncs.cls to a directory")));
        p3 = passage(q1, anchor(llncs, QStringLiteral("you may use all article commands in your manuscript")));
        p4 = passage(q1, anchor(llncs, QStringLiteral("Please code the title of your contribution as follows")));
        grade(a, q1, p1, 3);
        grade(b, q1, p1, 1);
        grade(a, q1, p2, 2);
        grade(b, q1, p2, 3);
        grade(a, q1, p3, 1);
        grade(b, q1, p3, 1);
        grade(a, q1, p4, 2);
        highlight(a, q2, minimal, QStringLiteral("Lorem ipsum dolor sit amet"), 3);
        highlight(b, q2, minimal, QStringLiteral("Lorem ipsum dolor sit amet"), 3);
        highlight(a, q2, minimal, QStringLiteral("Stet clita kasd gubergren"), 2);
        highlight(a, q2, minimal, QStringLiteral("At vero eos et accusam"), 1);
        highlight(b, q2, minimal, QStringLiteral("vero eos et accusam et justo"), 1);
        highlight(a, q2, minimal, QStringLiteral("sed diam voluptua"), 3);
        highlight(b, q2, minimal, QStringLiteral("sed diam voluptua"), 2);
        unanswerable(a, q10);
        highlight(b, q10, llncs, QStringLiteral("Copy llncs.cls to a directory"), 3);
        unanswerable(a, q3);
        unanswerable(b, q3);
        highlight(a, q4, llncs, QStringLiteral("Please code the title"), 2);
        return ok();
    }
};

} // namespace touchstone::testing
