/** Cars chosen for /compare, side by side, at most 4 (spec: vehicle §4), kept in this browser. */
import { localList, useInList, useList } from "../../lib/local-list";

export const COMPARE_LIMIT = 4;
export const compareList = localList("compare", COMPARE_LIMIT);

export function useCompare(siteSlug: string, carSlug: string) {
  return useInList(compareList, siteSlug, carSlug);
}

export function useCompareList(siteSlug: string): string[] {
  return useList(compareList, siteSlug);
}
