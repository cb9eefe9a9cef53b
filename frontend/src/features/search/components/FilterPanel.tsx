/** The filters: refinement lists, the price menu and the price and km sliders (spec: search §2). */
import { useSite } from "../../../lib/site";
import type { SearchResponse } from "../api/search";
import { isUseful, refinementLists, type ListSpec } from "../lib/facet-lists";
import { toggleValue, withFilter, type FilterAttribute, type SearchState } from "../lib/url-state";
import type { Go } from "../hooks/useSearchPage";
import { PriceMenu } from "./PriceMenu";
import { RangeFilter } from "./RangeFilter";
import { RefinementList } from "./RefinementList";

type Props = {
  state: SearchState;
  response: SearchResponse | undefined;
  /** The price menu's entries (every price band of the stock, not just those of this search). */
  priceBands: SearchResponse["facets"][string];
  go: Go;
};

export function FilterPanel({ state, response, priceBands, go }: Props) {
  const { search } = useSite().config;
  // spec §2.7: a site or dealership may leave filter groups out.
  const shown = (group: string) => !(search.hidden_filters as string[]).includes(group);
  const all = refinementLists(search.make_facet_limit, search.model_facet_limit);
  const lists = { before: all.before.filter((spec) => shown(spec.attribute)), after: all.after.filter((spec) => shown(spec.attribute)) };
  const set = (attribute: FilterAttribute, value: string | null) => go(withFilter(state, attribute, value ? [value] : []));

  const renderList = (spec: ListSpec, collapsible: boolean) => {
    const values = response?.facets[spec.attribute] ?? [];
    const selected = state.filters[spec.attribute] ?? [];
    if (!isUseful(values, selected, response?.total ?? 0)) return null;
    // Models follow the make: the list appears once a make is chosen (or a model already is).
    if (spec.attribute === "model" && !state.filters.make?.length && !selected.length) return null;
    return (
      <RefinementList
        key={spec.attribute}
        spec={spec}
        collapsible={collapsible}
        values={values}
        selected={selected}
        onToggle={(value) => go(toggleValue(state, spec.attribute, value))}
      />
    );
  };

  return (
    <div className="flex flex-col gap-6">
      {lists.before.map((spec) => renderList(spec, false))}
      {shown("price") && (
      <div className="flex flex-col gap-3">
        <PriceMenu entries={priceBands} value={state.filters.price?.[0]} onRefine={(range) => set("price", range)} />
        <RangeFilter
          kind="price"
          stats={response?.facet_stats.price}
          defaultMax={search.slider_default_max}
          value={state.filters.price?.[0]}
          onRefine={(range) => set("price", range)}
        />
      </div>
      )}
      {shown("km") && (
        <RangeFilter
          kind="km"
          stats={response?.facet_stats.km}
          defaultMax={search.slider_default_max}
          value={state.filters.km?.[0]}
          onRefine={(range) => set("km", range)}
        />
      )}
      <div className="flex flex-col gap-3">{lists.after.map((spec) => renderList(spec, true))}</div>
    </div>
  );
}
