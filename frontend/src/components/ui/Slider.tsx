/**
 * A two-handle range slider (the WAI-ARIA slider pattern, twice): keyboard (arrows one step, Page
 * Up/Down ten, Home/End the ends), pointer and touch (press anywhere on the track and the nearer
 * handle jumps there and follows). Each handle has its own label and says its value in words
 * (aria-valuetext). Rounding and debouncing belong to
 * the caller. Our own rather than Radix's, which needs React's effect order to place its handles.
 */
import { useRef, type KeyboardEvent, type PointerEvent } from "react";
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

type Handle = 0 | 1;
const BIG_STEPS = 10;

export function RangeSlider({ min, max, step, value, onValueChange, thumbLabels, formatValue, disabled, className }: Props) {
  const track = useRef<HTMLSpanElement>(null);
  const thumbs = useRef<(HTMLSpanElement | null)[]>([]);
  const dragging = useRef<Handle | null>(null);
  const clamp = (v: number) => Math.min(max, Math.max(min, v));
  const percent = (v: number) => (max > min ? ((clamp(v) - min) / (max - min)) * 100 : 0);

  /** Moves a handle; pushed past the other, the two swap roles (as Radix does), so the range stays in
   * order and the handle under the shopper's finger or focus is the one that moved. */
  const move = (handle: Handle, to: number) => {
    const snapped = clamp(min + Math.round((to - min) / step) * step);
    const other = value[handle === 0 ? 1 : 0];
    const crossed = handle === 0 ? snapped > other : snapped < other;
    const next: [number, number] = crossed ? (handle === 0 ? [other, snapped] : [snapped, other]) : handle === 0 ? [snapped, other] : [other, snapped];
    if (crossed) {
      const moved: Handle = handle === 0 ? 1 : 0;
      if (dragging.current !== null) dragging.current = moved;
      thumbs.current[moved]?.focus();
    }
    if (next[0] !== value[0] || next[1] !== value[1]) onValueChange(next);
  };

  const valueAt = (clientX: number) => {
    const box = track.current?.getBoundingClientRect();
    return box && box.width > 0 ? min + ((clientX - box.left) / box.width) * (max - min) : min;
  };

  const onPointerDown = (event: PointerEvent<HTMLSpanElement>) => {
    if (disabled || event.button !== 0) return;
    const at = valueAt(event.clientX);
    // The nearer handle; when both sit together, the one on the side pressed.
    const handle: Handle = Math.abs(at - value[0]) < Math.abs(at - value[1]) || (value[0] === value[1] && at < value[0]) ? 0 : 1;
    dragging.current = handle;
    event.currentTarget.setPointerCapture(event.pointerId);
    event.preventDefault();
    thumbs.current[handle]?.focus();
    move(handle, at);
  };
  const onPointerMove = (event: PointerEvent<HTMLSpanElement>) => {
    if (dragging.current !== null) move(dragging.current, valueAt(event.clientX));
  };
  const onPointerUp = (event: PointerEvent<HTMLSpanElement>) => {
    dragging.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
  };

  const onKeyDown = (handle: Handle) => (event: KeyboardEvent<HTMLSpanElement>) => {
    const current = value[handle];
    const to: Record<string, number> = {
      ArrowRight: current + step,
      ArrowUp: current + step,
      ArrowLeft: current - step,
      ArrowDown: current - step,
      PageUp: current + step * BIG_STEPS,
      PageDown: current - step * BIG_STEPS,
      Home: min,
      End: max,
    };
    const target = to[event.key];
    if (disabled || target === undefined) return;
    event.preventDefault();
    move(handle, target);
  };

  return (
    <span
      aria-disabled={disabled || undefined}
      data-disabled={disabled ? "" : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      className={cn("relative flex h-11 w-full touch-none items-center select-none data-disabled:opacity-50", className)}
    >
      <span ref={track} className="relative h-1.5 grow rounded-full bg-border">
        <span className="absolute h-full rounded-full bg-primary" style={{ left: `${percent(value[0])}%`, right: `${100 - percent(value[1])}%` }} />
        {([0, 1] as const).map((handle) => (
          <span
            key={handle}
            ref={(el) => {
              thumbs.current[handle] = el;
            }}
            role="slider"
            tabIndex={disabled ? -1 : 0}
            aria-label={thumbLabels[handle]}
            aria-valuemin={min}
            aria-valuemax={max}
            aria-valuenow={value[handle]}
            aria-valuetext={formatValue(value[handle])}
            aria-orientation="horizontal"
            aria-disabled={disabled || undefined}
            onKeyDown={onKeyDown(handle)}
            style={{ left: `${percent(value[handle])}%` }}
            className="absolute top-1/2 block size-6 -translate-x-1/2 -translate-y-1/2 cursor-grab rounded-full border-2 border-primary bg-bg shadow-md transition-[box-shadow] hover:shadow-lg active:cursor-grabbing"
          />
        ))}
      </span>
    </span>
  );
}
