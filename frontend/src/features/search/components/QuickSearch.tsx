/**
 * The home page's search panel: condition, make, model and price, and "Show Me N cars" counting up
 * the matching cars (spec: vehicle-detail §2, §9) and linking to those results; then the shopper's
 * recent searches.
 */
import { useState } from "react";
import { Card } from "../../../components/ui/Card";
import { Select } from "../../../components/ui/Select";
import { useSite } from "../../../lib/site";
import { useSearchResults, useStock, type FacetValue } from "../api/search";
import { useSearchNavigation } from "../hooks/useSearchPage";
import { valueLabel } from "../lib/labels";
import { canonicalQuery, DEFAULT_SORT, withFilter, type FilterAttribute, type SearchState } from "../lib/url-state";
import { RecentSearches } from "./RecentSearches";
import { ShowMeButton } from "./ShowMeButton";

const ANY = "";
const EMPTY: SearchState = { query: "", page: 1, sortBy: DEFAULT_SORT, filters: {} };

function options(attribute: FilterAttribute, values: readonly FacetValue[], any: string) {
  return [{ value: ANY, label: any }, ...values.map((v) => ({ value: v.value, label: `${valueLabel(attribute, v.value)} (${v.count})` }))];
}

export function QuickSearch() {
  const site = useSite();
  const [state, setState] = useState<SearchState>(EMPTY);
  const { urlFor } = useSearchNavigation();
  const stock = useStock();
  const current = useSearchResults(canonicalQuery(state), { keepPrevious: true });
  const facets: Partial<Record<string, FacetValue[]>> = current.data?.facets ?? {};
  const chosen = (attribute: FilterAttribute) => state.filters[attribute]?.[0] ?? ANY;
  const choose = (attribute: FilterAttribute, value: string) => {
    let next = withFilter(state, attribute, value ? [value] : []);
    if (attribute === "make") next = withFilter(next, "model", []); // a model belongs to its make
    setState(next);
  };
  // "Any" names what the site sells (SitePublic.stock): a used-car yard offers no new cars.
  const anyCondition = site.stock.car_types.length === 3 ? "New, used and demo" : site.stock.title;
  const bands = (stock.data?.facets?.price_range ?? []).filter((b): b is FacetValue & { range: string } => Boolean(b.range));

  return (
    <Card as="section" aria-labelledby="quick-search-title" className="gap-5 p-5 sm:p-6">
      <h2 id="quick-search-title" className="text-2xl font-bold">
        Find your next car
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Select
          label="Condition"
          value={chosen("car_type")}
          options={options("car_type", facets.car_type ?? [], anyCondition)}
          onValueChange={(v) => choose("car_type", v)}
        />
        <Select label="Make" value={chosen("make")} options={options("make", facets.make ?? [], "Any make")} onValueChange={(v) => choose("make", v)} />
        <Select
          label="Model"
          value={chosen("model")}
          options={options("model", state.filters.make ? (facets.model ?? []) : [], state.filters.make ? "Any model" : "Choose a make first")}
          onValueChange={(v) => choose("model", v)}
          disabled={!state.filters.make}
        />
        <Select
          label="Price"
          value={chosen("price")}
          options={[{ value: ANY, label: "Any price" }, ...bands.map((b) => ({ value: b.range, label: b.value }))]}
          onValueChange={(v) => choose("price", v)}
        />
      </div>
      <ShowMeButton total={current.data?.total ?? 0} pending={current.isFetching} href={urlFor(state)} className="sm:w-auto sm:self-end" />
      <RecentSearches headingLevel={3} />
    </Card>
  );
}
