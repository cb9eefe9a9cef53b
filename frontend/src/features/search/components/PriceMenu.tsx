/** The price menu (spec: search §2 - a price menu filter becomes a range on price): each entry
 * sets the price range the backend gives for it. */
import { Select } from "../../../components/ui/Select";
import type { FacetValue } from "../api/search";

const ANY = "";
const CUSTOM = "custom";

type Props = { entries: readonly FacetValue[]; value: string | undefined; onRefine: (range: string | null) => void };

export function PriceMenu({ entries, value, onRefine }: Props) {
  const menu = entries.filter((e): e is FacetValue & { range: string } => Boolean(e.range));
  if (menu.length === 0) return null;
  const chosen = value === undefined ? ANY : menu.some((e) => e.range === value) ? value : CUSTOM;
  const options = [
    { value: ANY, label: "Any price" },
    ...menu.map((e) => ({ value: e.range, label: e.value })),
    ...(chosen === CUSTOM ? [{ value: CUSTOM, label: "Custom range", disabled: true }] : []),
  ];
  return (
    <Select label="Price range" value={chosen} options={options} onValueChange={(v) => onRefine(v === ANY ? null : v)} />
  );
}
