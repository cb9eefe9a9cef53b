/**
 * Which refinement lists the filter panel shows, and how many values each shows at first
 * (spec: search §2 and §9 - makes 7 with a show-all toggle, models limited to 30;
 * finance-signin-locations §9 - location lists limited to 20 for cities and 40 for dealerships).
 */
import type { FilterAttribute } from "./url-state";

export type ListSpec = {
  attribute: FilterAttribute;
  /** How many values show at first; null shows all. */
  limit: number | null;
  /** Whether a toggle shows the rest (otherwise the list stops at the limit). */
  showAll: boolean;
};

export type FacetEntry = { value: string; count: number };

const LONG_LIST = 10;

/** The refinement lists in panel order; make and model take their limits from the site. */
export function refinementLists(makeLimit: number, modelLimit: number): { before: ListSpec[]; after: ListSpec[] } {
  const list = (attribute: FilterAttribute, limit: number | null = LONG_LIST, showAll = true): ListSpec => ({
    attribute,
    limit,
    showAll,
  });
  return {
    // before the price and km sliders
    before: [list("car_type", null), list("item_type", null), list("make", makeLimit), list("model", modelLimit, false)],
    after: [
      list("body"),
      list("transmission"),
      list("fuel"),
      list("drive"),
      list("year"),
      list("seats"),
      list("colour"),
      list("filtered_features"),
      list("dealership_name", 40, false),
      list("location_name", 20, false),
      list("city", 20, false),
      list("state"),
      list("certified", null),
      list("status", null),
      list("tag"),
    ],
  };
}

/**
 * A list is worth showing when it can change the results: more than one value, or a selection
 * (one value that every car has narrows nothing).
 */
export function isUseful(values: readonly FacetEntry[], selected: readonly string[], total: number): boolean {
  if (selected.length) return true;
  if (values.length === 0) return false;
  return !(values.length === 1 && values[0]?.count === total);
}

/** The values shown: the first `limit` (in the backend's order), plus any selected value beyond
 * them, so a selection can always be cleared where it was made. */
export function visibleValues<T extends FacetEntry>(
  values: readonly T[],
  selected: readonly string[],
  limit: number | null,
  expanded: boolean,
): T[] {
  if (limit === null || expanded || values.length <= limit) return [...values];
  const head = values.slice(0, limit);
  const extra = values.slice(limit).filter((v) => selected.includes(v.value));
  return [...head, ...extra];
}
