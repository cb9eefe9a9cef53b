/**
 * A two-handle range slider on Radix Slider: keyboard (arrows, Page Up/Down, Home/End), pointer
 * and touch. Each handle has its own label and says its value in words (aria-valuetext).
 * Rounding, clamping and debouncing belong to the caller.
 */
import * as SliderPrimitive from "@radix-ui/react-slider";
import { cn } from "../../lib/cn";

type Props = {
  min: number;
  max: number;
  step: number;
  value: readonly [number, number];
  onValueChange: (value: [number, number]) => void;
  /** Accessible names of the min and max handles, e.g. ["Minimum price", "Maximum price"]. */
  thumbLabels: readonly [string, string];
  /** A value as read out, e.g. 20000 -> "$20,000". */
  formatValue: (value: number) => string;
  disabled?: boolean;
  className?: string;
};

export function RangeSlider({ min, max, step, value, onValueChange, thumbLabels, formatValue, disabled, className }: Props) {
  return (
    <SliderPrimitive.Root
      min={min}
      max={max}
      step={step}
      value={[value[0], value[1]]}
      minStepsBetweenThumbs={0}
      disabled={disabled}
      onValueChange={(next) => onValueChange([next[0] ?? min, next[1] ?? max])}
      className={cn("relative flex h-11 w-full touch-none items-center select-none data-disabled:opacity-50", className)}
    >
      <SliderPrimitive.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-border">
        <SliderPrimitive.Range className="absolute h-full rounded-full bg-primary" />
      </SliderPrimitive.Track>
      {value.map((v, i) => (
        <SliderPrimitive.Thumb
          key={i}
          aria-label={thumbLabels[i]}
          aria-valuetext={formatValue(v)}
          className="block size-6 cursor-grab rounded-full border-2 border-primary bg-bg shadow-md transition-[box-shadow] hover:shadow-lg active:cursor-grabbing"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
