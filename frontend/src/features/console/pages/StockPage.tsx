/** The stock as a table: filtered (make, status, days in stock, no photos, price range) and sorted,
 * each car with its days in stock, photos, views and leads; a row opens to edit the price, offer,
 * km, tag, website visibility and comments, to mark it sold or put it back in stock, and to manage
 * its photos. Feeds are imported on their own page (StockImportPage). */
import { useState, type FormEvent } from "react";
import { filterChange, useChangeParams } from "../../../lib/search-params";
import { Button } from "../../../components/ui/Button";
import { Link } from "../../../components/ui/Link";
import { Pagination } from "../../../components/ui/Pagination";
import { Select } from "../../../components/ui/Select";
import { formatPrice } from "../../../lib/format";
import { useDocumentTitle } from "../../../lib/document-title";
import { useSite } from "../../../lib/site";
import { can, type ConsoleMe, type StockRow } from "../api/console";
import { fetchStockIds, useSaveCar, useStockPage } from "../api/queries";
import { Field, FormError } from "../components/Field";
import { pageHref } from "../lib/paging";
import { when } from "../lib/when";
import { cn } from "../../../lib/cn";
import { BulkPriceChange } from "./BulkPriceChange";
import { CarPhotos } from "./CarPhotos";
import { CarSpecifications } from "./CarSpecifications";

const STATUS = { in_stock: "In stock", coming_soon: "Coming soon", sold: "Sold" } as const;

const FILTERS = ["q", "status", "make", "min_days", "no_photos", "min_price", "max_price", "sort", "page"] as const;
const SORTS = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Longest in stock first" },
  { value: "price", label: "Price, lowest first" },
  { value: "-price", label: "Price, highest first" },
  { value: "views", label: "Most viewed first" },
  { value: "make", label: "Make, A to Z" },
];
const COLUMNS = ["Car", "Status", "Price", "Days in stock", "Photos", "Views", "Leads", ""] as const;

export function StockPage({ me }: { me: ConsoleMe }) {
  const site = useSite();
  useDocumentTitle(`Stock | ${site.name} console`);
  const [params, changeParams] = useChangeParams();
  const value = (key: (typeof FILTERS)[number]) => params.get(key) ?? "";
  const page = Number(params.get("page") || 1);
  const query = Object.fromEntries(FILTERS.map((k) => [k, params.get(k) ?? ""]).filter(([, v]) => v));
  const cars = useStockPage(query);
  const set = (key: string, next: string) =>
    changeParams(filterChange(key, next), { replace: true });
  const writable = can(me, "stock:write");
  // the cars chosen for a price change: kept across pages and filters until changed or cleared
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [changing, setChanging] = useState(false);
  const [selectNote, setSelectNote] = useState("");
  const [changedNote, setChangedNote] = useState("");
  const toggle = (ids: number[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setSelected(next);
    setSelectNote("");
    setChangedNote("");
  };
  const selectFiltered = async () => {
    const found = await fetchStockIds(Object.fromEntries(FILTERS.filter((k) => k !== "page" && params.get(k)).map((k) => [k, params.get(k) ?? ""])));
    if (found.total > found.most) setSelectNote(`The filters match ${found.total} cars; one price change takes at most ${found.most}. Narrow the filters.`);
    else toggle(found.ids, true);
  };
  const pageIds = cars.data?.cars.map((c) => c.id) ?? [];
  const wholePage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">Stock</h1>
        {writable && <Link href="/console/stock/import" className="font-semibold underline">Import a feed</Link>}
      </div>
      <form role="search" aria-label="Filter the stock" className="grid grid-cols-2 gap-3 lg:grid-cols-4 [&>*:first-child]:col-span-2 lg:[&>*:first-child]:col-span-1" onSubmit={(e) => e.preventDefault()}>
        <Field label="Search stock" type="search" placeholder="Name, stock number or VIN" value={value("q")} onChange={(e) => set("q", e.target.value)} />
        <Select label="Status" value={value("status")} onValueChange={(v) => set("status", v)} options={[{ value: "", label: "Any status" }, ...Object.entries(STATUS).map(([v, label]) => ({ value: v, label }))]} />
        <Select label="Make" value={value("make")} onValueChange={(v) => set("make", v)} options={[{ value: "", label: "Any make" }, ...(cars.data?.makes ?? []).map((m) => ({ value: m, label: m }))]} />
        <Select label="Sort" value={value("sort") || "newest"} onValueChange={(v) => set("sort", v === "newest" ? "" : v)} options={SORTS} />
        <Field label="Days in stock, at least" type="number" min={0} max={10000} inputMode="numeric" value={value("min_days")} onChange={(e) => set("min_days", e.target.value)} />
        <Field label="Lowest price" type="number" min={0} inputMode="numeric" value={value("min_price")} onChange={(e) => set("min_price", e.target.value)} />
        <Field label="Highest price" type="number" min={0} inputMode="numeric" value={value("max_price")} onChange={(e) => set("max_price", e.target.value)} />
        <label className="flex min-h-11 items-center gap-2 self-end font-semibold">
          <input type="checkbox" className="size-5" checked={value("no_photos") === "true"} onChange={(e) => set("no_photos", e.target.checked ? "true" : "")} />
          No photos
        </label>
      </form>
      {cars.data && <p className="text-sm text-muted" role="status">{cars.data.total === 1 ? "1 car" : `${cars.data.total} cars`}</p>}
      {writable && (
        <div className="flex flex-wrap items-center gap-2" aria-label="Selected cars" role="group">
          <p className="font-semibold" role="status">{selected.size === 1 ? "1 car selected" : `${selected.size} cars selected`}</p>
          {cars.data && cars.data.total > 0 && (
            <Button size="sm" variant="outline" onClick={() => void selectFiltered()}>
              {cars.data.total === 1 ? "Select the 1 car filtered" : `Select all ${cars.data.total} cars filtered`}
            </Button>
          )}
          {selected.size > 0 && (
            <>
              <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>Clear the selection</Button>
              <Button size="sm" onClick={() => setChanging(true)} aria-expanded={changing}>Change prices</Button>
            </>
          )}
          {changedNote && <p className="w-full" role="status">{changedNote}</p>}
          {selectNote && <p className="w-full text-sm text-danger" role="alert">{selectNote}</p>}
        </div>
      )}
      {changing && selected.size > 0 && (
        <BulkPriceChange
          key={[...selected].join(",")}
          me={me}
          carIds={[...selected]}
          onDone={(n) => {
            setSelected(new Set());
            setChanging(false);
            setChangedNote(n === 1 ? "1 price changed: the site shows it now." : `${n} prices changed: the site shows them now.`);
          }}
          onCancel={() => setChanging(false)}
        />
      )}
      <div className="overflow-x-auto rounded-site border border-border" tabIndex={0} role="region" aria-label="Stock table">
        <table className="w-full min-w-[56rem] text-left text-sm" data-testid="stock-list">
          <thead className="bg-surface">
            <tr>
              {writable && (
                <th scope="col" className="w-10 px-3 py-2">
                  <input type="checkbox" className="size-5" aria-label="Select the cars on this page" checked={wholePage} onChange={(e) => toggle(pageIds, e.target.checked)} />
                </th>
              )}
              {COLUMNS.map((c, i) => (
                <th key={i} scope="col" className="px-3 py-2 font-semibold">
                  {c || <span className="sr-only">Actions</span>}
                </th>
              ))}
            </tr>
          </thead>
          {cars.data?.cars.map((car) => (
            <StockItem key={car.id} car={car} me={me} writable={writable} selected={selected.has(car.id)} onSelect={(on) => toggle([car.id], on)} />
          ))}
        </table>
      </div>
      {cars.data && <Pagination page={page} pages={cars.data.pages} hrefFor={(n) => pageHref(params, n)} label="Stock pages" />}
    </>
  );
}

type ItemProps = { car: StockRow; me: ConsoleMe; writable: boolean; selected: boolean; onSelect: (on: boolean) => void };

function StockItem({ car, me, writable, selected, onSelect }: ItemProps) {
  const [open, setOpen] = useState(false);
  const [photosOpen, setPhotosOpen] = useState(false); // the photos load when first shown
  const [specsOpen, setSpecsOpen] = useState(false); // so do the specifications
  const save = useSaveCar(me, car.id);
  const editorId = `stock-editor-${car.id}`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const offer = String(form.get("offer_price") ?? "");
    const text = (name: string) => String(form.get(name) ?? "").trim() || null;
    save.mutate({
      price: Number(form.get("price")),
      offer_price: offer ? Number(offer) : null,
      km: Number(form.get("km")),
      tag: text("tag"),
      show_on_dealer_website: form.get("show_on_dealer_website") === "on",
      dealercomments: text("dealercomments"),
    });
  };
  const cell = "px-3 py-2 align-top";
  return (
    <tbody className="border-t border-border" data-testid="stock-item">
      <tr>
        {writable && (
          <td className={cell}>
            <input type="checkbox" className="size-5" aria-label={`Select ${car.stocknum}`} checked={selected} onChange={(e) => onSelect(e.target.checked)} />
          </td>
        )}
        <td className={cell}>
          <Link href={car.path} className="font-semibold underline">{car.name}</Link>
          <span className="block text-muted">{`${car.stocknum} · ${car.dealership_name}`}</span>
        </td>
        <td className={cell}>
          {STATUS[car.status as keyof typeof STATUS] ?? car.status}
          {car.status === "sold" && car.sold_at && <span className="block text-muted">{`Sold ${when.format(new Date(car.sold_at))}`}</span>}
        </td>
        <td className={cell}>{formatPrice(car.price)}</td>
        <td className={cell}>{car.days_in_stock}</td>
        <td className={cn(cell, car.photos === 0 && "font-semibold text-danger")}>{car.photos}</td>
        <td className={cell}>{car.views}</td>
        <td className={cell}>{car.leads}</td>
        <td className={cell}>
          <Button size="md" variant="outline" aria-expanded={open} aria-controls={editorId} aria-label={`Edit ${car.stocknum}`} onClick={() => setOpen(!open)}>
            Edit
          </Button>
        </td>
      </tr>
      {open && (
        <tr id={editorId}>
          <td colSpan={COLUMNS.length + (writable ? 1 : 0)} className="bg-surface/50 px-3 pb-3">
            {/* stays in view while the table scrolls sideways on a phone */}
            <div className="sticky left-3 flex w-[min(100%,calc(100vw-4rem))] flex-col gap-2">
              {writable && (
                <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label={`Edit ${car.name}`}>
                  <Field label="Price" name="price" type="number" min={0} defaultValue={car.price} required />
                  <Field label="Offer price" name="offer_price" type="number" min={0} defaultValue={car.offer_price ?? ""} />
                  <Field label="Km" name="km" type="number" min={0} max={2000000} defaultValue={car.km} required />
                  <Field label="Tag" name="tag" maxLength={50} defaultValue={car.tag ?? ""} />
                  <label className="flex min-h-11 items-center gap-2 font-semibold">
                    <input type="checkbox" name="show_on_dealer_website" className="size-5" defaultChecked={car.show_on_dealer_website} />
                    Shown on the website
                  </label>
                  <div className="flex w-full flex-col gap-1">
                    <label htmlFor={`comments-${car.id}`} className="text-sm font-semibold">Dealer comments</label>
                    <textarea id={`comments-${car.id}`} name="dealercomments" rows={2} maxLength={10000} className="rounded-site border border-border bg-bg p-2" defaultValue={car.dealercomments ?? ""} />
                  </div>
                  <Button type="submit" disabled={save.isPending}>Save</Button>
                  {car.status === "sold" ? (
                    <Button variant="outline" onClick={() => save.mutate({ status: "in_stock" })}>Back in stock</Button>
                  ) : (
                    <Button variant="outline" onClick={() => save.mutate({ status: "sold" })}>Mark sold</Button>
                  )}
                </form>
              )}
              <FormError error={save.error} />
              {save.isSuccess && <p role="status" className="text-sm">Saved: the site shows it now.</p>}
              <details onToggle={(event) => setSpecsOpen(event.currentTarget.open)}>
                <summary className="min-h-11 cursor-pointer py-2 font-semibold">Specifications and features</summary>
                {specsOpen && <CarSpecifications carId={car.id} carName={car.name} me={me} writable={writable} />}
              </details>
              <details onToggle={(event) => setPhotosOpen(event.currentTarget.open)}>
                <summary className="min-h-11 cursor-pointer py-2 font-semibold">Photos</summary>
                {photosOpen && <CarPhotos carId={car.id} carName={car.name} me={me} writable={writable} />}
              </details>
            </div>
          </td>
        </tr>
      )}
    </tbody>
  );
}
