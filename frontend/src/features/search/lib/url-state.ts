/**
 * The search page's URL <-> filter state (spec: search §2 "Search URL parameters"; finance-signin-
 * locations §2.3). The URL is the source of truth: a path stands for some filters (/search/used-cars,
 * /search/{make}/{model} ...), the query string carries the rest, and every state has one canonical
 * URL (filters in a fixed order, the default sort and page 1 omitted).
 *
 * What a make, model, dealership or location segment means is the backend's answer
 * (GET /api/v1/search/resolve-path); building a path mirrors its resolution order (type paths, then
 * dealerships, then locations, then makes) so that every path built here resolves back to the same
 * filters there.
 */
import type { operations } from "../../../lib/api-types";
import { slugify } from "../../../lib/url";

type ApiParams = NonNullable<operations["search_api_v1_search_get"]["parameters"]["query"]>;
export type FilterAttribute = Exclude<keyof ApiParams, "query" | "page" | "sortBy">;
export type Filters = Partial<Record<FilterAttribute, string[]>>;

export type SearchState = {
  query: string;
  page: number;
  sortBy: string;
  filters: Filters;
};

export const SEARCH_ROOT = "/search";
// spec: search §7, the default sort 'custom_rank:desc'
export const DEFAULT_SORT = "custom_rank:desc";

// Every filter parameter of GET /api/v1/search, in the API's order: the canonical query string's
// order. The Record type fails to compile when the API gains or loses an attribute.
const ORDER: Record<FilterAttribute, number> = {
  badge: 0,
  status: 1,
  car_type: 2,
  categories: 3,
  city: 4,
  colour: 5,
  dealership_name: 6,
  filtered_features: 7,
  item_type: 8,
  km: 9,
  location_name: 10,
  make: 11,
  make_model: 12,
  model: 13,
  price: 14,
  subscription_price: 15,
  price_range: 16,
  seats: 17,
  body: 18,
  drive: 19,
  fuel: 20,
  transmission: 21,
  state: 22,
  tag: 23,
  weekly_price_range: 24,
  year: 25,
  certified: 26,
  created_at_timestamp: 27,
};
export const FILTER_ATTRIBUTES = (Object.keys(ORDER) as FilterAttribute[]).sort((a, b) => ORDER[a] - ORDER[b]);

export function isFilterAttribute(name: string): name is FilterAttribute {
  return Object.hasOwn(ORDER, name);
}

/** The stock type paths (spec: search §2 routes), with the car types each shows. */
export const TYPE_PATHS: readonly { segment: string; title: string; carTypes: readonly string[] }[] = [
  { segment: "new-used-and-demo-cars", title: "New, Used and Demo Cars", carTypes: [] },
  { segment: "used-cars", title: "Used Cars", carTypes: ["used"] },
  { segment: "new-and-demo-cars", title: "New and Demo Cars", carTypes: ["new", "demo"] },
  { segment: "new-cars", title: "New Cars", carTypes: ["new"] },
  { segment: "demo-cars", title: "Demo Cars", carTypes: ["demo"] },
];
export const DEFAULT_SEARCH_PATH = `${SEARCH_ROOT}/new-used-and-demo-cars`;

/** What a search path stands for: the shape of GET /api/v1/search/resolve-path's answer. */
export type PathMeaning = { path: string; kind: string; title: string; filters: Filters };

/** The site's places and stock that paths can name. `makeModels` holds "Make > Model" labels of
 * the site's stock (the unfiltered search's make_model facet); null while unknown. */
export type Places = {
  dealerships: readonly { slug: string; name: string }[];
  locations: readonly { slug: string; name: string }[];
  makeModels: readonly string[] | null;
};

const MAKE_MODEL_SEPARATOR = " > ";

// --- Reading a URL ----------------------------------------------------------------------------

/** The lower-cased segments after /search, or null for a path outside the search pages. */
export function searchSegments(pathname: string): string[] | null {
  const clean = pathname.replace(/\/+$/, "");
  if (clean !== SEARCH_ROOT && !clean.startsWith(`${SEARCH_ROOT}/`)) return null;
  return clean
    .slice(SEARCH_ROOT.length)
    .split("/")
    .filter(Boolean)
    .map((s) => decodeURIComponent(s).toLowerCase());
}

/** The canonical form of a search path, as a cache key for its meaning. */
export function normalisePath(pathname: string): string {
  const segments = searchSegments(pathname) ?? [];
  return segments.length ? `${SEARCH_ROOT}/${segments.join("/")}` : SEARCH_ROOT;
}

/** The meaning of a path this module knows without asking (the stock type paths); null otherwise. */
export function localPathMeaning(pathname: string): PathMeaning | null {
  const segments = searchSegments(pathname);
  if (segments === null || segments.length > 1) return null;
  const type = TYPE_PATHS.find((t) => t.segment === (segments[0] ?? TYPE_PATHS[0]?.segment));
  if (!type) return null;
  return {
    path: normalisePath(pathname),
    kind: type.carTypes.length ? "car_type" : "all",
    title: type.title,
    filters: type.carTypes.length ? { car_type: [...type.carTypes] } : {},
  };
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values.filter((v) => v !== ""))];
}

/** The query string's part of the state: text, page, sort and filters (unknown names ignored). */
export function parseQueryString(search: string): SearchState {
  const params = new URLSearchParams(search);
  const filters: Filters = {};
  for (const attribute of FILTER_ATTRIBUTES) {
    const values = unique(params.getAll(attribute));
    if (values.length) filters[attribute] = values;
  }
  const rawPage = params.get("page") ?? "";
  const page = /^\d{1,6}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  return {
    query: (params.get("query") ?? "").trim(),
    page,
    sortBy: params.get("sortBy") || DEFAULT_SORT,
    filters,
  };
}

export function mergeFilters(a: Filters, b: Filters): Filters {
  const out: Filters = {};
  for (const attribute of FILTER_ATTRIBUTES) {
    const values = unique([...(a[attribute] ?? []), ...(b[attribute] ?? [])]);
    if (values.length) out[attribute] = values;
  }
  return out;
}

/** The whole state of a URL: its path's filters (from `pathFilters`) and its query string. */
export function stateFromUrl(search: string, pathFilters: Filters): SearchState {
  const fromQuery = parseQueryString(search);
  return { ...fromQuery, filters: mergeFilters(pathFilters, fromQuery.filters) };
}

// --- Writing a URL ----------------------------------------------------------------------------

type Owner = { kind: "type" | "dealership" | "location" | "make"; value: string };

/** A stock's makes by slug, and each make's models by slug: the distinct names behind each. */
type StockSlugs = { makes: Map<string, string[]>; models: Map<string, Map<string, string[]>> };

const NO_STOCK: readonly string[] = [];
const stockSlugs = new WeakMap<readonly string[], StockSlugs>();

function addName(bySlug: Map<string, string[]>, name: string): void {
  const slug = slugify(name);
  const names = bySlug.get(slug);
  if (!names) bySlug.set(slug, [name]);
  else if (!names.includes(name)) names.push(name);
}

/** Worked out once per stock list: the filter panel asks for the path of each of its values, and
 * splitting and slugifying every label each time was a twentieth of a search page's render. */
function slugsOf(places: Places): StockSlugs {
  const labels = places.makeModels ?? NO_STOCK;
  let known = stockSlugs.get(labels);
  if (!known) {
    known = { makes: new Map(), models: new Map() };
    for (const label of labels) {
      const [make = "", model = ""] = label.split(MAKE_MODEL_SEPARATOR);
      if (make !== "") addName(known.makes, make);
      if (model === "") continue;
      const models = known.models.get(make) ?? new Map<string, string[]>();
      known.models.set(make, models);
      addName(models, model);
    }
    stockSlugs.set(labels, known);
  }
  return known;
}

function theOne(names: string[] | undefined): string | null {
  return names?.length === 1 ? (names[0] ?? null) : null;
}

/** The one stock make with this slug; null when none or several (an ambiguous path is not built). */
function makeBySlug(slug: string, places: Places): string | null {
  return theOne(slugsOf(places).makes.get(slug));
}

function modelBySlug(make: string, slug: string, places: Places): string | null {
  return theOne(slugsOf(places).models.get(make)?.get(slug));
}

/** Who a single path segment names, in the backend's resolution order. */
function segmentOwner(segment: string, places: Places): Owner | null {
  if (TYPE_PATHS.some((t) => t.segment === segment)) return { kind: "type", value: segment };
  const dealership = places.dealerships.find((d) => d.slug.toLowerCase() === segment);
  if (dealership) return { kind: "dealership", value: dealership.name };
  const location = places.locations.find((l) => l.slug.toLowerCase() === segment);
  if (location) return { kind: "location", value: location.name };
  const make = makeBySlug(segment, places);
  return make ? { kind: "make", value: make } : null;
}

function only(values: readonly string[] | undefined): string | null {
  return values?.length === 1 ? (values[0] ?? null) : null;
}

function without(filters: Filters, ...attributes: FilterAttribute[]): Filters {
  return Object.fromEntries(
    Object.entries(filters).filter(([attribute]) => !attributes.includes(attribute as FilterAttribute)),
  ) as Filters;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v) => b.includes(v));
}

/**
 * The path a state is written under and the filters it leaves for the query string. Precedence:
 * a dealership, a location, a make and model, a make, a stock type, else the default path.
 */
export function choosePath(filters: Filters, places: Places): { meaning: PathMeaning; rest: Filters } {
  const pick = (path: string, kind: string, title: string, consumed: FilterAttribute[]) => ({
    meaning: {
      path,
      kind,
      title,
      filters: Object.fromEntries(consumed.map((a) => [a, [...(filters[a] ?? [])]])) as Filters,
    },
    rest: without(filters, ...consumed),
  });

  const placeKinds = [
    ["dealership", "dealership_name", places.dealerships],
    ["location", "location_name", places.locations],
  ] as const;
  for (const [kind, attribute, list] of placeKinds) {
    const name = only(filters[attribute]);
    const place = name === null ? undefined : list.find((p) => p.name === name);
    const owner = place && segmentOwner(place.slug.toLowerCase(), places);
    if (place && owner?.kind === kind && owner.value === name) {
      return pick(`${SEARCH_ROOT}/${place.slug.toLowerCase()}`, kind, name as string, [attribute]);
    }
  }

  const make = only(filters.make);
  if (make !== null && makeBySlug(slugify(make), places) === make) {
    const makeSlug = slugify(make);
    const model = only(filters.model);
    // Two segments resolve as make and model directly, without the single-segment order.
    if (model !== null && modelBySlug(make, slugify(model), places) === model) {
      return pick(`${SEARCH_ROOT}/${makeSlug}/${slugify(model)}`, "make_model", `${make} ${model}`, ["make", "model"]);
    }
    if (segmentOwner(makeSlug, places)?.kind === "make") {
      return pick(`${SEARCH_ROOT}/${makeSlug}`, "make", make, ["make"]);
    }
  }

  const carTypes = filters.car_type ?? [];
  const type = TYPE_PATHS.find((t) => t.carTypes.length && sameSet(t.carTypes, carTypes));
  if (type) return pick(`${SEARCH_ROOT}/${type.segment}`, "car_type", type.title, ["car_type"]);

  const fallback = TYPE_PATHS[0] as (typeof TYPE_PATHS)[number];
  return pick(DEFAULT_SEARCH_PATH, "all", fallback.title, []);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// Form encoding (spaces as "+"), leaving ":" as is so ranges read min:max (spec: search §2).
function encode(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, "+").replace(/%3A/gi, ":");
}

/** query, then filters in the API's order (values sorted), then sortBy unless the default, then
 * page unless 1 (spec: search §2 - the page number is omitted for page 1). No leading "?". */
export function canonicalQuery(state: SearchState, filters: Filters = state.filters): string {
  const pairs: [string, string][] = [];
  if (state.query.trim()) pairs.push(["query", state.query.trim()]);
  for (const attribute of FILTER_ATTRIBUTES) {
    for (const value of unique(filters[attribute] ?? []).sort(compareText)) pairs.push([attribute, value]);
  }
  if (state.sortBy && state.sortBy !== DEFAULT_SORT) pairs.push(["sortBy", state.sortBy]);
  if (state.page > 1) pairs.push(["page", String(state.page)]);
  return pairs.map(([name, value]) => `${name}=${encode(value)}`).join("&");
}

/** The canonical URL of a state, and what its path means (to remember without asking again). */
export function searchUrl(state: SearchState, places: Places): { url: string; meaning: PathMeaning } {
  const { meaning, rest } = choosePath(state.filters, places);
  const qs = canonicalQuery(state, rest);
  return { url: qs ? `${meaning.path}?${qs}` : meaning.path, meaning };
}

// --- Changing the state -----------------------------------------------------------------------

/** A filter change starts again at page 1. */
export function withFilter(state: SearchState, attribute: FilterAttribute, values: readonly string[]): SearchState {
  const kept = unique(values);
  const filters = without(state.filters, attribute);
  if (kept.length) filters[attribute] = kept;
  return { ...state, filters, page: 1 };
}

export function toggleValue(state: SearchState, attribute: FilterAttribute, value: string): SearchState {
  const current = state.filters[attribute] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return withFilter(state, attribute, next);
}

export function hasRefinements(state: SearchState): boolean {
  return state.query !== "" || Object.keys(state.filters).length > 0;
}

/** Clear Filters: no text, no filters, page 1; the sort is kept. */
export function clearedState(state: SearchState): SearchState {
  return { query: "", page: 1, sortBy: state.sortBy, filters: {} };
}

export function makeModelLabel(make: string, model: string): string {
  return `${make}${MAKE_MODEL_SEPARATOR}${model}`;
}
