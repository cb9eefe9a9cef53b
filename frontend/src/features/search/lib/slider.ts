/**
 * Range slider rules for price and km (spec: search §5 and §9): values round to the nearest 1000,
 * the step is one hundredth of the range (rounded), values are clamped to the range and the min
 * never goes above the max; the range maximum is 100000 (the site's slider_default_max) unless the
 * facet statistics give more. A refinement outside the range is logged and ignored (search §8).
 */

export const SLIDER_ROUNDING = 1000;

export type Bounds = { min: number; max: number };
export type RangeValue = readonly [number, number];
export type FacetStats = { min: number; max: number };

export function roundToThousand(value: number): number {
  return Math.round(value / SLIDER_ROUNDING) * SLIDER_ROUNDING;
}

/** The slider's range: the facet statistics widened to whole thousands, the max at least the default. */
export function sliderBounds(stats: FacetStats | undefined, defaultMax: number): Bounds {
  const statsMin = stats ? Math.max(0, Math.floor(stats.min / SLIDER_ROUNDING) * SLIDER_ROUNDING) : 0;
  const statsMax = stats ? Math.ceil(stats.max / SLIDER_ROUNDING) * SLIDER_ROUNDING : 0;
  const max = Math.max(defaultMax, statsMax);
  return { min: Math.min(statsMin, max), max };
}

/** One hundredth of the range, rounded (at least 1). */
export function sliderStep(bounds: Bounds): number {
  return Math.max(1, Math.round((bounds.max - bounds.min) / 100));
}

export function clamp(value: number, bounds: Bounds): number {
  return Math.min(bounds.max, Math.max(bounds.min, value));
}

/** Clamped to the range, min at or below max (a min dragged past the max stops at it). */
export function clampRange([lo, hi]: RangeValue, bounds: Bounds): [number, number] {
  const max = clamp(hi, bounds);
  return [Math.min(clamp(lo, bounds), max), max];
}

/** What a slider movement becomes: rounded to the nearest 1000, then clamped, min <= max. */
export function normaliseRange([lo, hi]: RangeValue, bounds: Bounds): [number, number] {
  return clampRange([roundToThousand(lo), roundToThousand(hi)], bounds);
}

/** The handles' positions for a URL value 'min:max' (either side may be empty), clamped. */
export function rangeFromFilter(value: string | undefined, bounds: Bounds): [number, number] {
  if (!value) return [bounds.min, bounds.max];
  const [rawLo = "", rawHi] = value.includes(":") ? value.split(":") : [value, value];
  const lo = rawLo === "" ? bounds.min : Number(rawLo);
  const hi = rawHi === undefined || rawHi === "" ? bounds.max : Number(rawHi);
  return clampRange([Number.isFinite(lo) ? lo : bounds.min, Number.isFinite(hi) ? hi : bounds.max], bounds);
}

export type Refinement = { kind: "set"; value: string } | { kind: "clear" } | { kind: "ignored" };

/**
 * The URL value for a committed slider range: none for the whole range, an open side at a bound
 * ('20000:' or ':50000'). A range below the minimum or above the maximum (the range moved while the
 * shopper was dragging) is logged and ignored.
 */
export function refineRange(range: RangeValue, bounds: Bounds, label = "range"): Refinement {
  const [lo, hi] = range;
  if (lo < bounds.min || hi > bounds.max || lo > hi) {
    console.warn(`Ignored a ${label} refinement outside ${bounds.min}-${bounds.max}: ${lo}-${hi}`);
    return { kind: "ignored" };
  }
  if (lo === bounds.min && hi === bounds.max) return { kind: "clear" };
  const low = lo === bounds.min ? "" : String(lo);
  const high = hi === bounds.max ? "" : String(hi);
  return { kind: "set", value: `${low}:${high}` };
}
