"""The built-in market valuation model: a car's market price from comparable cars. Pure maths.

Comparables are cars of the same make and model within YEAR_SPAN model years. Each gets a
similarity  s = 1/(1 + |year - year_c|) x 1/(1 + |km - km_c| / KM_SCALE)  (1 for a twin).

1. Adjust every comparable to the subject in log-price space:
   a_c = ln(price_c) + km_rate x (km - km_c) + year_rate x (year - year_c).
   The rates come from a weighted least-squares fit of ln(price) on km and year over the
   comparables when there are at least MIN_FIT of them with spread in that variable, clamped to
   plausible bounds (a car never gains value with km); otherwise the fixed defaults below.
2. Market average = exp(weighted mean of a_c); market range = exp(mean -+ max(weighted sd, floor)).
3. Confidence = E / (E + EVIDENCE_HALF) with evidence E = sum of similarities: it rises with every
   comparable added and falls as the comparables get further away in year or km; half of the way
   at EVIDENCE_HALF twins. With fewer than MIN_COMPARABLES comparables there are no figures.
"""

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

YEAR_SPAN = 2
KM_SCALE = 50_000
MIN_COMPARABLES = 3
MIN_FIT = 8
EVIDENCE_HALF = 8.0  # two twins give 0.2, the panel's threshold: three are needed to show it
DEFAULT_KM_RATE = -2.5e-6  # ln(price) per km: about -22% over 100,000 km
DEFAULT_YEAR_RATE = 0.08  # ln(price) per model year: about 8% a year
KM_RATE_BOUNDS = (-1.0e-5, 0.0)
YEAR_RATE_BOUNDS = (0.0, 0.25)
MIN_KM_SPREAD = 5_000  # km standard deviation needed before fitting a km rate
RANGE_FLOOR = 0.04  # the market range is at least +-4%


@dataclass(frozen=True)
class Comparable:
    price: int
    year: int
    km: int
    state: str | None = None


@dataclass(frozen=True)
class Estimate:
    average: int | None
    range_min: int | None
    range_max: int | None
    confidence: float
    comparables: int


def similarity(comparable: Comparable, year: int, km: int) -> float:
    year_part = 1 / (1 + abs(year - comparable.year))
    km_part = 1 / (1 + abs(km - comparable.km) / KM_SCALE)
    return year_part * km_part


def confidence(evidence: float) -> float:
    return round(evidence / (evidence + EVIDENCE_HALF), 3) if evidence > 0 else 0.0


def _clamp(value: float, bounds: tuple[float, float]) -> float:
    return min(max(value, bounds[0]), bounds[1])


def fit_rates(comparables: Sequence[Comparable], weights: Sequence[float]) -> tuple[float, float]:
    """(km_rate, year_rate) by weighted least squares of ln(price), or the defaults."""
    km_rate, year_rate = DEFAULT_KM_RATE, DEFAULT_YEAR_RATE
    if len(comparables) < MIN_FIT:
        return km_rate, year_rate
    km = np.array([c.km for c in comparables], dtype=float)
    years = np.array([c.year for c in comparables], dtype=float)
    fit_km = float(km.std()) >= MIN_KM_SPREAD
    fit_year = float(years.std()) > 0
    if not (fit_km or fit_year):
        return km_rate, year_rate
    columns = [np.ones_like(km)]
    if fit_km:
        columns.append(km - km.mean())
    if fit_year:
        columns.append(years - years.mean())
    design = np.column_stack(columns)
    root_w = np.sqrt(np.asarray(weights, dtype=float))
    target = np.log([c.price for c in comparables])
    coef, *_ = np.linalg.lstsq(design * root_w[:, None], target * root_w, rcond=None)
    index = 1
    if fit_km:
        km_rate = _clamp(float(coef[index]), KM_RATE_BOUNDS)
        index += 1
    if fit_year:
        year_rate = _clamp(float(coef[index]), YEAR_RATE_BOUNDS)
    return km_rate, year_rate


def estimate(comparables: Sequence[Comparable], *, year: int, km: int) -> Estimate:
    comps = [c for c in comparables if c.price > 0 and abs(c.year - year) <= YEAR_SPAN]
    weights = [similarity(c, year, km) for c in comps]
    trust = confidence(sum(weights))
    if len(comps) < MIN_COMPARABLES:
        return Estimate(None, None, None, trust, len(comps))
    km_rate, year_rate = fit_rates(comps, weights)
    adjusted = [
        math.log(c.price) + km_rate * (km - c.km) + year_rate * (year - c.year) for c in comps
    ]
    total = sum(weights)
    mean = sum(w * a for w, a in zip(weights, adjusted, strict=True)) / total
    variance = sum(w * (a - mean) ** 2 for w, a in zip(weights, adjusted, strict=True)) / total
    spread = max(math.sqrt(variance), RANGE_FLOOR)
    return Estimate(
        average=int(round(math.exp(mean), -1)),
        range_min=int(round(math.exp(mean - spread), -2)),
        range_max=int(round(math.exp(mean + spread), -2)),
        confidence=trust,
        comparables=len(comps),
    )
