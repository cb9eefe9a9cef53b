/** One attribute's values as checkboxes with counts, limited with an optional show-all toggle. */
import { useId, useState } from "react";
import { formatCount } from "../../../lib/format";
import type { FacetValue } from "../api/search";
import { visibleValues, type ListSpec } from "../lib/facet-lists";
import { ATTRIBUTE_LABELS, valueLabel } from "../lib/labels";

type Props = {
  spec: ListSpec;
  /** Shown folded (a disclosure) until opened, unless a value is selected. */
  collapsible?: boolean;
  values: readonly FacetValue[];
  selected: readonly string[];
  onToggle: (value: string) => void;
};

export function RefinementList({ spec, values, selected, onToggle, collapsible = false }: Props) {
  const [expanded, setExpanded] = useState(false);
  const [open, setOpen] = useState(selected.length > 0);
  // A ticked box shows ticked at once, before the URL (and so `selected`) catches up.
  const selectedKey = selected.join("\u0000");
  const [optimistic, setOptimistic] = useState<{ key: string; values: readonly string[] } | null>(null);
  const [seenKey, setSeenKey] = useState(selectedKey);
  if (seenKey !== selectedKey) {
    setSeenKey(selectedKey); // the URL caught up (or moved on: Back): the guess is spent
    setOptimistic(null);
  }
  const checked = optimistic?.key === selectedKey ? optimistic.values : selected;
  const toggle = (value: string) => {
    setOptimistic({ key: selectedKey, values: checked.includes(value) ? checked.filter((v) => v !== value) : [...checked, value] });
    onToggle(value);
  };
  const listId = useId();
  const title = ATTRIBUTE_LABELS[spec.attribute];
  const shown = visibleValues(values, checked, spec.limit, expanded);
  const plural = (title.endsWith("s") ? title : `${title}s`).toLowerCase();
  const canToggle = spec.showAll && spec.limit !== null && values.length > spec.limit;

  const list = (
    <fieldset className="flex flex-col gap-2">
      <legend className={collapsible ? "sr-only" : "mb-2 text-base font-semibold"}>{title}</legend>
      <ul id={listId} className="flex flex-col gap-0.5">
        {shown.map((v) => (
          <li key={v.value}>
            <label className="flex min-h-9 cursor-pointer items-center gap-3 rounded-site px-1 hover:bg-surface">
              <input
                type="checkbox"
                checked={checked.includes(v.value)}
                onChange={() => toggle(v.value)}
                className="size-5 shrink-0 cursor-pointer accent-[var(--color-primary)]"
              />
              <span className="flex-1">{valueLabel(spec.attribute, v.value)}</span>
              <span className="text-sm text-muted tabular-nums">{formatCount(v.count)}</span>
            </label>
          </li>
        ))}
      </ul>
      {canToggle && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
          className="self-start rounded-site px-1 py-1 text-sm font-semibold text-primary underline underline-offset-2"
        >
          {expanded ? `Show fewer ${plural}` : `Show all ${values.length} ${plural}`}
        </button>
      )}
    </fieldset>
  );
  if (!collapsible) return list;
  return (
    <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)} className="group border-t border-border pt-3">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 text-base font-semibold [&::-webkit-details-marker]:hidden">
        <span>
          {title}
          {checked.length > 0 && <span className="ml-2 text-sm font-normal text-muted">({checked.length} selected)</span>}
        </span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 transition-transform group-open:rotate-180">
          <path fill="currentColor" d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </summary>
      <div className="pt-2 pb-1">{list}</div>
    </details>
  );
}
