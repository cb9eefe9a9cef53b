/**
 * Favourite cars, kept in this browser only (localStorage, one list per site) until shoppers can
 * sign in. Every card showing the same car stays in step through a shared subscription.
 */
import { useCallback, useSyncExternalStore } from "react";

const listeners = new Set<() => void>();

export function favouritesKey(siteSlug: string): string {
  return `forecourt:${siteSlug}:favourites`;
}

export function readFavourites(siteSlug: string): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(favouritesKey(siteSlug)) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === "string") : [];
  } catch {
    return []; // unreadable or blocked storage: no favourites rather than a broken page
  }
}

export function setFavourite(siteSlug: string, carSlug: string, on: boolean): void {
  const current = readFavourites(siteSlug).filter((s) => s !== carSlug);
  const next = on ? [...current, carSlug] : current;
  try {
    window.localStorage.setItem(favouritesKey(siteSlug), JSON.stringify(next));
  } catch {
    // storage full or blocked (private mode): the switch simply does not stick
  }
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  window.addEventListener("storage", notify); // other tabs
  return () => {
    listeners.delete(notify);
    window.removeEventListener("storage", notify);
  };
}

export function useFavourite(siteSlug: string, carSlug: string): [boolean, (on: boolean) => void] {
  const isFavourite = useSyncExternalStore(
    subscribe,
    () => readFavourites(siteSlug).includes(carSlug),
    () => false,
  );
  const set = useCallback((on: boolean) => setFavourite(siteSlug, carSlug, on), [siteSlug, carSlug]);
  return [isFavourite, set];
}
