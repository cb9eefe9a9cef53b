/** Seeds the search page's queries with the search the server inlined (app/first-screen.ts), under
 * the keys the page itself will ask for: its canonical forms of the path and of the URL's search.
 * The answer is used only when the server's search (`params`) has the same canonical form. */
import type { QueryClient } from "@tanstack/react-query";
import type { components } from "../../../lib/api-types";
import { pathMeaning, searchKeys, stockSummary, type StockSummary } from "../api/search";
import { canonicalQuery, localPathMeaning, normalisePath, stateFromUrl } from "./url-state";

type Schemas = components["schemas"];

/** The search page's part of the first screen: what its path means, the search it ran (`params`)
 * and the stock's summary (left out when the search has no filter: the answer is the stock then). */
export type FirstSearch = {
  path: string;
  meaning: Schemas["PathFilters"];
  params: string;
  answer: Schemas["SearchResponse"];
  stock?: StockSummary;
};

export function seedSearch(client: QueryClient, first: FirstSearch | undefined, pathname: string, search: string) {
  const path = normalisePath(pathname);
  if (!first || normalisePath(first.path) !== path) return;
  const local = localPathMeaning(pathname);
  const meaning = local ?? pathMeaning(first.meaning, path);
  if (!local) client.setQueryData(searchKeys.path(path), meaning);
  const key = canonicalQuery(stateFromUrl(search, meaning.filters));
  if (key === canonicalQuery(stateFromUrl(first.params, {}))) client.setQueryData(searchKeys.results(key), first.answer);
  if (first.stock) {
    client.setQueryData(searchKeys.stock(), first.stock);
  } else {
    client.setQueryData(searchKeys.results(""), first.answer);
    client.setQueryData(searchKeys.stock(), stockSummary(first.answer));
  }
}
