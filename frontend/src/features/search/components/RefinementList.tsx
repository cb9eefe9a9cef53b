/** One attribute's values as checkboxes with counts, limited with an optional show-all toggle. */
import { useId, useState } from "react";
import { formatCount } from "../../../lib/format";
import type { FacetValue } from "../api/search";
import { visibleValues, type ListSpec } from "../lib/facet-lists";
import { ATTRIBUTE_LABELS, valueLabel } from "../lib/labels";

type Props = {
  spec: ListSpec;
  values: readonly FacetValue[];
  selected: readonly string[];
  onToggle: (value: string) => void;
};

export function RefinementList({ spec, values, selected, onToggle }: Props) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const title = ATTRIBUTE_LABELS[spec.attribute];
  const shown = visibleValues(values, selected, spec.limit, expanded);
  const plural = (title.endsWith("s") ? title : `${title}s`).toLowerCase();
  const canToggle = spec.showAll && spec.limit !== null && values.length > spec.limit;

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-base font-semibold">{title}</legend>
      <ul id={listId} className="flex flex-col gap-0.5">
        {shown.map((v) => (
          <li key={v.value}>
            <label className="flex min-h-9 cursor-pointer items-center gap-3 rounded-site px-1 hover:bg-surface">
              <input
                type="checkbox"
                checked={selected.includes(v.value)}
                onChange={() => onToggle(v.value)}
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
}
