/**
 * A carousel on Embla (swipe and drag, snapping), with labelled previous/next buttons and slides
 * announced as "n of m" (the WAI-ARIA APG carousel pattern). The selected slide can be driven from
 * outside (`index`) and reports the shopper's swipes back (`onIndexChange`).
 */
import useEmblaCarousel from "embla-carousel-react";
import { useEffect, type ReactNode } from "react";
import { cn } from "../../lib/cn";

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
  className,
}: Props) {
  const [viewportRef, api] = useEmblaCarousel({ loop, align: "start", startIndex: index ?? 0 });

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
    <div role="region" aria-roledescription="carousel" aria-label={label} className={cn("relative", className)}>
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
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
