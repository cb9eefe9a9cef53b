import { Select } from "../../../components/ui/Select";
import type { SortOption } from "../api/search";

type Props = { sorts: readonly SortOption[]; value: string; onChange: (sortBy: string) => void; className?: string };

/** The sort orders the backend offers (spec: search §7). */
export function SortMenu({ sorts, value, onChange, className }: Props) {
  if (sorts.length === 0) return null;
  return (
    <Select
      label="Sort by"
      value={value}
      options={sorts.map((s) => ({ value: s.value, label: s.label }))}
      onValueChange={onChange}
      className={className}
    />
  );
}
