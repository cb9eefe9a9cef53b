/**
 * The time the page's markup was made, carried by its inlined state. What the markup shows of the
 * clock (the sales counter, whether a location is open now, the year) is drawn from it on the server
 * and in the app's first render, which hydrates that markup and must match it text for text: a kept
 * page may be a minute old (half an hour when the server made it ahead), long enough to cross an
 * hour or a counter's step. After that, the browser's clock.
 */
import { useMounted } from "./hydration";

let madeAt: number | undefined;

export function setPageMadeAt(value: number | undefined): void {
  madeAt = value;
}

const systemNow = () => new Date();

/** The page's time while its markup is made or hydrated, `now()` otherwise. */
export function usePageNow(now: () => Date = systemNow): Date {
  const mounted = useMounted();
  return !mounted && madeAt !== undefined ? new Date(madeAt) : now();
}
