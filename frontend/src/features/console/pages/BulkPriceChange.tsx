/** The stock table's bulk price change: the selected cars up or down by a percent or dollars,
 * previewed by the server (each car's price before and after), then applied all or none. The
 * prices are the server's: this screen only says which way and how much. */
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/Button";
import { Select } from "../../../components/ui/Select";
import { formatPrice } from "../../../lib/format";
import type { ConsoleMe, PriceChange } from "../api/console";
import { usePriceChange } from "../api/queries";
import { Field, FormError } from "../components/Field";

type Way = { direction: "up" | "down"; unit: "percent" | "dollars"; amount: number };

function changeOf({ direction, unit, amount }: Way) {
  const signed = direction === "up" ? amount : -amount;
  return unit === "percent" ? { percent: signed } : { dollars: Math.round(signed) };
}

type Props = { me: ConsoleMe; carIds: number[]; onDone: (changed: number) => void; onCancel: () => void };

export function BulkPriceChange({ me, carIds, onDone, onCancel }: Props) {
  const change = usePriceChange(me);
  const [way, setWay] = useState<Way>({ direction: "down", unit: "percent", amount: 0 });
  const [preview, setPreview] = useState<PriceChange[] | null>(null);
  const edit = (next: Partial<Way>) => {
    setWay({ ...way, ...next });
    setPreview(null); // a preview shows only the change it was made for
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ car_ids: carIds, ...changeOf(way), dry_run: true }, { onSuccess: setPreview });
  };
  const apply = () =>
    change.mutate(
      { car_ids: carIds, ...changeOf(way), dry_run: false },
      {
        onSuccess: (done) => onDone(done.length),
      },
    );
  const cars = carIds.length === 1 ? "1 car" : `${carIds.length} cars`;
  return (
    <section aria-labelledby="bulk-price-title" className="flex flex-col gap-3 rounded-site border border-border p-3">
      <h2 id="bulk-price-title" className="text-xl font-bold">{`Change the prices of ${cars}`}</h2>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label="Price change">
          <Select label="Up or down" value={way.direction} onValueChange={(v) => edit({ direction: v as Way["direction"] })} options={[{ value: "down", label: "Down" }, { value: "up", label: "Up" }]} />
          <Field label="By" type="number" min={0} step="any" required inputMode="decimal" value={way.amount || ""} onChange={(e) => edit({ amount: Number(e.target.value) })} />
          <Select label="Percent or dollars" value={way.unit} onValueChange={(v) => edit({ unit: v as Way["unit"] })} options={[{ value: "percent", label: "Percent (%)" }, { value: "dollars", label: "Dollars ($)" }]} />
          <Button type="submit" disabled={change.isPending || !way.amount}>Preview</Button>
          <Button variant="ghost" onClick={onCancel}>Cancel</Button>
      </form>
      <FormError error={change.error} />
      {preview && (
        <>
          <div className="max-h-96 overflow-auto rounded-site border border-border" tabIndex={0} role="region" aria-label="Price change preview">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Each car's price now and after the change</caption>
              <thead className="bg-surface">
                <tr>
                  <th scope="col" className="px-3 py-2">Car</th>
                  <th scope="col" className="px-3 py-2">Price now</th>
                  <th scope="col" className="px-3 py-2">New price</th>
                </tr>
              </thead>
              <tbody>
                {preview.map((row) => (
                  <tr key={row.id} className="border-t border-border" data-testid="price-preview-row">
                    <td className="px-3 py-2">{`${row.stocknum} · ${row.name}`}</td>
                    <td className="px-3 py-2">{formatPrice(row.price)}</td>
                    <td className="px-3 py-2 font-semibold">{formatPrice(row.new_price)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div>
            <Button onClick={apply} disabled={change.isPending}>{`Apply to ${cars}`}</Button>
          </div>
        </>
      )}
    </section>
  );
}
