/**
 * The vehicle page's one save control, the watchlist (spec: vehicle §4): a sold car shows none
 * unless it is already on the list. Coming back from sign-in with ?save={id}, the car is saved at once.
 */
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { HeartIcon } from "../../../components/ui/HeartIcon";
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
      <HeartIcon filled={saved} className="size-5" />
      {saved ? "Saved" : "Save"}
      <VisuallyHidden> {car.name}</VisuallyHidden>
    </button>
  );
}
