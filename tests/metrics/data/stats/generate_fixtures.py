#!/usr/bin/python3
"""Reference values for the statistics tests in tests/metrics (tst_*.cpp).

Run ONCE, by hand, with Debian's Python and libraries (see README.md):

    cd tests/metrics/data/stats && /usr/bin/python3 generate_fixtures.py

Every expected value comes from a mature, independent implementation
(SciPy, NumPy, scikit-learn, statsmodels, R) or, where the methodology text
(shared/seeds/000_9939de27780c213b.txt) itself defines a measure in code and
no library has it, from that code, copied below verbatim and marked "§x.y".
The test suite only reads the JSON files written here.
"""

import itertools
import json
import math
import subprocess
import sys
from collections import Counter

import mpmath
import numpy as np
import scipy
import scipy.special as sc
import scipy.stats as st
import sklearn
import statsmodels
import statsmodels.stats.power as smp
from sklearn.calibration import calibration_curve
from sklearn.metrics import cohen_kappa_score, confusion_matrix, precision_recall_fscore_support
from statsmodels.stats.multitest import multipletests

RNG = np.random.default_rng(20240611)


def write(name, payload):
    payload = {"generator": "generate_fixtures.py", **payload}
    with open(name, "w", encoding="utf-8") as out:
        json.dump(payload, out, indent=1, allow_nan=False)
        out.write("\n")
    print("wrote", name)


def r_eval(expression):
    """Evaluate an R expression printing numbers; returns the list of floats."""
    # Through stdin: Rscript -e truncates long expressions.
    text = subprocess.run(["R", "--vanilla", "--slave"], input=expression, check=True,
                          capture_output=True, text=True).stdout
    return [float(v) for v in text.split()]


# ---------------------------------------------------------------- special functions
def mp_betainc(a, b, x):
    """I_x(a, b) in exact arithmetic on the double inputs; the series of the
    smaller tail, since mpmath's hypergeometric sum stalls next to 1."""
    x = mpmath.mpf(x)
    if x == 0 or x == 1:
        return x
    if a == b and x == mpmath.mpf(0.5):
        return mpmath.mpf(0.5)   # symmetry; mpmath's sum stalls at a = b = 5000
    if x <= mpmath.mpf(a) / (a + b):
        return mpmath.betainc(a, b, 0, x, regularized=True)
    return 1 - mpmath.betainc(b, a, 0, 1 - x, regularized=True)


def special_functions():
    mpmath.mp.dps = 40
    beta = []
    shapes = [0.5, 1.0, 2.5, 10.0, 50.0, 500.0, 5000.0]
    xs = [0.0, 1e-10, 1e-3, 0.1, 0.3, 0.5, 0.7, 0.9, 0.999, 1 - 1e-10, 1.0]
    for a in shapes:
        for b in shapes:
            for x in xs:
                # mpmath at 40 digits is the sharp reference: scipy 1.10's betainc
                # (Cephes incbet) is off by up to ~1e-11 at shapes in the thousands.
                exact = mp_betainc(a, b, x)
                beta.append({"a": a, "b": b, "x": x, "value": float(sc.betainc(a, b, x)),
                             "mpmath": float(exact)})
    t_rows = []
    for df in [1.0, 2.0, 5.0, 29.0, 59.0, 199.0, 9999.0]:
        for t in [0.0, 0.5, -0.5, 1.96, -1.96, 3.0, -3.0, 10.0, -10.0, 40.0, -40.0]:
            t_rows.append({"t": t, "df": df, "cdf": float(st.t.cdf(t, df)),
                           "sf": float(st.t.sf(t, df)),
                           "two_sided": float(2 * st.t.sf(abs(t), df))})
    t_quantiles = []
    for df in [1.0, 3.0, 9.0, 59.0, 249.0, 9999.0]:
        for p in [1e-8, 0.001, 0.025, 0.2, 0.5, 0.9, 0.975, 0.995]:
            # R's qt is the sharper reference (scipy's t.ppf is off by ~2e-11 at df=1).
            r_value = r_eval("cat(sprintf('%%.17g', qt(%r, %r)))" % (p, df))[0]
            t_quantiles.append({"p": p, "df": df, "value": float(st.t.ppf(p, df)),
                                "r_value": r_value})
    normal = []
    for p in [1e-300, 1e-20, 1e-10, 1e-5, 0.001, 0.025, 0.2, 0.5, 0.8, 0.975, 0.999, 1 - 1e-10]:
        normal.append({"p": p, "quantile": float(st.norm.ppf(p))})
    for x in [-38.0, -10.0, -1.96, 0.0, 0.3, 1.96, 8.0]:
        normal.append({"x": x, "cdf": float(st.norm.cdf(x)), "sf": float(st.norm.sf(x))})
    nct = []
    for df in [5.0, 29.0, 59.0, 249.0]:
        for nc in [0.0, 0.5, 2.8, -1.0, 5.0]:
            for t in [-3.0, -1.97, 0.0, 1.0, 1.97, 2.5, 5.0]:
                nct.append({"t": t, "df": df, "nc": nc, "cdf": float(st.nct.cdf(t, df, nc))})
    write("special_functions.json", {
        "source": f"scipy {scipy.__version__}: scipy.special.betainc, scipy.stats.t.cdf/sf/ppf, "
                  f"mpmath {mpmath.__version__} betainc(regularized=True) at 40 digits in mpmath, "
                  "scipy.stats.norm.ppf/cdf/sf, scipy.stats.nct.cdf; R qt() in r_value",
        "incomplete_beta": beta, "student_t": t_rows, "student_t_quantile": t_quantiles,
        "normal": normal, "noncentral_t": nct})


# ---------------------------------------------------------------- paired t-test
def discrete_pair(n, p_change=0.3, levels=(0.0, 0.5, 1.0)):
    a = RNG.choice(levels, size=n)
    b = a.copy()
    change = RNG.random(n) < p_change
    b[change] = RNG.choice(levels, size=int(change.sum()))
    return a, b


def continuous_pair(n, shift=0.05, noise=0.2):
    a = RNG.random(n)
    b = np.clip(a + shift + RNG.normal(0, noise, n), 0, 1)
    return a, b


def paired_cases():
    cases = [("two queries", np.array([0.2, 0.9]), np.array([0.5, 0.8]))]
    for name, n in [("discrete n=5", 5), ("discrete n=30", 30), ("discrete n=200", 200)]:
        a, b = discrete_pair(n)
        cases.append((name, a, b))
    for name, n in [("continuous n=12", 12), ("continuous n=60", 60), ("continuous n=1000", 1000)]:
        a, b = continuous_pair(n)
        cases.append((name, a, b))
    a, b = continuous_pair(40, shift=-0.3, noise=0.05)
    cases.append(("strong drop n=40", a, b))
    return cases


def paired_ttest():
    rows = []
    for name, a, b in paired_cases():
        r = st.ttest_rel(b, a)
        ci95 = r.confidence_interval(0.95)
        ci90 = r.confidence_interval(0.90)
        d = b - a
        rows.append({"name": name, "a": a.tolist(), "b": b.tolist(), "n": len(a),
                     "mean": float(d.mean()), "sd": float(d.std(ddof=1)),
                     "t": float(r.statistic), "df": int(r.df), "p": float(r.pvalue),
                     "ci95": [float(ci95.low), float(ci95.high)],
                     "ci90": [float(ci90.low), float(ci90.high)]})
    # R as a second, independent implementation of the same test.
    for row in rows:
        expr = ("a<-c(%s);b<-c(%s);r<-t.test(b,a,paired=TRUE);"
                "cat(sprintf('%%.17g',c(r$statistic,r$p.value,r$conf.int)))"
                % (",".join(repr(v) for v in row["a"]), ",".join(repr(v) for v in row["b"])))
        t, p, lo, hi = r_eval(expr)
        row["r_t"], row["r_p"], row["r_ci95"] = t, p, [lo, hi]
    write("paired_ttest.json", {
        "source": f"scipy {scipy.__version__}: scipy.stats.ttest_rel(b, a) and its "
                  "confidence_interval(); R t.test(b, a, paired=TRUE) in r_*",
        "cases": rows})


# ---------------------------------------------------------------- randomization test
def enumerate_sign_flip(d):
    """Exact two-sided p over all 2^n sign vectors, by brute force."""
    d = np.asarray(d, dtype=float)
    n = len(d)
    observed = abs(d.sum())
    gamma = 1e-9 * max(1.0, np.abs(d).sum())
    count = 0
    chunk = 16
    tail_signs = np.array(list(itertools.product([1.0, -1.0], repeat=min(n, chunk))))
    head = n - tail_signs.shape[1]
    for head_signs in itertools.product([1.0, -1.0], repeat=head):
        base = float(np.dot(head_signs, d[:head])) if head else 0.0
        sums = base + tail_signs @ d[head:]
        count += int((np.abs(sums) >= observed - gamma).sum())
    return count / 2.0 ** n


def scipy_sign_flip(a, b, n_resamples, seed=None):
    def statistic(x, y, axis=-1):
        return np.mean(x - y, axis=axis)
    r = st.permutation_test((b, a), statistic, permutation_type="samples", vectorized=True,
                            n_resamples=n_resamples, alternative="two-sided", random_state=seed,
                            batch=50000)
    return float(r.pvalue)


def randomization():
    exact = []
    specs = [("one query", [0.5], [1.0]), ("all ties", [0.2, 0.4, 0.6], [0.2, 0.4, 0.6]),
             ("signs only", [0, 0, 0, 0, 0, 0], [1, 1, 1, 1, 1, 0])]
    for n in [4, 7, 10, 13, 16, 19]:
        # Graded scores that the candidate tends to raise: many exact ties in |sum|.
        a = RNG.choice([0.0, 0.5, 1.0, 1.5, 2.0], size=n)
        b = a + RNG.choice([-0.5, 0.0, 0.5, 1.0], size=n, p=[0.2, 0.3, 0.35, 0.15])
        specs.append((f"discrete n={n}", a.tolist(), b.tolist()))
    for n in [8, 15, 20]:
        a, b = continuous_pair(n, shift=0.06, noise=0.15)
        specs.append((f"continuous n={n}", a.tolist(), b.tolist()))
    a, b = discrete_pair(20, p_change=0.5)
    b[:8] = a[:8]
    specs.append(("n=20 with 8+ ties", a.tolist(), b.tolist()))
    for name, a, b in specs:
        a, b = np.asarray(a, float), np.asarray(b, float)
        p_enum = enumerate_sign_flip(b - a)
        # scipy needs two or more pairs; one pair is checked by enumeration alone.
        p_scipy = scipy_sign_flip(a, b, np.inf) if len(a) > 1 else p_enum
        assert abs(p_enum - p_scipy) < 1e-12, (name, p_enum, p_scipy)
        exact.append({"name": name, "a": a.tolist(), "b": b.tolist(), "p": p_scipy,
                      "p_enumerated": p_enum})
    # m = 22 differences: beyond scipy's patience, enumerated here (4M sign vectors).
    a, b = continuous_pair(22, shift=0.05, noise=0.2)
    p_enum = enumerate_sign_flip(b - a)
    exact.append({"name": "continuous n=22", "a": a.tolist(), "b": b.tolist(), "p": p_enum,
                  "p_enumerated": p_enum})
    monte_carlo = []
    for n, shift in [(50, 0.04), (80, 0.0), (120, 0.03)]:
        a, b = continuous_pair(n, shift=shift, noise=0.2)
        resamples = 400000
        p = scipy_sign_flip(a, b, resamples, seed=5)
        monte_carlo.append({"name": f"continuous n={n}", "a": a.tolist(), "b": b.tolist(),
                            "p": p, "resamples": resamples})
    write("randomization.json", {
        "source": f"scipy {scipy.__version__}: scipy.stats.permutation_test(("
                  "b, a), mean(x - y), permutation_type='samples', alternative='two-sided'); "
                  "exact with n_resamples=inf, cross-checked by brute-force enumeration of all "
                  "2^n sign vectors with numpy (p_enumerated); Monte Carlo cases with "
                  "n_resamples=400000, random_state=5",
        "exact": exact, "monte_carlo": monte_carlo})


# ---------------------------------------------------------------- Holm
def holm():
    cases = [[0.01], [0.01, 0.04, 0.03, 0.005], [0.2, 0.2, 0.01, 0.01, 0.5],
             [0.0, 1.0, 0.049, 0.051], RNG.uniform(0, 0.08, 10).round(5).tolist(),
             RNG.uniform(0, 1, 25).tolist()]
    rows = []
    for p in cases:
        for alpha in (0.05, 0.1):
            reject, adjusted, _, _ = multipletests(p, alpha=alpha, method="holm")
            r_adjusted = r_eval("cat(sprintf('%%.17g', p.adjust(c(%s), method='holm')))"
                                % ",".join(repr(float(v)) for v in p))
            rows.append({"p": [float(v) for v in p], "alpha": alpha,
                         "adjusted": adjusted.tolist(), "reject": [bool(v) for v in reject],
                         "r_adjusted": r_adjusted})
    write("holm.json", {
        "source": f"statsmodels {statsmodels.__version__}: "
                  "statsmodels.stats.multitest.multipletests(p, alpha, method='holm'); "
                  "R p.adjust(p, method='holm') in r_adjusted",
        "cases": rows})


# ---------------------------------------------------------------- power
def mde_paired(n, sigma_d, alpha=0.05, power=0.80):
    """§3.3 formula with exact normal quantiles from scipy."""
    return (st.norm.isf(alpha / 2) + st.norm.ppf(power)) * sigma_d / math.sqrt(n)


def t_power_quadrature(effect_size, n, alpha):
    """Power of the two-sided one-sample t-test by direct integration over the
    chi-square of the variance, in mpmath (independent of any noncentral-t code):
    P(|Z + d sqrt(n)| > c sqrt(V / nu)), V ~ chi2(nu), c from R's qt."""
    mpmath.mp.dps = 30
    nu = mpmath.mpf(n - 1)
    shift = mpmath.mpf(effect_size) * mpmath.sqrt(n)
    c = mpmath.mpf(r_eval("cat(sprintf('%%.20g', qt(%r, %d, lower.tail = FALSE)))"
                          % (alpha / 2, n - 1))[0])
    k = nu / 2

    def integrand(v):
        density = mpmath.exp((k - 1) * mpmath.log(v) - v / 2 - k * mpmath.log(2) - mpmath.loggamma(k))
        bound = c * mpmath.sqrt(v / nu)
        return (mpmath.ncdf(shift - bound) + mpmath.ncdf(-bound - shift)) * density
    return float(mpmath.quad(integrand, [0, nu / 2, nu, 3 * nu / 2, 3 * nu, mpmath.inf]))


def power():
    t_mde, t_n, normal_mde, normal_n, t_power, normal_power = [], [], [], [], [], []
    tt = smp.TTestPower()
    for alpha, pw in [(0.05, 0.8), (0.01, 0.9), (0.1, 0.5)]:
        for sigma in (0.15, 0.25, 0.40):
            for n in (10, 60, 250, 2000):
                es = tt.solve_power(effect_size=None, nobs=n, alpha=alpha, power=pw,
                                    alternative="two-sided")
                delta_r = r_eval("cat(sprintf('%%.17g', power.t.test(n=%d, sd=%r, sig.level=%r, "
                                 "power=%r, type='paired', strict=TRUE, tol=1e-13)$delta))"
                                 % (n, sigma, alpha, pw))[0]
                t_mde.append({"n": n, "sigma": sigma, "alpha": alpha, "power": pw,
                              "mde": float(es) * sigma, "r_mde": delta_r})
                normal_mde.append({"n": n, "sigma": sigma, "alpha": alpha, "power": pw,
                                   "mde": mde_paired(n, sigma, alpha, pw)})
            for effect in (0.01, 0.03, 0.1):
                real_n = tt.solve_power(effect_size=effect / sigma, nobs=None, alpha=alpha,
                                        power=pw, alternative="two-sided")
                assert abs(real_n - round(real_n)) > 1e-4, real_n
                t_n.append({"effect": effect, "sigma": sigma, "alpha": alpha, "power": pw,
                            "n": int(math.ceil(real_n)), "n_real": float(real_n)})
                z = (st.norm.isf(alpha / 2) + st.norm.ppf(pw)) * sigma / effect
                assert abs(z * z - round(z * z)) > 1e-6
                normal_n.append({"effect": effect, "sigma": sigma, "alpha": alpha, "power": pw,
                                 "n": int(math.ceil(z * z))})
    for n in (5, 60, 400):
        for es in (0.0, 0.2, 0.36, 1.0):
            t_power.append({"n": n, "effect": es * 0.2, "sigma": 0.2, "alpha": 0.05,
                            "power": float(smp.ttest_power(es, n, 0.05, alternative="two-sided")),
                            "quadrature": t_power_quadrature(es, n, 0.05)})
            normal_power.append({"n": n, "effect": es * 0.2, "sigma": 0.2, "alpha": 0.05,
                                 "power": float(smp.normal_power(es, n, 0.05,
                                                                 alternative="two-sided"))})
    write("power.json", {
        "source": f"statsmodels {statsmodels.__version__}: TTestPower().solve_power("
                  "alternative='two-sided') (MDE = effect size x sigma; n = ceil of the solved "
                  "nobs), ttest_power, normal_power; R power.t.test(type='paired', strict=TRUE) "
                  "in r_mde; t_power quadrature: mpmath integration over the chi-square of "
                  "the variance; normal approximation = the §3.3 formula with scipy.stats.norm "
                  "quantiles. statsmodels' solve_power stops early (its MDE gives power "
                  "0.8000004 at n=10 and 0.79997 at n=2000 by the quadrature); R with "
                  "tol=1e-13 is the sharp reference",
        "t_mde": t_mde, "t_n": t_n, "normal_mde": normal_mde, "normal_n": normal_n,
        "t_power": t_power, "normal_power": normal_power})


# ---------------------------------------------------------------- judge agreement
LABELS = ["fail", "pass", "unknown", "refusal"]


def judge_case(n, fail_rate, sensitivity, specificity, unknown, refusal):
    human = np.where(RNG.random(n) < fail_rate, "fail", "pass")
    judge = []
    for h in human:
        u = RNG.random()
        if u < refusal:
            judge.append("refusal")
        elif u < refusal + unknown:
            judge.append("unknown")
        elif h == "fail":
            judge.append("fail" if RNG.random() < sensitivity else "pass")
        else:
            judge.append("pass" if RNG.random() < specificity else "fail")
    return human.tolist(), judge


def judge_agreement():
    specs = [("worked example §11", ["fail"] * 12 + ["pass"] * 88, ["pass"] * 100)]
    specs.append(("calibration set 200",) + judge_case(200, 0.2, 0.75, 0.92, 0.05, 0.03))
    specs.append(("lenient judge 150",) + judge_case(150, 0.35, 0.4, 0.98, 0.02, 0.0))
    specs.append(("strict judge 120",) + judge_case(120, 0.1, 0.95, 0.7, 0.1, 0.05))
    specs.append(("only undecided", ["fail", "pass", "pass"], ["unknown", "refusal", "unknown"]))
    rows = []
    for name, human, judge in specs:
        cm = confusion_matrix(human, judge, labels=LABELS)
        decided = [(h, j) for h, j in zip(human, judge) if j in ("fail", "pass")]
        row = {"name": name, "human": human, "judge": judge,
               "confusion": cm[:2].tolist(), "human_counts": [human.count(c) for c in LABELS[:2]],
               "judge_counts": [judge.count(c) for c in LABELS], "decided": len(decided)}
        if decided:
            h, j = zip(*decided)
            kappa = cohen_kappa_score(h, j)
            row["accuracy"] = float(np.mean(np.array(h) == np.array(j)))
            row["kappa"] = None if np.isnan(kappa) else float(kappa)
            prec, rec, _, support = precision_recall_fscore_support(
                h, j, labels=["fail", "pass"], zero_division=0)
            predicted = Counter(j)
            row["precision"] = [float(prec[k]) if predicted[c] else None
                                for k, c in enumerate(["fail", "pass"])]
            row["recall"] = [float(rec[k]) if support[k] else None for k in range(2)]
            row["support"] = support.tolist()
        else:
            row.update({"accuracy": None, "kappa": None, "precision": [None, None],
                        "recall": [None, None], "support": [0, 0]})
        rows.append(row)
    write("judge_agreement.json", {
        "source": f"scikit-learn {sklearn.__version__}: confusion_matrix(human, judge, "
                  "labels=[fail, pass, unknown, refusal]) (human rows fail, pass), and on the "
                  "items the judge decided (pass/fail): cohen_kappa_score, "
                  "precision_recall_fscore_support(labels=[fail, pass], zero_division=0) with "
                  "0/0 entries written as null",
        "cases": rows})


# ---------------------------------------------------------------- reliability, §11.8
def reliability_11_8(p: list, y: list, bins: int = 10) -> dict:
    """§11.8, verbatim."""
    rows, ece, n = [], 0.0, len(p)
    for b in range(bins):
        lo, hi = b / bins, (b + 1) / bins
        idx = [i for i, pi in enumerate(p) if lo <= pi < hi or (b == bins - 1 and pi == 1.0)]
        if not idx:
            continue
        mean_p = sum(p[i] for i in idx) / len(idx)
        frac_bad = sum(y[i] for i in idx) / len(idx)
        ece += len(idx) / n * abs(mean_p - frac_bad)
        rows.append((round(mean_p, 3), round(frac_bad, 3), len(idx)))
    return {"ece": ece, "bins": rows}


def pick_band_11_8(p: list, y: list, max_missed_bad: float = 0.02,
                   max_false_fail: float = 0.02) -> dict:
    """§11.8, verbatim."""
    bad = sorted(pi for pi, yi in zip(p, y) if yi == 1)
    good = sorted((pi for pi, yi in zip(p, y) if yi == 0), reverse=True)
    k_bad = int(max_missed_bad * len(bad))            # BAD items we accept auto-passing
    k_good = int(max_false_fail * len(good))          # GOOD items we accept auto-failing
    low = bad[k_bad] - 1e-9 if bad else 1.0           # just below the (k_bad+1)-th lowest BAD p
    high = good[k_good] + 1e-9 if good else 0.0       # just above the (k_good+1)-th highest GOOD p
    if low >= high:                                   # clean separation at these budgets:
        low = high = (low + high) / 2                 # any cut in [high, low] meets both limits
    escalated = sum(1 for pi in p if low < pi < high) / len(p)
    return {"low": low, "high": high, "escalation_rate": escalated}


def probabilistic_judge(n, fail_rate, sharpness, bias):
    """P(FAIL) from a Beta per class; `bias` shifts them off calibration."""
    y = (RNG.random(n) < fail_rate).astype(int)
    p = np.where(y == 1, RNG.beta(sharpness, 2.0, n), RNG.beta(2.0, sharpness, n))
    p = np.clip(p + bias, 0.0, 1.0)
    return p, y


def reliability():
    rows = []
    specs = [("sharp judge", 300, 0.25, 6.0, 0.0, 10), ("biased judge", 250, 0.3, 3.0, 0.12, 10),
             ("coarse bins", 200, 0.2, 4.0, -0.05, 5), ("fine bins", 400, 0.15, 5.0, 0.03, 15)]
    for name, n, rate, sharp, bias, bins in specs:
        p, y = probabilistic_judge(n, rate, sharp, bias)
        edges = np.linspace(0, 1, bins + 1)
        on_edge = np.isin(p, edges[1:-1])
        assert not on_edge.any()
        prob_true, prob_pred = calibration_curve(y, p, n_bins=bins, strategy="uniform")
        counts, _ = np.histogram(p, bins=edges)
        nonempty = counts[counts > 0]
        ece = float(np.sum(nonempty / n * np.abs(prob_pred - prob_true)))
        seed_ece = reliability_11_8(p.tolist(), y.tolist(), bins)["ece"]
        assert abs(ece - seed_ece) < 1e-12, (ece, seed_ece)
        # Top-label view: confidence in the implied verdict, accuracy of that verdict.
        confidence = np.maximum(p, 1 - p)
        correct = ((p >= 0.5).astype(int) == y).astype(int)
        assert not np.isin(confidence, edges[1:-1]).any()
        acc, conf = calibration_curve(correct, confidence, n_bins=bins, strategy="uniform")
        conf_counts, _ = np.histogram(confidence, bins=edges)
        conf_ece = float(np.sum(conf_counts[conf_counts > 0] / n * np.abs(conf - acc)))
        rows.append({"name": name, "p": p.tolist(), "fail": y.tolist(), "bins": bins,
                     "counts": counts.tolist(), "mean_probability": prob_pred.tolist(),
                     "fail_rate": prob_true.tolist(), "ece": ece,
                     "verdict_confidence": {"counts": conf_counts.tolist(),
                                            "mean_confidence": conf.tolist(),
                                            "accuracy": acc.tolist(), "ece": conf_ece}})
    write("reliability.json", {
        "source": f"scikit-learn {sklearn.__version__}: sklearn.calibration.calibration_curve("
                  "fail, p, n_bins, strategy='uniform') -> fail_rate (prob_true) and "
                  "mean_probability (prob_pred) of the non-empty bins; numpy "
                  f"{np.__version__} histogram counts; ece = sum(count/N |prob_pred - "
                  "prob_true|), equal to the §11.8 reliability() function (asserted); "
                  "verdict_confidence: the same calls on confidence = max(p, 1 - p) and "
                  "correct = [(p >= 0.5) == fail]",
        "cases": rows})

    bands = []
    for name, n, rate, sharp, bias in [("sharp judge", 400, 0.25, 6.0, 0.0),
                                       ("overlapping judge", 500, 0.3, 2.5, 0.05),
                                       ("separable judge", 200, 0.3, 30.0, 0.0)]:
        p, y = probabilistic_judge(n, rate, sharp, bias)
        fit, report = slice(0, n // 2), slice(n // 2, n)
        for missed, false_fail in [(0.02, 0.02), (0.05, 0.10), (0.10, 0.05), (0.0, 0.0)]:
            bad = int(y[fit].sum())
            good = len(y[fit]) - bad
            for share, count in ((missed, bad), (false_fail, good)):
                assert int(share * count) == math.floor(share * count + 1e-9)
            band = pick_band_11_8(p[fit].tolist(), y[fit].tolist(), missed, false_fail)
            low, high = band["low"], band["high"]

            def outcome(pp, yy):
                auto_pass = pp <= low
                auto_fail = (pp >= high) & ~auto_pass
                escalated = ~auto_pass & ~auto_fail
                correct = (auto_pass & (yy == 0)) | (auto_fail & (yy == 1))
                decided = int(auto_pass.sum() + auto_fail.sum())
                return {"auto_pass": int(auto_pass.sum()), "auto_fail": int(auto_fail.sum()),
                        "escalated": int(escalated.sum()),
                        "escalation_rate": float(escalated.mean()),
                        "accuracy_outside": float(correct.sum() / decided) if decided else None,
                        "missed_fail": int((auto_pass & (yy == 1)).sum()),
                        "false_fail": int((auto_fail & (yy == 0)).sum())}
            fit_outcome = outcome(p[fit], y[fit])
            assert abs(fit_outcome["escalation_rate"] - band["escalation_rate"]) < 1e-15
            bands.append({"name": name, "max_missed_fail": missed, "max_false_fail": false_fail,
                          "fit_p": p[fit].tolist(), "fit_fail": y[fit].tolist(),
                          "report_p": p[report].tolist(), "report_fail": y[report].tolist(),
                          "low": low, "high": high, "fit": fit_outcome,
                          "report": outcome(p[report], y[report])})
    write("escalation_band.json", {
        "source": "§11.8 pick_band() (verbatim in generate_fixtures.py) on the fit split; "
                  f"auto-pass p <= low, auto-fail p >= high, numpy {np.__version__} counts on "
                  "the fit and report splits",
        "cases": bands})


# ---------------------------------------------------------------- bootstrap, §13.2
def paired_bootstrap_13_2(a: np.ndarray, b: np.ndarray, n_boot: int = 10_000, seed: int = 0):
    """§13.2, verbatim."""
    rng = np.random.default_rng(seed)
    d = b - a
    n = len(d)
    obs = d.mean()
    idx = rng.integers(0, n, size=(n_boot, n))
    boots = d[idx].mean(axis=1)
    lo, hi = np.percentile(boots, [2.5, 97.5])
    # p-value by shifting the bootstrap distribution to the null
    centered = boots - obs
    p = (np.abs(centered) >= abs(obs)).mean()
    return {"delta": obs, "ci95": (lo, hi), "p": p, "n": n,
            "wins": int((d > 0).sum()), "losses": int((d < 0).sum()),
            "ties": int((d == 0).sum())}


def bootstrap():
    percentiles = []
    for n in (1, 2, 3, 10, 999, 10000):
        values = np.sort(RNG.normal(0, 1, n))
        values[n // 2:n // 2 + min(3, n // 2)] = values[n // 2]   # some equal neighbours
        values = np.sort(values)
        qs = [0.0, 0.025, 0.1, 0.25, 0.5, 0.9, 0.975, 1.0]
        percentiles.append({"values": values.tolist(), "q": qs,
                            "expected": [float(np.quantile(values, q)) for q in qs]})
    cases = []
    worked = [("§13 worked example: 34 wins, 14 losses, 152 ties", 34, 14, 152),
              ("§13 worked example: 30 wins, 18 losses, 152 ties", 30, 18, 152)]
    for name, wins, losses, ties in worked:
        a = np.zeros(wins + losses + ties)
        b = np.concatenate([np.ones(wins), -np.ones(losses), np.zeros(ties)])
        cases.append((name, a, b))
    for name, n in [("discrete n=60", 60), ("discrete n=250", 250)]:
        a, b = discrete_pair(n, p_change=0.4)
        cases.append((name, a, b))
    a, b = continuous_pair(40, shift=0.02, noise=0.3)
    cases.append(("continuous n=40", a, b))
    a = RNG.random(80)
    b = a + np.where(RNG.random(80) < 0.1, RNG.exponential(0.5, 80), 0.0)
    cases.append(("skewed n=80", a, b))
    rows = []
    for name, a, b in cases:
        d = b - a
        ref = paired_bootstrap_13_2(a, b, n_boot=400000, seed=11)
        ci = st.bootstrap((d,), np.mean, method="percentile", n_resamples=400000,
                          random_state=12, vectorized=True, batch=20000).confidence_interval
        rows.append({"name": name, "a": a.tolist(), "b": b.tolist(), "delta": float(ref["delta"]),
                     "ci95": [float(ref["ci95"][0]), float(ref["ci95"][1])],
                     "scipy_ci95": [float(ci.low), float(ci.high)], "p": float(ref["p"]),
                     "wins": ref["wins"], "losses": ref["losses"], "ties": ref["ties"],
                     "resamples": 400000,
                     "bootstrap_sd": float(d.std(ddof=0) / math.sqrt(len(d)))})
    write("bootstrap.json", {
        "source": f"numpy {np.__version__}: numpy.quantile (method='linear') for percentiles; "
                  "the §13.2 paired_bootstrap() (verbatim in generate_fixtures.py) with "
                  "n_boot=400000, seed=11; scipy.stats.bootstrap(method='percentile', "
                  "n_resamples=400000, random_state=12) in scipy_ci95; bootstrap_sd = "
                  "std(d, ddof=0)/sqrt(n), the exact sd of the bootstrap mean",
        "percentiles": percentiles, "cases": rows})


# ---------------------------------------------------------------- §5.2, §9.2, §10.5, §10.9
def token_metrics_5_2(excerpt_tokens: set, retrieved_token_multiset: list) -> dict:
    """§5.2, verbatim."""
    retrieved_unique = set(retrieved_token_multiset)
    inter = len(excerpt_tokens & retrieved_unique)
    n_retrieved_total = len(retrieved_token_multiset)   # counts redundancy
    union = len(excerpt_tokens | retrieved_unique)
    return {
        "recall":    inter / max(len(excerpt_tokens), 1),
        "precision": inter / max(n_retrieved_total, 1),
        "iou":       inter / max(union, 1),
    }


def expand(ranges):
    return [doc * 10**6 + t for doc, begin, end in ranges for t in range(begin, end)]


def fixed_chunking(doc, length, size, overlap):
    step = size - overlap
    return [[doc, s, min(s + size, length)] for s in range(0, max(length - overlap, 1), step)]


def token_metrics():
    rows = []
    for case in range(10):
        chunking = []
        for doc in range(3):
            chunking += fixed_chunking(doc, 400, int(RNG.choice([25, 50, 80])),
                                       int(RNG.choice([0, 10, 20])))
        excerpts = []
        for _ in range(0 if case == 0 else int(RNG.integers(1, 4))):
            doc = int(RNG.integers(0, 3))
            begin = int(RNG.integers(0, 380))
            excerpts.append([doc, begin, begin + int(RNG.integers(1, 60))])
        gold = set(expand(excerpts))
        omega_chunks = [c for c in chunking if set(expand([c])) & gold]
        # Retrieved: some of the chunks that hold answer tokens, plus others.
        retrieved = []
        if case != 1:
            if omega_chunks:
                keep = RNG.choice(len(omega_chunks), size=int(RNG.integers(1, len(omega_chunks) + 1)),
                                  replace=False)
                retrieved += [omega_chunks[int(i)] for i in keep]
            others = RNG.choice(len(chunking), size=int(RNG.integers(0, 4)), replace=False)
            retrieved += [chunking[int(i)] for i in others]
        scores = token_metrics_5_2(gold, expand(retrieved))
        distinct = set(expand(retrieved))
        union = gold | distinct
        row = {"excerpts": excerpts, "retrieved": retrieved, "chunking": chunking,
               "recall": scores["recall"] if gold else None,
               "precision": scores["precision"] if expand(retrieved) else None,
               "iou": scores["iou"] if union else None}
        omega = token_metrics_5_2(gold, expand(omega_chunks))["precision"]
        row["precision_omega"] = omega if omega_chunks else None
        rows.append(row)
    write("token_metrics.json", {
        "source": "§5.2 token_metrics() (verbatim in generate_fixtures.py) on token ids "
                  "document * 10^6 + position; Precision_Ω = its precision over every chunk "
                  "holding an excerpt token; ratios with a zero denominator written as null",
        "cases": rows})


def rerank_movement_9_2(pre_ranked, post_ranked, relevant: set, final_k: int) -> str:
    """§9.2, verbatim."""
    pre_hit = bool(set(pre_ranked[:final_k]) & relevant)
    post_hit = bool(set(post_ranked[:final_k]) & relevant)
    if post_hit and not pre_hit:
        return "rescued"     # the reranker earned its latency here
    if pre_hit and not post_hit:
        return "broke"       # it demoted a correct answer out of the window
    if pre_hit and post_hit:
        return "kept"
    return "missed_both"     # upstream problem; the reranker was never in play


def rerank():
    rows = []
    for _ in range(60):
        candidates = [f"d{i}" for i in RNG.choice(200, size=50, replace=False)]
        pre = candidates
        post = [candidates[i] for i in RNG.permutation(50)]
        pool = candidates + [f"x{i}" for i in range(5)]
        relevant = sorted({pool[int(i)] for i in RNG.choice(len(pool), size=int(RNG.integers(0, 3)),
                                                            replace=False)})
        rows.append({"pre": pre, "post": post, "relevant": relevant, "k": 10,
                     "outcome": rerank_movement_9_2(pre, post, set(relevant), 10)})
    write("rerank.json", {
        "source": "§9.2 rerank_movement() (verbatim in generate_fixtures.py) with final_k=10",
        "cases": rows})


def abstention_scores_10_5(rows) -> dict:
    """§10.5, verbatim."""
    tp = sum(1 for a, ab in rows if not a and ab)       # correctly declined
    fp = sum(1 for a, ab in rows if a and ab)           # refused an answerable question
    fn = sum(1 for a, ab in rows if not a and not ab)   # FABRICATED. the bad one.
    tn = sum(1 for a, ab in rows if a and not ab)
    return {
        "abstention_precision": tp / max(tp + fp, 1),
        "abstention_recall":    tp / max(tp + fn, 1),   # 1 − hallucination rate on unanswerables
        "over_refusal_rate":    fp / max(fp + tn, 1),   # the cost of tuning too far the other way
    }


def abstention():
    rows = []
    for n, unanswerable, decline_u, decline_a, refusal in [(200, 0.15, 0.3, 0.05, 0.02),
                                                           (80, 0.3, 0.8, 0.2, 0.05),
                                                           (50, 0.2, 0.5, 0.0, 0.0)]:
        items = []
        for _ in range(n):
            answerable = bool(RNG.random() >= unanswerable)
            u = RNG.random()
            if u < refusal:
                outcome = "refused"
            elif RNG.random() < (decline_a if answerable else decline_u):
                outcome = "abstained"
            else:
                outcome = "answered"
            items.append([answerable, outcome])
        # Refusals are a third outcome, left out of the §10.5 rates.
        scored = [(a, o == "abstained") for a, o in items if o != "refused"]
        s = abstention_scores_10_5(scored)
        tp = sum(1 for a, ab in scored if not a and ab)
        fp = sum(1 for a, ab in scored if a and ab)
        fn = sum(1 for a, ab in scored if not a and not ab)
        tn = sum(1 for a, ab in scored if a and not ab)
        rows.append({"items": items,
                     "precision": s["abstention_precision"] if tp + fp else None,
                     "recall": s["abstention_recall"] if tp + fn else None,
                     "over_refusal_rate": s["over_refusal_rate"] if fp + tn else None,
                     "counts": [tp, fp, fn, tn]})
    write("abstention.json", {
        "source": "§10.5 abstention_scores() (verbatim in generate_fixtures.py) on the items "
                  "that were not refused; max(.., 1) denominators of zero written as null",
        "cases": rows})


def nugget_scores_10_9(nuggets, assigned):
    """§10.9 nugget_scores(), verbatim except for the dataclass: nuggets are (id, vital)."""
    def score(ns, strict: bool) -> float:
        credit = {"support": 1.0, "partial": 0.0 if strict else 0.5, "none": 0.0}
        return sum(credit[assigned.get(n[0], "none")] for n in ns) / len(ns) if ns else float("nan")
    vital = [n for n in nuggets if n[1]]
    return {"v_strict": score(vital, True), "v": score(vital, False),
            "a_strict": score(nuggets, True), "a": score(nuggets, False)}


def nuggets():
    rows = []
    for case in range(12):
        count = 0 if case == 0 else int(RNG.integers(1, 9))
        nuggets_ = [[f"n{i}", bool(RNG.random() < (0.0 if case == 1 else 0.5))]
                    for i in range(count)]
        assigned = {n[0]: str(RNG.choice(["support", "partial", "none"]))
                    for n in nuggets_ if RNG.random() < 0.85}
        s = nugget_scores_10_9(nuggets_, assigned)
        rows.append({"nuggets": nuggets_, "assigned": assigned,
                     **{k: (None if math.isnan(v) else v) for k, v in s.items()}})
    write("nuggets.json", {
        "source": "§10.9 nugget_scores() (verbatim in generate_fixtures.py); NaN written as null",
        "cases": rows})


if __name__ == "__main__":
    print("python", sys.version.split()[0], "numpy", np.__version__, "scipy", scipy.__version__,
          "mpmath", mpmath.__version__,
          "scikit-learn", sklearn.__version__, "statsmodels", statsmodels.__version__)
    special_functions()
    paired_ttest()
    randomization()
    holm()
    power()
    judge_agreement()
    reliability()
    bootstrap()
    token_metrics()
    rerank()
    abstention()
    nuggets()
