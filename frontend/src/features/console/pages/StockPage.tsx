/** The dealership's stock: search, edit a price or offer price, mark sold, manage photos; feeds are
 * imported on their own page (StockImportPage). */
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/Button";
import { Link } from "../../../components/ui/Link";
import { Pagination } from "../../../components/ui/Pagination";
import { Select } from "../../../components/ui/Select";
import { formatPrice } from "../../../lib/format";
import { useDocumentTitle } from "../../../lib/document-title";
import { useSite } from "../../../lib/site";
import { can, type ConsoleMe, type StockRow } from "../api/console";
import { useSaveCar, useStockPage } from "../api/queries";
import { Field, FormError } from "../components/Field";
import { pageHref } from "../lib/paging";
import { CarPhotos } from "./CarPhotos";

const STATUS = { in_stock: "In stock", coming_soon: "Coming soon", sold: "Sold" } as const;

export function StockPage({ me }: { me: ConsoleMe }) {
  const site = useSite();
  useDocumentTitle(`Stock | ${site.name} console`);
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const status = params.get("status") ?? "";
  const page = Number(params.get("page") || 1);
  const query = Object.fromEntries([...params.entries()].filter(([k, v]) => ["q", "status", "page"].includes(k) && v));
  const cars = useStockPage(query);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete("page");
    setParams(next, { replace: true });
  };
  const writable = can(me, "stock:write");
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">Stock</h1>
        {writable && <Link href="/console/stock/import" className="font-semibold underline">Import a feed</Link>}
      </div>
      <form role="search" className="grid gap-3 sm:grid-cols-2" onSubmit={(e) => e.preventDefault()}>
        <Field label="Search stock" type="search" placeholder="Name, stock number or VIN" value={q} onChange={(e) => set("q", e.target.value)} />
        <Select label="Status" value={status} onValueChange={(v) => set("status", v)} options={[{ value: "", label: "Any status" }, ...Object.entries(STATUS).map(([value, label]) => ({ value, label }))]} />
      </form>
      {cars.data && <p className="text-sm text-muted" role="status">{`${cars.data.total} cars`}</p>}
      <ul className="flex flex-col divide-y divide-border rounded-site border border-border" data-testid="stock-list">
        {cars.data?.cars.map((car) => <StockItem key={car.id} car={car} me={me} writable={writable} />)}
      </ul>
      {cars.data && <Pagination page={page} pages={cars.data.pages} hrefFor={(n) => pageHref(params, n)} label="Stock pages" />}
    </>
  );
}

function StockItem({ car, me, writable }: { car: StockRow; me: ConsoleMe; writable: boolean }) {
  const [photosOpen, setPhotosOpen] = useState(false);  // the photos load when first shown
  const save = useSaveCar(me, car.id);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const offer = String(form.get("offer_price") ?? "");
    const text = (name: string) => String(form.get(name) ?? "").trim() || null;
    save.mutate({
      price: Number(form.get("price")),
      offer_price: offer ? Number(offer) : null,
      tag: text("tag"),
      show_on_dealer_website: form.get("show_on_dealer_website") === "on",
      dealercomments: text("dealercomments"),
    });
  };
  return (
    <li className="flex flex-col gap-2 p-3" data-testid="stock-item">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link href={car.path} className="font-semibold underline">{car.name}</Link>
        <span className="text-sm text-muted">{`${car.stocknum} · ${car.dealership_name} · ${STATUS[car.status as keyof typeof STATUS] ?? car.status} · ${formatPrice(car.price)}`}</span>
      </div>
      {writable && (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label={`Edit ${car.name}`}>
          <Field label="Price" name="price" type="number" min={0} defaultValue={car.price} required />
          <Field label="Offer price" name="offer_price" type="number" min={0} defaultValue={car.offer_price ?? ""} />
          <Field label="Tag" name="tag" maxLength={50} defaultValue={car.tag ?? ""} />
          <label className="flex min-h-11 items-center gap-2 font-semibold">
            <input type="checkbox" name="show_on_dealer_website" className="size-5" defaultChecked={car.show_on_dealer_website} />
            Shown on the website
          </label>
          <div className="flex w-full flex-col gap-1">
            <label htmlFor={`comments-${car.id}`} className="text-sm font-semibold">Dealer comments</label>
            <textarea id={`comments-${car.id}`} name="dealercomments" rows={2} maxLength={10000} className="rounded-site border border-border bg-bg p-2" defaultValue={car.dealercomments ?? ""} />
          </div>
          <Button type="submit" size="sm" disabled={save.isPending}>Save</Button>
          {car.status !== "sold" && (
            <Button size="sm" variant="outline" onClick={() => save.mutate({ status: "sold" })}>Mark sold</Button>
          )}
        </form>
      )}
      <FormError error={save.error} />
      {save.isSuccess && <p role="status" className="text-sm">Saved: the site shows it now.</p>}
      <details onToggle={(event) => setPhotosOpen(event.currentTarget.open)}>
        <summary className="min-h-11 cursor-pointer py-2 font-semibold">Photos</summary>
        {photosOpen && <CarPhotos carId={car.id} carName={car.name} me={me} writable={writable} />}
      </details>
    </li>
  );
}
