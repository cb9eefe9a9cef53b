import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { searchKeys, type SearchResponse, type StockSummary } from "../api/search";
import { seedSearch, type FirstSearch } from "./first-screen";
import { canonicalQuery, stateFromUrl } from "./url-state";

// The key the page asks with on /search/toyota?body=SUV: its own canonical form of the search.
const pageKey = canonicalQuery(stateFromUrl("?body=SUV", { make: ["Toyota"] }));

const answer = { total: 1, facets: { make: [], make_model: [] }, hits: [] } as unknown as SearchResponse;
const stock: StockSummary = { total: 9, facets: { make_model: [{ value: "Toyota > Corolla", count: 9 }] } };

function first(overrides: Partial<FirstSearch> = {}): FirstSearch {
  return {
    path: "/search/toyota",
    meaning: { path: "/search/toyota", kind: "make", title: "Toyota", filters: { make: ["Toyota"] } },
    params: "make=Toyota&body=SUV",
    answer,
    stock,
    ...overrides,
  };
}

describe("seedSearch", () => {
  it("seeds the path's meaning, the search under the page's own canonical key, and the stock", () => {
    const client = new QueryClient();
    seedSearch(client, first(), "/search/toyota/", "?utm_source=ads&body=SUV");
    expect(client.getQueryData(searchKeys.path("/search/toyota"))).toMatchObject({ kind: "make", filters: { make: ["Toyota"] } });
    expect(pageKey).toContain("make=Toyota");
    expect(client.getQueryData(searchKeys.results(pageKey))).toBe(answer);
    expect(client.getQueryData(searchKeys.stock())).toBe(stock);
    // The summary has no cars: the all-stock page asks for its own answer.
    expect(client.getQueryCache().findAll({ queryKey: searchKeys.results("") })).toHaveLength(0);
  });

  it("reads an unfiltered search's answer as the stock, and its summary from it", () => {
    const client = new QueryClient();
    seedSearch(client, first({ path: "/search", meaning: { path: "/search", kind: "all", title: "All", filters: {} }, params: "", stock: undefined }), "/search", "");
    expect(client.getQueryData(searchKeys.results(""))).toBe(answer);
    // The summary keeps what pages read of the stock: its price bands, makes and models.
    expect(client.getQueryData(searchKeys.stock())).toEqual({ total: 1, facets: { make_model: [] } });
  });

  it("keeps the answer out when the server searched for something else", () => {
    const client = new QueryClient();
    seedSearch(client, first({ params: "make=Toyota" }), "/search/toyota", "?body=SUV");
    expect(client.getQueryCache().findAll({ queryKey: searchKeys.results(pageKey) })).toHaveLength(0);
    expect(client.getQueryData(searchKeys.stock())).toBe(stock);
  });

  it("does nothing for another page's search", () => {
    const client = new QueryClient();
    seedSearch(client, first(), "/search/mazda", "");
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
