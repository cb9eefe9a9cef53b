/** The printable vehicle page (spec: vehicle §2, /print?car_id={slug}): one sheet, no site chrome. */
import { formatPrice } from "../../../lib/format";
import type { SitePublic } from "../../../lib/api";
import type { CarDetail, Specification } from "../api/types";
import { PENDING_COMMENTS } from "./Sections";
import { PriceFigure } from "../../../components/price/PriceFigure";

function Rows({ title, rows }: { title: string; rows: Specification[] }) {
  if (rows.length === 0) return null;
  return (
    <section className="break-inside-avoid">
      <h2 className="mb-2 text-lg font-bold">{title}</h2>
      <dl className="grid grid-cols-2 gap-x-6 text-sm">
        {rows.map((r) => (
          <div key={r.label} className="flex justify-between gap-3 border-b border-border py-1">
            <dt className="text-muted">{r.label}</dt>
            <dd className="text-right font-medium">{r.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function PrintableCar({ car, site }: { car: CarDetail; site: SitePublic }) {
  const image = car.gallery.images[0];
  const location = car.location_block.locations[0] ?? car.location;
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-6 p-6 print:p-0">
      <header className="flex items-start justify-between gap-4 border-b border-border pb-4">
        <div>
          <p className="font-semibold text-muted">{site.name}</p>
          <h1 className="text-3xl font-extrabold">{car.name}</h1>
          <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
            {car.price.was_amount !== null && <s className="text-muted">{formatPrice(car.price.was_amount)}</s>}
            <PriceFigure price={car.price} className="text-2xl font-bold" />
          </p>
          {!car.availability.available && <p className="mt-1 text-xl font-extrabold">{car.availability.sold_message}</p>}
        </div>
        <button type="button" onClick={() => window.print()} className="min-h-11 rounded-site bg-primary px-4 font-semibold text-primary-contrast print:hidden">
          Print
        </button>
      </header>
      {image && <img src={image.src} srcSet={image.srcset || undefined} sizes="(min-width: 896px) 896px, 100vw" alt={image.alt || car.name} width={1200} height={800} className="aspect-[3/2] w-full rounded-site object-cover" />}
      <Rows title="Key Information" rows={car.key_information} />
      <Rows title="Vehicle Details" rows={car.details} />
      <Rows title="Specifications" rows={car.specifications} />
      {car.features.length > 0 && (
        <section className="break-inside-avoid">
          <h2 className="mb-2 text-lg font-bold">Features</h2>
          <ul className="grid list-disc grid-cols-2 gap-x-6 pl-5 text-sm">
            {car.features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </section>
      )}
      <section className="break-inside-avoid">
        <h2 className="mb-2 text-lg font-bold">Dealer Comments</h2>
        <p className="text-sm whitespace-pre-line">{car.dealercomments ?? PENDING_COMMENTS}</p>
      </section>
      <footer className="border-t border-border pt-4 text-sm">
        <p className="font-semibold">{car.dealership_name}</p>
        {location && <p>{[location.address.street, location.address.city, location.address.state, location.address.postcode].filter(Boolean).join(", ")}</p>}
        {car.contact.phone && <p>Phone {car.contact.phone}</p>}
        <p>
          {window.location.origin}
          {car.path}
        </p>
      </footer>
    </article>
  );
}
