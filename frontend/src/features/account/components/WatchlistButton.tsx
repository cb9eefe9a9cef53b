/**
 * The vehicle page's watchlist button (spec: vehicle §4): a sold car shows none unless it is
 * already on the list. Coming back from sign-in with ?save={id}, the car is saved at once.
 */
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { VisuallyHidden } from "../../../components/ui/VisuallyHidden";
import { SAVE_PARAM, useWatchlist } from "../lib/use-watchlist";

type Props = { car: { id: number; name: string; can_save: boolean } };

export function WatchlistButton({ car }: Props) {
  const watchlist = useWatchlist();
  const [params, setParams] = useSearchParams();
  const pending = params.get(SAVE_PARAM) === String(car.id);
  const once = useRef(false);
  const saved = watchlist.saved.has(car.id);

  useEffect(() => {
    if (!pending || once.current || !watchlist.ready || !watchlist.signedIn) return;
    once.current = true;
    const next = new URLSearchParams(params);
    next.delete(SAVE_PARAM);
    setParams(next, { replace: true });
    if (!saved) void watchlist.toggle(car);
  }, [pending, watchlist, saved, car, params, setParams]);

  if (!car.can_save && !saved) return null;
  return (
    <button
      type="button"
      aria-pressed={saved}
      disabled={watchlist.loading}
      onClick={() => void watchlist.toggle(car)}
      data-testid="watchlist-button"
      className="inline-flex min-h-11 items-center gap-2 rounded-site border-2 border-primary px-3 font-semibold text-primary hover:bg-primary hover:text-primary-contrast disabled:opacity-60"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
        <path fill="currentColor" d={saved ? "M6 2h12a1 1 0 0 1 1 1v19l-7-4-7 4V3a1 1 0 0 1 1-1" : "M6 2h12a1 1 0 0 1 1 1v19l-7-4-7 4V3a1 1 0 0 1 1-1m1 2v14.6l5-2.9 5 2.9V4z"} />
      </svg>
      {saved ? "In Watchlist" : "Add to Watchlist"}
      <VisuallyHidden> {car.name}</VisuallyHidden>
    </button>
  );
}
