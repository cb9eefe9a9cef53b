/**
 * A carousel on Embla (swipe and drag, snapping), with labelled previous/next buttons and slides
 * announced as "n of m" (the WAI-ARIA APG carousel pattern). The selected slide can be driven from
 * outside (`index`) and reports the shopper's swipes back (`onIndexChange`).
 */
import { useEffect, useState, type ReactNode } from "react";
import { cn } from "../../lib/cn";
import { useMounted } from "../../lib/hydration";
import { prefersReducedMotion } from "../../lib/motion";
import { useDeferredEmbla } from "./use-deferred-embla";

type Props = {
  label: string;
  slides: ReactNode[];
  index?: number;
  onIndexChange?: (index: number) => void;
  loop?: boolean;
  /** Width of one slide, e.g. "basis-full sm:basis-1/2 lg:basis-1/3". */
  slideClassName?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** Previous/next arrows; a caller with its own controls (the gallery) turns these off. */
  controls?: boolean;
  /** Moves on by itself every so many ms: paused while hovered or focused, off for reduced
   * motion, and stoppable with a Pause button (WCAG 2.2.2). */
  autoplayMs?: number;
  className?: string;
};


export function Carousel({
  label,
  slides,
  index,
  onIndexChange,
  loop = false,
  slideClassName = "basis-full",
  previousLabel = "Previous",
  nextLabel = "Next",
  controls = true,
  autoplayMs,
  className,
}: Props) {
  const [viewportRef, api] = useDeferredEmbla({ loop, align: "start", startIndex: index ?? 0 });
  // Until the shopper presses Play or Pause, it plays unless they asked for reduced motion, which
  // the server cannot know: its markup (and hydration's first render) says playing.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const mounted = useMounted();
  const playing = chosen ?? (Boolean(autoplayMs) && !(mounted && prefersReducedMotion()));
  const [held, setHeld] = useState(false); // hovered or focused: the shopper is reading

  useEffect(() => {
    if (!api || !autoplayMs || !playing || held || slides.length < 2) return;
    const timer = window.setInterval(() => (api.canScrollNext() ? api.scrollNext() : api.scrollTo(0)), autoplayMs);
    return () => window.clearInterval(timer);
  }, [api, autoplayMs, playing, held, slides.length]);

  useEffect(() => {
    if (!api || !onIndexChange) return;
    const onSelect = () => onIndexChange(api.selectedScrollSnap());
    api.on("select", onSelect);
    return () => {
      api.off("select", onSelect);
    };
  }, [api, onIndexChange]);

  useEffect(() => {
    if (api && index !== undefined && api.selectedScrollSnap() !== index) api.scrollTo(index);
  }, [api, index]);

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-playing={autoplayMs ? playing && !held : undefined}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setHeld(false)}
      className={cn("relative", className)}
    >
      {/* relative: a slide's absolutely placed parts (screen-reader text) are clipped here too,
          not only once Embla's transform makes the track their box; before that they widened
          the page on a phone. */}
      <div ref={viewportRef} className="relative overflow-hidden">
        <div className="flex touch-pan-y" aria-live={autoplayMs && playing && !held ? "off" : "polite"}>
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              className={cn("min-w-0 shrink-0 grow-0", slideClassName)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {controls && slides.length > 1 && (
        <div className="mt-4 flex justify-end gap-2">
          {autoplayMs && (
            <button
              type="button"
              onClick={() => setChosen(!playing)}
              className="inline-flex min-h-11 items-center rounded-full border border-border bg-bg px-4 text-sm font-semibold text-text shadow hover:bg-surface"
            >
              {playing ? "Pause slides" : "Play slides"}
            </button>
          )}
          <CarouselButton direction="previous" label={previousLabel} onClick={() => api?.scrollPrev()} />
          <CarouselButton direction="next" label={nextLabel} onClick={() => api?.scrollNext()} />
        </div>
      )}
    </div>
  );
}

export function CarouselButton({
  direction,
  label,
  onClick,
  className,
}: {
  direction: "previous" | "next";
  label: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cn(
        "inline-flex size-11 items-center justify-center rounded-full border border-border bg-bg text-text shadow hover:bg-surface",
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
        <path fill="currentColor" d={direction === "previous" ? "M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z" : "M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z"} />
      </svg>
    </button>
  );
}
