/**
 * The search page's state, read from the URL (the source of truth), and the way to change it:
 * every change navigates to the new state's canonical URL, so Back and Forward restore it exactly.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useSite } from "../../../lib/site";
import { searchKeys, useResolvedPath, useSearchResults, useStock } from "../api/search";
import {
  canonicalQuery,
  localPathMeaning,
  normalisePath,
  searchUrl,
  stateFromUrl,
  type Places,
  type SearchState,
} from "../lib/url-state";
import { seedSearch, type FirstSearch } from "../lib/first-screen";

export type Go = (next: SearchState) => void;

/** The site's dealerships, locations and stock makes and models: what a search path can name. */
export function usePlaces(): Places {
  const site = useSite();
  // The unfiltered search (shared with the default search page) lists every make and model in stock.
  const stock = useStock({ staleTime: 5 * 60_000 });
  const makeModels = stock.data?.facets?.make_model;
  return useMemo(
    () => ({
      dealerships: site.dealerships,
      locations: site.locations,
      makeModels: makeModels ? makeModels.map((v) => v.value) : null,
    }),
    [site.dealerships, site.locations, makeModels],
  );
}

/** Builds URLs for states and navigates to them, remembering what each new path means. */
export function useSearchNavigation() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const places = usePlaces();

  const urlFor = useCallback((state: SearchState) => searchUrl(state, places).url, [places]);
  const go: Go = useCallback(
    (next) => {
      const { url, meaning } = searchUrl(next, places);
      // The path was chosen for these filters, so the page needs no round trip to learn them.
      if (!localPathMeaning(meaning.path)) {
        queryClient.setQueryData(searchKeys.path(meaning.path), (known) => known ?? meaning);
      }
      // A filter change keeps the shopper where they are; page links (plain links) go to the top.
      void navigate(url, { preventScrollReset: true });
    },
    [navigate, places, queryClient],
  );
  return { go, urlFor, places };
}

/** `first`: the search the server inlined into the page, if any (app/first-screen.ts). */
export function useSearchPage(first: FirstSearch | undefined) {
  const location = useLocation();
  const queryClient = useQueryClient();
  // Once, before the queries below mount: the search the server inlined into the page.
  useState(() => seedSearch(queryClient, first, location.pathname, location.search));
  const path = normalisePath(location.pathname);
  const local = useMemo(() => localPathMeaning(location.pathname), [location.pathname]);
  const resolved = useResolvedPath(path, local === null);
  const meaning = local ?? resolved.data ?? null;

  const state = useMemo(
    () => (meaning ? stateFromUrl(location.search, meaning.filters) : null),
    [meaning, location.search],
  );
  const queryString = state ? canonicalQuery(state) : null;
  // spec: search §4 - the previous results, facets and counts stay while loading and after an error
  const results = useSearchResults(queryString ?? "", { enabled: queryString !== null, keepPrevious: true });
  const navigation = useSearchNavigation();

  return {
    meaning,
    pathError: local === null ? resolved.error : null,
    state,
    results,
    ...navigation,
  };
}
