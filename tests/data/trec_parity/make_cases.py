#!/usr/bin/env python3
"""Writes the trec_eval parity cases of `touchstone trec` and their expected output.

Each case is a folder CASE/ holding
  qrels, run        the inputs (bytes exactly as written here)
  args              the trec_eval arguments, one per line; the words QRELS and RUN
                    stand for the two files (run from inside CASE/)
  expected.stdout   what the given trec_eval binary printed
  expected.exit     its exit status (0, or the non-zero code it gave)
  warnings          optional: one "FILE:LINE" per line (FILE is qrels or run), the
                    places where trec_eval silently misreads the input; touchstone
                    must print one "touchstone: PATH:LINE: warning: ..." line for each
                    and exit 2 with --strict
  undefined         optional: why trec_eval's own behaviour is undefined here (a
                    qrels topic missing from the run without -c: trec_eval then uses
                    a stale or uninitialised pointer, and repeats the previous
                    topic's values with exit 0, or crashes). expected.stdout then
                    holds only the lines trec_eval printed for the topics before
                    the missing one, and expected.exit says "nonzero": touchstone
                    stops there with an error.
Usage: make_cases.py TREC_EVAL_BINARY [OUTPUT_DIR]   (OUTPUT_DIR: this script's folder)

Lines of measures trec_eval computes from uninitialised memory (rbp, in all_trec)
are dropped from expected.stdout: touchstone does not support rbp.
"""
import os
import shutil
import subprocess
import sys


def run_lines(rows, tag="r1"):
    """rows: (qid, docno, score[, rank]) -> trec run text."""
    out = []
    for i, row in enumerate(rows):
        qid, docno, score = row[0], row[1], row[2]
        rank = row[3] if len(row) > 3 else i + 1
        out.append(f"{qid} Q0 {docno} {rank} {score} {tag}\n")
    return "".join(out)


def qrels_lines(rows):
    return "".join(f"{q} 0 {d} {g}\n" for q, d, g in rows)


# A small ordinary collection: 3 topics, graded judgments, one unjudged-in-pool.
BASE_QRELS = qrels_lines([
    ("1", "d1", 2), ("1", "d2", 0), ("1", "d3", 1), ("1", "d4", 0), ("1", "d5", 3),
    ("1", "d9", -1),
    ("2", "e1", 1), ("2", "e2", 1), ("2", "e3", 0), ("2", "e7", 2),
    ("10", "f1", 0), ("10", "f2", 1),
])
BASE_RUN = run_lines([
    ("1", "d1", 9.5), ("1", "d7", 9.0), ("1", "d3", 8.5), ("1", "d2", 8.5), ("1", "d9", 8.0),
    ("1", "d4", 7.0), ("1", "d8", 6.0), ("1", "d5", 5.5),
    ("2", "e3", 3), ("2", "e9", 2.5), ("2", "e1", 2), ("2", "e8", 1.5), ("2", "e2", 1),
    ("10", "f1", 0.9), ("10", "f3", 0.8), ("10", "f2", 0.7),
    ("99", "z1", 1.0),
])

ALL_OFFICIAL = []
SOME = ["-m", "P.1,2,5", "-m", "recall.2,5", "-m", "map", "-m", "ndcg", "-m", "ndcg_cut.3,5",
        "-m", "recip_rank", "-m", "bpref", "-m", "num_rel", "-m", "num_rel_ret", "-m", "num_ret"]
NAN_MEASURES = ["-m", "iprec_at_recall", "-m", "11pt_avg", "-m", "Rprec_mult", "-m", "map",
                "-m", "set_F", "-m", "set_P", "-m", "num_ret", "-m", "Rndcg", "-m", "ndcg_rel"]

CASES = []


def case(name, args, qrels=BASE_QRELS, run=BASE_RUN, warnings=(), missing=None):
    """missing: the first qrels topic (strcmp order) absent from the run, no -c."""
    CASES.append((name, args, qrels, run, list(warnings), missing))


def defined_prefix(stdout, missing):
    """The per-topic lines trec_eval printed before reaching topic `missing`."""
    kept, seen, first_measure = [], set(), None
    for line in stdout.splitlines(True):
        fields = line.split(b"\t")
        name = fields[0].strip()
        qid = fields[1].decode() if len(fields) >= 3 else "all"
        if qid == "all" or qid.encode() >= missing.encode():
            break
        if first_measure is None:
            first_measure = name
        if name == first_measure:  # a topic's block starts
            if qid in seen:  # the stale pointer repeats an earlier topic
                break
            seen.add(qid)
        kept.append(line)
    return b"".join(kept)


# --- ordinary inputs --------------------------------------------------------
case("default_measures", [])
case("per_topic_default", ["-q"])
case("all_trec_per_topic", ["-q", "-m", "all_trec"])
case("all_trec_level2", ["-q", "-l2", "-m", "all_trec"])
case("some_measures_q", ["-q"] + SOME)
case("judged_only", ["-q", "-J"] + SOME)
case("depth_3", ["-q", "-M3"] + SOME)
case("depth_1_complete", ["-q", "-c", "-M1", "-m", "official"])
case("no_summary", ["-q", "-n", "-m", "P.5"])
case("set_measures", ["-q", "-m", "set", "-N", "50"])
case("relstring_5", ["-q", "-m", "relstring.5", "-m", "success.1,3"])
case("gain_params", ["-q", "-m", "ndcg.1=3,2=9", "-m", "G", "-m", "binG", "-m", "Rndcg"])
case("utility_params", ["-q", "-m", "utility.2,-1,0,0", "-m", "infAP", "-m", "gm_bpref", "-m", "gm_map"])
case("map_cut_relative_P", ["-q", "-m", "map_cut.2,4", "-m", "relative_P.2,4", "-m", "unj.1,3"])
case("long_options", ["--query_eval_wanted", "--measure=P.2", "--level_for_rel", "2"])
case("clustered_flags", ["-qc", "-mrecall.3"])
case("ties_by_docno", ["-q", "-m", "relstring.6", "-m", "P.1,3"],
     qrels=qrels_lines([("7", "a", 1), ("7", "b", 0), ("7", "c", 1), ("7", "ab", 1)]),
     run=run_lines([("7", "a", 1), ("7", "b", 1), ("7", "c", 1), ("7", "ab", 1), ("7", "z", 2)]))
case("interleaved_topics", ["-q", "-m", "map", "-m", "P.2"],
     run=run_lines([("2", "e1", 1), ("1", "d1", 1), ("2", "e2", 2), ("1", "d5", 3),
                    ("10", "f2", 1), ("2", "e7", 0.5), ("1", "d3", 0.2)]))
case("crlf_and_blank_run_lines", ["-q", "-m", "P.2", "-m", "map"],
     qrels=BASE_QRELS.replace("\n", "\r\n"),
     run="\n" + BASE_RUN.replace("\n", "\r\n") + "   \n")
case("comments_single", ["-q", "-m", "P.2"],
     qrels="# judged by A\n" + BASE_QRELS,
     run="# produced by system X\n  # indented\n" + BASE_RUN)
case("only_zero_grades", ["-q", "-m", "official"],
     qrels=qrels_lines([("1", "d1", 0), ("1", "d2", 0), ("2", "e1", 1)]),
     run=run_lines([("1", "d1", 1), ("2", "e1", 1)]))
case("score_forms", ["-q", "-m", "relstring.6"],
     qrels=qrels_lines([("1", "a", 1), ("1", "b", 0), ("1", "c", 2)]),
     run=run_lines([("1", "a", "+2"), ("1", "b", "-3.5"), ("1", "c", "1e5"), ("1", "d", "2.5E-1"),
                    ("1", "e", "-0"), ("1", "f", ".5")]))
case("complete_missing_topic", ["-q", "-c", "-m", "official", "-m", "relstring"],
     run=run_lines([("1", "d1", 1), ("1", "d5", 0.5)]))
case("last_line_without_newline", ["-m", "P.5"], run=BASE_RUN.rstrip("\n"), qrels=BASE_QRELS.rstrip("\n"))
case("extra_run_fields", ["-q", "-m", "P.2"],
     run="".join(l.rstrip("\n") + " extra fields here\n" for l in BASE_RUN.splitlines(True)))
case("hash_in_docno", ["-q", "-m", "P.2", "-m", "map"],
     qrels=qrels_lines([("1", "doc#1", 1), ("1", "doc#2", 0)]),
     run=run_lines([("1", "doc#2", 2), ("1", "doc#1", 1)]))

# --- the reported differences ------------------------------------------------
# -J: a topic none of whose retrieved documents is judged: 0/0 in trec_eval.
case("judged_only_nothing_judged", ["-q", "-J"] + NAN_MEASURES,
     run=run_lines([("1", "x1", 3), ("1", "x2", 2), ("2", "e1", 1), ("2", "e3", 0.5),
                    ("10", "f2", 1)]))
case("judged_only_nothing_judged_summary", ["-J", "-m", "iprec_at_recall", "-m", "11pt_avg"],
     run=run_lines([("1", "x1", 3), ("2", "e1", 1), ("10", "f2", 1)]))
# -c: the summary num_rel counts grade > 0 judgments whatever -l says.
case("complete_num_rel_level2", ["-c", "-l2", "-m", "num_rel", "-m", "num_rel_ret"],
     qrels=qrels_lines([("1", "a", 1), ("1", "b", 2), ("1", "c", 3), ("1", "d", 0)]),
     run=run_lines([("1", "a", 1), ("1", "b", 0.5)]))
case("complete_num_rel_level2_q", ["-q", "-c", "-l2", "-m", "num_rel"],
     run=run_lines([("1", "d1", 1), ("2", "e1", 1)]))
case("complete_num_rel_negative", ["-c", "-m", "num_rel"],
     qrels=qrels_lines([("1", "a", 1), ("1", "b", -1), ("2", "c", 5), ("3", "e", 0)]),
     run=run_lines([("1", "a", 1)]))
# Failures after some topics were printed.
case("missing_topic_without_c", ["-q", "-m", "P.2", "-m", "num_ret"],
     run=run_lines([("1", "d1", 1), ("10", "f1", 1)]), missing="2")
case("missing_first_topic_without_c", ["-q", "-m", "P.2"],
     qrels=qrels_lines([("1", "d1", 1), ("2", "e1", 1)]),
     run=run_lines([("2", "e1", 1)]), missing="1")
case("missing_topic_summary_only", ["-m", "P.2", "-m", "map"],
     run=run_lines([("1", "d1", 1), ("10", "f1", 1)]), missing="2")
case("duplicate_docno_later_topic", ["-q", "-m", "P.2"],
     run=run_lines([("1", "d1", 2), ("1", "d3", 1), ("2", "e1", 2), ("2", "e1", 1), ("10", "f1", 1)]))
case("duplicate_docno_first_topic", ["-q", "-m", "P.2"],
     run=run_lines([("1", "d1", 2), ("1", "d1", 1), ("2", "e1", 1), ("10", "f1", 1)]))
case("duplicate_docno_summary_only", ["-m", "P.2"],
     run=run_lines([("1", "d1", 2), ("2", "e1", 1), ("10", "f1", 3), ("10", "f1", 2)]))
case("duplicate_qrels_docno", ["-q", "-m", "P.2"],
     qrels=qrels_lines([("1", "d1", 1), ("2", "e1", 1), ("2", "e1", 0)]),
     run=run_lines([("1", "d1", 1), ("2", "e1", 1)]))
# Input trec_eval reads that touchstone used to refuse.
case("score_overflow_inf", ["-q", "-m", "relstring.5", "-m", "P.2"],
     qrels=qrels_lines([("1", "a", 1), ("1", "b", 0), ("1", "c", 1)]),
     run=run_lines([("1", "a", "1e400"), ("1", "b", "-1e400"), ("1", "c", "1e-400"), ("1", "d", "0"),
                    ("1", "e", "1e300")]))
case("score_nan", ["-q", "-m", "relstring.6", "-m", "map"],
     qrels=qrels_lines([("1", "a", 1), ("1", "b", 0), ("1", "c", 1), ("1", "d", 1), ("2", "x", 1)]),
     run=run_lines([("1", "a", "1"), ("1", "b", "nan"), ("1", "c", "3"), ("1", "d", "NaN"),
                    ("1", "e", "2"), ("1", "f", "-nan"), ("2", "x", "nan"), ("2", "y", "5")]))
case("score_nan_many", ["-q", "-m", "relstring.12"],
     qrels=qrels_lines([("5", f"k{i}", i % 3) for i in range(12)]),
     run=run_lines([("5", f"k{i}", "nan" if i % 4 == 0 else str((i * 7) % 5)) for i in range(12)]))
case("long_docno", ["-q", "-m", "P.2", "-m", "map"],
     qrels=qrels_lines([("1", "L" * 70000, 1), ("1", "s", 0)]),
     run=run_lines([("1", "s", 2), ("1", "L" * 70000, 1), ("1", "M" * 66000, 0.5)]))
case("duplicate_below_depth", ["-q", "-M2", "-m", "P.2", "-m", "num_ret"],
     run=run_lines([("1", "d1", 3), ("1", "d3", 2), ("1", "d9", 1), ("1", "d9", 0.5),
                    ("2", "e1", 1), ("10", "f1", 1)]))
case("level_minus_1", ["-q", "-l-1", "-m", "all_trec"])
case("level_minus_1_judged", ["-q", "-J", "-l-1", "-m", "P.2", "-m", "map", "-m", "bpref"])
case("depth_0", ["-q", "-M0"] + NAN_MEASURES)
case("depth_0_official", ["-M0"])
# Fields trec_eval misreads silently: touchstone warns.
case("score_hex", ["-q", "-m", "relstring.3"],
     qrels=qrels_lines([("1", "a", 1), ("1", "b", 0)]),
     run=run_lines([("1", "a", "0x10"), ("1", "b", "15")]), warnings=["run:1"])
case("score_trailing_garbage", ["-q", "-m", "relstring.3"],
     qrels=qrels_lines([("1", "a", 1), ("1", "b", 0)]),
     run=run_lines([("1", "a", "0.45abc"), ("1", "b", "0.5")]), warnings=["run:1"])
case("score_word", ["-q", "-m", "relstring.3"],
     qrels=qrels_lines([("1", "a", 1), ("1", "b", 0)]),
     run=run_lines([("1", "a", "high"), ("1", "b", "-1")]), warnings=["run:1"])
case("grade_decimal", ["-q", "-m", "P.2", "-m", "ndcg", "-m", "num_rel"],
     qrels=qrels_lines([("1", "a", "1.9"), ("1", "b", "0"), ("1", "c", "2")]),
     run=run_lines([("1", "a", 2), ("1", "b", 1), ("1", "c", 0.5)]), warnings=["qrels:1"])
case("grade_trailing_letter", ["-q", "-m", "ndcg", "-m", "num_rel"],
     qrels=qrels_lines([("1", "a", "3x"), ("1", "b", "1"), ("1", "c", "x")]),
     run=run_lines([("1", "a", 2), ("1", "b", 1), ("1", "c", 0.5)]), warnings=["qrels:1", "qrels:3"])
case("second_comment_line_complete", ["-q", "-c", "-m", "num_rel", "-m", "P.2"],
     qrels="# first comment\n# second is data\n" + BASE_QRELS, warnings=["qrels:2"])
case("second_comment_line_missing", ["-q", "-m", "num_rel", "-m", "P.2"],
     qrels="# first comment\n# second is data\n" + BASE_QRELS, warnings=["qrels:2"], missing="#")
case("second_comment_line_malformed", ["-q", "-m", "P.2"],
     qrels="# first\n# second one\n" + BASE_QRELS)
case("misreads_combined", ["-q", "-m", "map", "-m", "P.3"],
     qrels=qrels_lines([("1", "a", "2.5"), ("1", "b", "1"), ("1", "c", "0")]),
     run=run_lines([("1", "a", "1.5e"), ("1", "b", "2"), ("1", "c", "0X1p1")]),
     warnings=["qrels:1", "run:1", "run:3"])
# Plain input errors: both refuse (exit status class compared).
case("malformed_run_line", ["-m", "P.2"], run=BASE_RUN + "1 Q0 d1 1\n")
case("malformed_qrels_line", ["-m", "P.2"], qrels=BASE_QRELS + "1 0 d1\n")
case("no_common_topic", ["-m", "P.2"], run=run_lines([("99", "z", 1)]), missing="1")


def write(path, text):
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(text)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    binary = os.path.abspath(sys.argv[1])
    out_dir = sys.argv[2] if len(sys.argv) > 2 else os.path.dirname(os.path.abspath(__file__))
    for name, args, qrels, run, warnings, missing in CASES:
        d = os.path.join(out_dir, name)
        if os.path.isdir(d):
            shutil.rmtree(d)
        os.makedirs(d)
        write(os.path.join(d, "qrels"), qrels)
        write(os.path.join(d, "run"), run)
        write(os.path.join(d, "args"), "".join(a + "\n" for a in args + ["QRELS", "RUN"]))
        if warnings:
            write(os.path.join(d, "warnings"), "".join(w + "\n" for w in warnings))
        argv = [binary] + args + ["qrels", "run"]
        p = subprocess.run(argv, cwd=d, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        stdout = b"".join(l for l in p.stdout.splitlines(True)
                          if not l.startswith(b"rbp ") and not l.startswith(b"rbp_resid "))
        exit_text = f"{p.returncode}"
        if missing is not None:
            stdout = defined_prefix(stdout, missing)
            exit_text = "nonzero"
            write(os.path.join(d, "undefined"),
                  f"qrels topic '{missing}' is missing from the run and -c is not given: "
                  f"trec_eval read a stale or uninitialised pointer (this build: exit "
                  f"{p.returncode}). Expected: the topics before '{missing}', then an error.\n")
        with open(os.path.join(d, "expected.stdout"), "wb") as f:
            f.write(stdout)
        write(os.path.join(d, "expected.exit"), exit_text + "\n")
        print(f"{name}: exit {exit_text}, {len(stdout.splitlines())} lines")


if __name__ == "__main__":
    main()
