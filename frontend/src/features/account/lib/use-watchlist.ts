/**
 * Save a car to the watchlist (spec: vehicle §4, §8): optimistic (the car is marked at once, then
 * the call is made; a failure puts it back and says why in an alert, the result success false),
 * a loading flag that disables the button, the spec's toasts, event 39. Signed out, Save goes to
 * /sign-in?type=watchlist with a redirect that comes back and saves the car.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ApiError } from "../../../lib/api";
import { garagePath, useSite } from "../../../lib/site";
import { showToast } from "../../../lib/toast";
import { track } from "../../../lib/tracking";
import { changeWatchlist, useWatchlistIds, type WatchlistOut } from "../api/garage";
import { accountKeys } from "../api/keys";
import { useSession } from "../../../lib/session";
import { signInHref } from "./gates";

const EVENT_SAVE_CAR = 39;
export const SAVE_PARAM = "save";

type SavableCar = { id: number; name: string };

export function useWatchlist() {
  const site = useSite();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSession();
  const ids = useWatchlistIds();
  const [loading, setLoading] = useState(false);
  const user = session.data?.user ?? null;
  const saved = new Set(ids.data?.car_ids ?? []);
  const listHref = garagePath(site);

  async function toggle(car: SavableCar): Promise<{ success: boolean }> {
    if (!user) {
      navigate(signInHref("watchlist", `${pathname}?${SAVE_PARAM}=${car.id}`, pathname));
      return { success: false };
    }
    const saving = !saved.has(car.id);
    // A list request still in flight (started at sign-in) must not land after this change and
    // put the old list back.
    await client.cancelQueries({ queryKey: accountKeys.watchlist() });
    const before = client.getQueryData<WatchlistOut>(accountKeys.watchlist());
    const optimistic = saving ? [car.id, ...saved] : [...saved].filter((id) => id !== car.id);
    client.setQueryData<WatchlistOut>(accountKeys.watchlist(), { success: true, car_ids: optimistic });
    setLoading(true);
    try {
      const answer = await changeWatchlist(client, saving ? "save-car" : "remove-car", user.phone, car);
      client.setQueryData(accountKeys.watchlist(), answer);
      if (saving) {
        track(EVENT_SAVE_CAR, car.id);
        showToast("Car Saved In Watchlist", `${car.name} is now available in your watchlist`, { label: "View List", href: listHref });
      } else {
        showToast("Car Removed", `${car.name} is no longer in your watchlist`, { label: "View List", href: listHref });
      }
      return { success: true };
    } catch (error) {
      client.setQueryData(accountKeys.watchlist(), before);
      window.alert(error instanceof ApiError ? error.message : "An unknown error occurred.");
      return { success: false };
    } finally {
      setLoading(false);
    }
  }

  // Ready once the session is known and, signed in, the saved list too (so "already saved" is
  // known before a pending save acts on it).
  const ready = !session.isPending && (!user || !ids.isPending);
  return { saved, toggle, loading, signedIn: Boolean(user), ready };
}
