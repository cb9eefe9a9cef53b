/** The car a form is about (an enquiry, a reservation, an order): photo, name, price, stock number. */
import type { CarDetail } from "../../lib/api";
import { PriceFigure } from "../price/PriceFigure";

export function CarSummary({ car }: { car: CarDetail }) {
  const image = car.gallery.images[0];
  return (
    <section aria-label="The car you are asking about" className="flex items-center gap-4 rounded-site bg-surface p-4">
      {image && <img src={image.src} srcSet={image.srcset} sizes="160px" alt="" width={160} height={120} className="h-24 w-32 rounded-site object-cover" />}
      <div className="flex flex-col gap-1">
        <p className="font-bold">{car.name}</p>
        <p className="flex gap-2">
          <PriceFigure price={car.price} className="font-semibold" />
        </p>
        <p className="text-sm text-muted">
          Stock number {car.stocknum} · {car.dealership_name}
        </p>
      </div>
    </section>
  );
}
