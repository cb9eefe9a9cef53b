/**
 * Embla (swipe, drag, snapping) attached to a carousel's viewport once its code has loaded. The
 * slides are drawn, and a server-made page painted and hydrated, without it; the carousel takes a
 * swipe a moment after. Its code stays out of every page's first-screen script.
 */
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useEffect, useRef, useState } from "react";

export function useDeferredEmbla(options: EmblaOptionsType): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  // The options it starts with (the start index follows the shopper afterwards, through the API).
  const initial = useRef(options);
  const { loop, align } = options;
  useEffect(() => {
    if (!viewport) return;
    let live = true;
    let created: EmblaCarouselType | undefined;
    void import("embla-carousel").then(({ default: EmblaCarousel }) => {
      if (!live) return;
      created = EmblaCarousel(viewport, { ...initial.current, loop, align });
      setApi(created);
    });
    return () => {
      live = false;
      created?.destroy();
      setApi(undefined);
    };
  }, [viewport, loop, align]);
  return [setViewport, api];
}
