/**
 * Search history (spec: finance-signin-locations §2.3, §3 and §9): the last 5 searches, each its
 * filters and path, newest first, kept in this browser (localStorage, one list per site).
 */
import { useCallback, useSyncExternalStore } from "react";
import type { Filters } from "./url-state";

export const HISTORY_SIZE = 5;

export type HistoryEntry = { path: string; filters: Filters; query: string; label: string };

/** The list with `entry` first; an earlier entry for the same path moves up instead of repeating. */
export function addToHistory(list: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  return [entry, ...list.filter((e) => e.path !== entry.path)].slice(0, HISTORY_SIZE);
}

export function historyKey(siteSlug: string): string {
  return `forecourt:${siteSlug}:search-history`;
}

function isEntry(value: unknown): value is HistoryEntry {
  const e = value as HistoryEntry | null;
  return typeof e === "object" && e !== null && typeof e.path === "string" && typeof e.label === "string";
}

// useSyncExternalStore needs the same array until storage changes: cache by the stored text.
const EMPTY: HistoryEntry[] = [];

const parsed = new Map<string, { raw: string | null; list: HistoryEntry[] }>();

export function readHistory(siteSlug: string): HistoryEntry[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(historyKey(siteSlug));
  } catch {
    return []; // blocked storage: no history
  }
  const cached = parsed.get(siteSlug);
  if (cached && cached.raw === raw) return cached.list;
  const list = parseHistory(raw);
  parsed.set(siteSlug, { raw, list });
  return list;
}

function parseHistory(raw: string | null): HistoryEntry[] {
  if (raw === null) return EMPTY; // the server's snapshot too: no re-render after hydrating
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isEntry).slice(0, HISTORY_SIZE) : [];
  } catch {
    return []; // not ours or damaged: start again
  }
}

const listeners = new Set<() => void>();

export function rememberSearch(siteSlug: string, entry: HistoryEntry): void {
  const current = readHistory(siteSlug);
  if (current[0]?.path === entry.path) return;
  try {
    window.localStorage.setItem(historyKey(siteSlug), JSON.stringify(addToHistory(current, entry)));
  } catch {
    return; // storage full or blocked: history is a convenience
  }
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  window.addEventListener("storage", notify);
  return () => {
    listeners.delete(notify);
    window.removeEventListener("storage", notify);
  };
}

/** The searches to list; only the component that lists them re-renders when one is added. */
export function useSearchHistory(siteSlug: string): HistoryEntry[] {
  return useSyncExternalStore(subscribe, () => readHistory(siteSlug), () => EMPTY);
}

/** Adds a search without subscribing: the page that records its own search does not re-render
 * (synchronously, as a store change does) because of it. */
export function useRememberSearch(siteSlug: string): (entry: HistoryEntry) => void {
  return useCallback((entry: HistoryEntry) => rememberSearch(siteSlug, entry), [siteSlug]);
}
