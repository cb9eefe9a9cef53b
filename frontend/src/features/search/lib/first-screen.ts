/** Seeds the search page's queries with the search the server inlined (app/first-screen.ts), under
 * the keys the page itself will ask for: its canonical forms of the path and of the URL's search.
 * The answer is used only when the server's search (`params`) has the same canonical form. */
import type { QueryClient } from "@tanstack/react-query";
import type { FirstSearch } from "../../../app/first-screen";
import { pathMeaning, searchKeys } from "../api/search";
import { canonicalQuery, localPathMeaning, normalisePath, stateFromUrl } from "./url-state";

export function seedSearch(client: QueryClient, first: FirstSearch | undefined, pathname: string, search: string) {
  const path = normalisePath(pathname);
  if (!first || normalisePath(first.path) !== path) return;
  const local = localPathMeaning(pathname);
  const meaning = local ?? pathMeaning(first.meaning, path);
  if (!local) client.setQueryData(searchKeys.path(path), meaning);
  const key = canonicalQuery(stateFromUrl(search, meaning.filters));
  if (key === canonicalQuery(stateFromUrl(first.params, {}))) client.setQueryData(searchKeys.results(key), first.answer);
  client.setQueryData(searchKeys.results(""), first.stock ?? first.answer);
}
