/** Search queries (TanStack Query), with one key factory for the feature. */
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, ApiError } from "../../../lib/api";
import type { components } from "../../../lib/api-types";
import { isFilterAttribute, type Filters, type PathMeaning } from "../lib/url-state";

type Schemas = components["schemas"];
export type SearchResponse = Schemas["SearchResponse"];
export type FacetValue = Schemas["FacetValue"];
export type SortOption = Schemas["SortOut"];
/** What pages read of the stock: its price bands (the price menu) and its makes and models (what
 * a search path can name). The server inlines these alone (search/service.py, STOCK_FACETS). */
export const STOCK_FACETS = ["price_range", "make_model"] as const;
/** The unfiltered stock's count and those facets, without its cars. */
export type StockSummary = {
  total: SearchResponse["total"];
  facets: Partial<Record<(typeof STOCK_FACETS)[number], FacetValue[]>>;
};

export const searchKeys = {
  all: ["search"] as const,
  results: (queryString: string) => [...searchKeys.all, "results", queryString] as const,
  path: (path: string) => [...searchKeys.all, "path", path] as const,
  stock: () => [...searchKeys.all, "stock"] as const,
};

export function stockSummary(answer: SearchResponse): StockSummary {
  const facets: StockSummary["facets"] = {};
  for (const name of STOCK_FACETS) {
    const values = answer.facets[name];
    if (values) facets[name] = values;
  }
  return { total: answer.total, facets };
}

/** GET /api/v1/search with a canonical query string (also the cache key: one entry per search). */
export function searchResultsQuery(queryString: string) {
  return queryOptions({
    queryKey: searchKeys.results(queryString),
    queryFn: ({ signal }) =>
      apiGet<SearchResponse>(`/api/v1/search${queryString ? `?${queryString}` : ""}`, undefined, { signal }),
    // A search the API refuses (422) fails the same way again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}

/** The server's answer for a path as the page's PathMeaning (only the filters the page knows). */
export function pathMeaning(found: Schemas["PathFilters"], path: string): PathMeaning {
  const filters: Filters = {};
  for (const [attribute, values] of Object.entries(found.filters)) {
    if (isFilterAttribute(attribute) && values.length) filters[attribute] = values;
  }
  return { ...found, path, filters };
}

/** GET /api/v1/search/resolve-path: what /search/{make}/{model}, /search/{dealership} ... mean. */
export function resolvePathQuery(path: string) {
  return queryOptions({
    queryKey: searchKeys.path(path),
    queryFn: async ({ signal }): Promise<PathMeaning> =>
      pathMeaning(await apiGet<Schemas["PathFilters"]>("/api/v1/search/resolve-path", { path }, { signal }), path),
    staleTime: 10 * 60_000, // a path's meaning changes only when a make leaves the stock
    retry: false,
  });
}

/** A search's answer. `keepPrevious`: the previous answer (results, facets, counts) stays while the
 * next one loads and after an error (spec: search §4). */
export function useSearchResults(queryString: string, { enabled = true, keepPrevious = false } = {}) {
  return useQuery({ ...searchResultsQuery(queryString), enabled, placeholderData: keepPrevious ? keepPreviousData : undefined });
}

/** Every make, model and price band in stock: the unfiltered search's summary, asked through that
 * search's own query (one answer for this and the all-stock page); a search page's server inlines
 * the summary alone. */
export function useStock({ staleTime }: { staleTime?: number } = {}) {
  const client = useQueryClient();
  return useQuery({
    queryKey: searchKeys.stock(),
    queryFn: async () => stockSummary(await client.fetchQuery({ ...searchResultsQuery(""), staleTime: staleTime ?? 0 })),
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}

/** What a search path means; asked only for a path the page cannot read itself (`enabled`). */
export function useResolvedPath(path: string, enabled: boolean) {
  return useQuery({ ...resolvePathQuery(path), enabled });
}
