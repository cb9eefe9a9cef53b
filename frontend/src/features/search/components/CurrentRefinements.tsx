/** The current text and filters as removable chips, with Clear Filters. */
import { Button } from "../../../components/ui/Button";
import { ATTRIBUTE_LABELS, valueLabel } from "../lib/labels";
import { hasRefinements, type FilterAttribute, type SearchState } from "../lib/url-state";

type Props = {
  state: SearchState;
  onRemove: (attribute: FilterAttribute, value: string) => void;
  onClearQuery: () => void;
  onClear: () => void;
};

const chip =
  "inline-flex min-h-9 items-center gap-2 rounded-full border border-border bg-surface px-3 text-sm hover:border-primary";

function Cross() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
      <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function CurrentRefinements({ state, onRemove, onClearQuery, onClear }: Props) {
  if (!hasRefinements(state)) return null;
  const entries = Object.entries(state.filters) as [FilterAttribute, string[]][];
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="sr-only">Current filters</h2>
      <ul className="contents">
        {state.query && (
          <li>
            <button type="button" className={chip} onClick={onClearQuery} aria-label={`Remove search text ${state.query}`}>
              “{state.query}” <Cross />
            </button>
          </li>
        )}
        {entries.flatMap(([attribute, values]) =>
          values.map((value) => {
            const text = `${ATTRIBUTE_LABELS[attribute]}: ${valueLabel(attribute, value)}`;
            return (
              <li key={`${attribute}=${value}`}>
                <button type="button" className={chip} onClick={() => onRemove(attribute, value)} aria-label={`Remove ${text}`}>
                  {text} <Cross />
                </button>
              </li>
            );
          }),
        )}
      </ul>
      <Button variant="ghost" size="sm" onClick={onClear} className="underline">
        Clear Filters
      </Button>
    </div>
  );
}
