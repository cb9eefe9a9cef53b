/**
 * A list of car slugs kept in this browser only (localStorage, one list per site and purpose:
 * favourites, compare). Every component showing the list stays in step through one subscription,
 * and other tabs through the storage event.
 */
import { useCallback, useSyncExternalStore } from "react";

const listeners = new Set<() => void>();

export type LocalList = {
  key: (siteSlug: string) => string;
  read: (siteSlug: string) => string[];
  /** Adds or removes; false when adding would pass the list's limit (nothing changes then). */
  set: (siteSlug: string, carSlug: string, on: boolean) => boolean;
};

export function localList(purpose: string, limit = Infinity): LocalList {
  const key = (siteSlug: string) => `forecourt:${siteSlug}:${purpose}`;
  // Every card asks on every render: parse the stored text once, not once a card.
  let last: { raw: string | null; list: string[] } = { raw: null, list: [] };
  const read = (siteSlug: string): string[] => {
    try {
      const raw = window.localStorage.getItem(key(siteSlug));
      if (raw !== last.raw) last = { raw, list: parseSlugs(raw) };
      return last.list;
    } catch {
      return []; // blocked storage: an empty list rather than a broken page
    }
  };
  const set = (siteSlug: string, carSlug: string, on: boolean): boolean => {
    const current = read(siteSlug).filter((s) => s !== carSlug);
    if (on && current.length >= limit) return false;
    try {
      window.localStorage.setItem(key(siteSlug), JSON.stringify(on ? [...current, carSlug] : current));
    } catch {
      // storage full or blocked (private mode): the switch simply does not stick
    }
    listeners.forEach((notify) => notify());
    return true;
  };
  return { key, read, set };
}

function parseSlugs(raw: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === "string") : [];
  } catch {
    return []; // not ours or damaged: an empty list
  }
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  window.addEventListener("storage", notify); // other tabs
  return () => {
    listeners.delete(notify);
    window.removeEventListener("storage", notify);
  };
}

/** Whether one car is in the list, and a setter. */
export function useInList(list: LocalList, siteSlug: string, carSlug: string): [boolean, (on: boolean) => boolean] {
  const inList = useSyncExternalStore(subscribe, () => list.read(siteSlug).includes(carSlug), () => false);
  const set = useCallback((on: boolean) => list.set(siteSlug, carSlug, on), [list, siteSlug, carSlug]);
  return [inList, set];
}

/** The whole list (a stable string while it is unchanged, so renders stay cheap). */
export function useList(list: LocalList, siteSlug: string): string[] {
  const joined = useSyncExternalStore(subscribe, () => list.read(siteSlug).join("\n"), () => "");
  return joined ? joined.split("\n") : [];
}
