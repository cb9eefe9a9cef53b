/** The free-text box (spec: search §2, §9): the query is committed 300 ms after typing stops, or at
 * once on Enter. */
import { useId } from "react";
import { useDebouncedDraft } from "../../../hooks/useDebouncedDraft";

export const SEARCH_DEBOUNCE_MS = 300;

const sameText = (a: string, b: string) => a.trim() === b.trim();

type Props = { value: string; onSearch: (query: string) => void; label?: string; placeholder?: string; className?: string };

export function SearchBox({ value, onSearch, label = "Search cars", placeholder = "Make, model, keyword or stock number", className }: Props) {
  const inputId = useId();
  const [draft, setDraft, flush] = useDebouncedDraft(value, (next) => onSearch(next.trim()), SEARCH_DEBOUNCE_MS, sameText);
  return (
    <form
      role="search"
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        flush();
      }}
    >
      <label htmlFor={inputId} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          id={inputId}
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={placeholder}
          enterKeyHint="search"
          autoComplete="off"
          maxLength={200}
          className="min-h-11 w-full rounded-site border border-border bg-bg py-2 pr-3 pl-10 text-base text-text placeholder:text-muted"
        />
      </div>
    </form>
  );
}
