/**
 * A price or km range slider (spec: search §5, §9): two handles, values rounded to 1000 and
 * clamped, min never above max, committed 400 ms after the last movement.
 */
import { useId } from "react";
import { RangeSlider } from "../../../components/ui/Slider";
import { formatKm, formatPrice } from "../../../lib/format";
import { useDebouncedDraft } from "../../../hooks/useDebouncedDraft";
import {
  normaliseRange,
  rangeFromFilter,
  refineRange,
  sliderBounds,
  sliderStep,
  type FacetStats,
  type RangeValue,
} from "../lib/slider";

export const SLIDER_DEBOUNCE_MS = 400; // spec: search §9

const KINDS = {
  price: { title: "Price", noun: "price", format: formatPrice },
  km: { title: "Kilometres", noun: "kilometres", format: formatKm },
} as const;

type Props = {
  kind: keyof typeof KINDS;
  stats: FacetStats | undefined;
  defaultMax: number;
  /** The URL's value, 'min:max' with either side optional. */
  value: string | undefined;
  /** Sets the URL's value; null removes the filter. */
  onRefine: (value: string | null) => void;
};

const sameRange = (a: RangeValue, b: RangeValue) => a[0] === b[0] && a[1] === b[1];

export function RangeFilter({ kind, stats, defaultMax, value, onRefine }: Props) {
  const { title, noun, format } = KINDS[kind];
  const headingId = useId();
  const bounds = sliderBounds(stats, defaultMax);
  const current = rangeFromFilter(value, bounds);

  const [draft, setDraft] = useDebouncedDraft<RangeValue>(
    current,
    (next) => {
      const refinement = refineRange(next, bounds, noun);
      if (refinement.kind === "ignored") return false;
      onRefine(refinement.kind === "set" ? refinement.value : null);
      return true;
    },
    SLIDER_DEBOUNCE_MS,
    sameRange,
  );
  const [lo, hi] = rangeFromFilter(`${draft[0]}:${draft[1]}`, bounds);

  return (
    <div role="group" aria-labelledby={headingId} className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          {title}
        </h3>
        <p className="text-sm text-muted tabular-nums" aria-hidden="true">
          {format(lo)} – {format(hi)}
        </p>
      </div>
      <RangeSlider
        min={bounds.min}
        max={bounds.max}
        step={sliderStep(bounds)}
        value={[lo, hi]}
        onValueChange={(next) => setDraft(normaliseRange(next, bounds))}
        thumbLabels={[`Minimum ${noun}`, `Maximum ${noun}`]}
        formatValue={format}
        className="px-3"
      />
    </div>
  );
}
