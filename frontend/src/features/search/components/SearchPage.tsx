/**
 * The vehicle search page (spec: search §2): free text, filters, sorting, pagination, Clear Filters
 * and the empty-results card. The URL holds the state; while the next results load, or after they
 * fail, the previous results, facets and counts stay on screen (search §4).
 */
import { Suspense, useEffect, type ComponentType } from "react";
import { useLocation } from "react-router";
import { Button, ButtonLink } from "../../../components/ui/Button";
import { CarCardSkeleton } from "../../../components/car-card/CarCardSkeleton";
import { Container } from "../../../components/ui/Container";
import { Pagination } from "../../../components/ui/Pagination";
import { Skeleton } from "../../../components/ui/Skeleton";
import { ApiError } from "../../../lib/api";
import { useDocumentTitle } from "../../../lib/document-title";
import { formatCount } from "../../../lib/format";
import { dealershipOfNames, useDealershipScope, useSite } from "../../../lib/site";
import { useStock, type SearchResponse, type StockSummary } from "../api/search";
import { useKept } from "../../../hooks/useKept";
import { useSearchPage } from "../hooks/useSearchPage";
import type { FirstSearch } from "../lib/first-screen";
import { useRememberSearch } from "../lib/history";
import { countRefinements, describeSearch } from "../lib/labels";
import {
  DEFAULT_SEARCH_PATH,
  canonicalQuery,
  clearedState,
  hasRefinements,
  parseQueryString,
  toggleValue,
  type SearchState,
} from "../lib/url-state";
import { CurrentRefinements } from "./CurrentRefinements";
import { EmptyResults, NO_RESULTS_FOUND } from "./EmptyResults";
import { FilterPanel } from "./FilterPanel";
import { MobileFilters } from "./MobileFilters";
import { RecentSearches } from "./RecentSearches";
import { GRID, ResultsGrid } from "./ResultsGrid";
import { SearchBox } from "./SearchBox";
import { SortMenu } from "./SortMenu";

/** Save this search (the account feature's button): the search route hands it in. */
export type SaveSearch = ComponentType<{ path: string; suggestedName: string }>;

type Props = {
  /** The search the server inlined into the page (app/first-screen.ts): the page seeds its queries with it. */
  first?: FirstSearch;
  SaveSearch?: SaveSearch;
};

export function SearchPage({ first, SaveSearch }: Props) {
  const site = useSite();
  const location = useLocation();
  const page = useSearchPage(first);
  const { results, go, urlFor } = page;
  const state = useKept(page.state);
  const meaning = useKept(page.meaning);
  const response = useKept(results.data);
  const stock = useStock({ staleTime: 5 * 60_000 });
  const remember = useRememberSearch(site.slug);
  // A search narrowed to one dealership shows it as that dealership presents it (spec §2.7).
  const dealershipNames = state?.filters.dealership_name ?? [];
  useDealershipScope(dealershipOfNames(site, dealershipNames));

  // The all-stock page is titled for what the site sells (SitePublic.stock, from its stock).
  const title = (meaning?.kind === "all" ? site.stock.title : meaning?.title) ?? "Search our stock";
  useDocumentTitle(`${title} | ${site.name}`);

  // The search (without its page number) joins Recent searches once its results are shown.
  const historyPath = `${location.pathname}${historyQuery(location.search)}`;
  const shown = results.isSuccess && !results.isPlaceholderData && page.state !== null;
  useEffect(() => {
    if (shown && page.state) {
      remember({ path: historyPath, filters: page.state.filters, query: page.state.query, label: describeSearch(page.state) });
    }
  }, [shown, historyPath, page.state, remember]);

  if (page.pathError && !page.state) return <UnknownSearchPath error={page.pathError} />;

  const updating = results.isFetching || page.state === null;
  const clear = () => state && go(clearedState(state));
  const total = response?.total ?? 0;

  return (
    <Container className="flex flex-col gap-6 py-6 lg:py-10">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" aria-live="polite" className="text-muted">
            {response ? (total === 0 ? NO_RESULTS_FOUND : `${formatCount(total)} ${total === 1 ? "car" : "cars"} found`) : ""}
          </p>
          {state && SaveSearch && <SaveSearch path={historyPath} suggestedName={searchName(location.search, meaning?.title, state)} />}
        </div>
      </header>

      <div className="grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside aria-labelledby="filters-heading" className="hidden lg:block">
          <div className="mb-4 flex items-center justify-between">
            <h2 id="filters-heading" className="text-xl font-bold">
              Filters
            </h2>
          </div>
          {state ? (
            <Suspense>
              <FilterPanel state={state} response={response ?? undefined} priceBands={priceBands(stock.data, response)} go={go} />
            </Suspense>
          ) : (
            <FiltersSkeleton />
          )}
        </aside>

        <section
          aria-labelledby="results-heading"
          aria-busy={updating}
          data-search={`${location.pathname}${location.search}`} // which URL's results these are (tests wait on it)
          className="flex min-w-0 flex-col gap-5"
        >
          <h2 id="results-heading" className="sr-only">
            Results
          </h2>
          {/* The search's tools, its pages and recent searches are boundaries React hydrates after the results' frame. */}
          <Suspense>
            <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[minmax(0,1fr)_15rem] lg:grid-cols-[minmax(0,1fr)_15rem]">
              <SearchBox
                value={state?.query ?? ""}
                onSearch={(query) => state && go({ ...state, query, page: 1 })}
                className="col-span-2 sm:col-span-1"
              />
              {state && (
                <MobileFilters
                  className="lg:hidden sm:order-last"
                  count={countRefinements(state.filters)}
                  total={total}
                  pending={updating}
                  onClear={clear}
                >
                  <FilterPanel state={state} response={response ?? undefined} priceBands={priceBands(stock.data, response)} go={go} />
                </MobileFilters>
              )}
              {state && response && (
                <SortMenu sorts={response.sorts} value={state.sortBy} onChange={(sortBy) => go({ ...state, sortBy, page: 1 })} />
              )}
            </div>
          </Suspense>

          {state && (
            <CurrentRefinements
              state={state}
              onRemove={(attribute, value) => go(toggleValue(state, attribute, value))}
              onClearQuery={() => go({ ...state, query: "", page: 1 })}
              onClear={clear}
            />
          )}

          {results.isError && <ResultsError error={results.error} hasResults={Boolean(response)} onRetry={() => void results.refetch()} onClear={clear} />}

          <div className={updating && response ? "opacity-60 transition-opacity" : "transition-opacity"}>
            {!response ? (
              results.isError ? null : <ResultsSkeleton />
            ) : response.hits.length > 0 ? (
              // A part of its own: setting aside a page of cards, each for a later task, takes a task too.
              <Suspense>
                <ResultsGrid hits={response.hits} promos={response.promos} page={state?.page ?? 1} />
              </Suspense>
            ) : total === 0 ? (
              <EmptyResults onClear={clear} />
            ) : (
              <PastTheLastPage href={state ? urlFor({ ...state, page: 1 }) : DEFAULT_SEARCH_PATH} />
            )}
          </div>

          {state && response && (
            <Suspense>
              <Pagination page={state.page} pages={response.pages} hrefFor={(p) => urlFor({ ...state, page: p })} className="pt-4" />
            </Suspense>
          )}
        </section>
      </div>

      <Suspense>
        <RecentSearches exclude={historyPath} />
      </Suspense>
    </Container>
  );
}

/** A saved search's first name: the page's title (Used Cars, Mazda CX-5), or its filters when the
 * query string narrows it further. */
function searchName(search: string, title: string | undefined, state: SearchState): string {
  return title && !hasRefinements(parseQueryString(search)) ? title : describeSearch(state);
}

function historyQuery(search: string): string {
  const qs = canonicalQuery({ ...parseQueryString(search), page: 1 } satisfies SearchState);
  return qs ? `?${qs}` : "";
}

/** The price menu lists every price band of the stock (a chosen band narrows this search's own). */
function priceBands(stock: StockSummary | undefined, current: SearchResponse | null) {
  return stock?.facets.price_range ?? current?.facets.price_range ?? [];
}

function ResultsError({ error, hasResults, onRetry, onClear }: { error: Error; hasResults: boolean; onRetry: () => void; onClear: () => void }) {
  const refused = error instanceof ApiError && error.status < 500;
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-site border border-border bg-surface p-4">
      <p>
        {refused
          ? `This search could not be run: ${error.message}`
          : hasResults
            ? "We couldn’t update the results just now. The results below are from your previous search."
            : "We couldn’t load the results just now."}
      </p>
      {refused ? (
        <Button size="sm" variant="outline" onClick={onClear}>
          Clear Filters
        </Button>
      ) : (
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

function PastTheLastPage({ href }: { href: string }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-site bg-surface p-6">
      <p>There are no more cars on this page.</p>
      <ButtonLink href={href} variant="outline" size="sm">
        Go to the first page
      </ButtonLink>
    </div>
  );
}

function UnknownSearchPath({ error }: { error: Error }) {
  const site = useSite();
  useDocumentTitle(`Search page not found | ${site.name}`);
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <Container className="flex flex-col items-start gap-4 py-16">
      <h1 className="text-3xl font-bold">{notFound ? "Search page not found" : "Search unavailable"}</h1>
      <p className="max-w-prose text-lg text-muted" role="alert">
        {notFound ? error.message : "We couldn’t load this search just now. Please try again shortly."}
      </p>
      <ButtonLink href={site.config.search.default_path}>Browse all our stock</ButtonLink>
    </Container>
  );
}

function ResultsSkeleton() {
  return (
    <ul className={GRID} aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i}>
          <CarCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

function FiltersSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-hidden="true">
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-24" />
      ))}
    </div>
  );
}
