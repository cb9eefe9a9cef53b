/** What the vehicle page shows below its first screen: the details, calculators, reviews and similar
 * cars. Its own chunk, fetched as the page renders, so a phone's first screen (the photo, title,
 * price and actions) waits only for what it shows (the byte budget per route). */
import { Suspense } from "react";
import { PropositionBanner } from "../../../components/proposition/PropositionBanner";
import { primaryEntry } from "../../../lib/car-finance";
import { useSite } from "../../../lib/site";
import type { CarDetail } from "../api/types";
import { DeliveryCalculator } from "./DeliveryCalculator";
import { PaymentIcons, SalesCounter, TradeInFaq } from "./Extras";
import { FuelCalculator } from "./FuelCalculator";
import { LocationBlock } from "./LocationBlock";
import { Reviews } from "./Reviews";
import type { VehicleParts } from "./parts";
import { DealerComments, Features, KeyInformation, Specifications, VehicleDetails } from "./Sections";
import { ShareRow } from "./ShareRow";
import { SimilarCars } from "./SimilarCars";

/** The left column's sections under the price comparison. */
export function DetailSections({ car, FinanceCalculator }: { car: CarDetail; FinanceCalculator: VehicleParts["FinanceCalculator"] }) {
  const site = useSite();
  // Each section is a boundary of its own: hydrated together they were the page's longest task.
  const sections = [
    <VehicleDetails rows={car.details} />,
    <KeyInformation rows={car.key_information} shown={car.key_information_shown} />,
    <Features features={car.features} shown={car.features_shown} />,
    <Specifications rows={car.specifications} />,
    <DealerComments text={car.dealercomments} />,
    car.fuel_calculator && <FuelCalculator data={car.fuel_calculator} />,
    car.finance && primaryEntry(car.finance) && <FinanceCalculator finance={car.finance} carId={car.id} />,
    site.config.delivery.enabled && car.availability.available && <DeliveryCalculator slug={car.slug} />,
    <ShareRow car={car} />,
    <LocationBlock block={car.location_block} />,
    <Reviews reviews={car.reviews} />,
    car.layout.trade_in_faq && <TradeInFaq carSlug={car.slug} />,
  ];
  return <>{sections.map((section, i) => section && <Suspense key={i}>{section}</Suspense>)}</>;
}

/** The full-width rows under the grid: similar cars, then the sales counter, payment icons strip
 * and proposition banner (spec: vehicle §2). */
export function MoreCars({ car }: { car: CarDetail }) {
  return (
    <>
      <SimilarCars car={car} />
      {car.layout.show_sales_counter && <SalesCounter />}
      <PaymentIcons icons={car.layout.payment_icons} />
      <PropositionBanner />
    </>
  );
}
