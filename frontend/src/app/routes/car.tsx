/** /cars/:slug, the vehicle detail page (its own chunk). An unknown car shows the not-found page. */
import { useParams } from "react-router";
import { Button } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { WatchlistButton } from "../../features/account/components/WatchlistButton";
import { CarFinanceCallToAction, CarFinanceEstimate } from "../../features/finance/components/FinanceEstimate";
import type { VehicleParts } from "../../features/vehicle/components/parts";
import { preloadVehiclePageParts, VehiclePage, VehiclePageSkeleton } from "../../features/vehicle/components/VehiclePage";
import { isNotFound, useCar } from "../../lib/cars";
import { useDocumentTitle } from "../../lib/document-title";
import { lazyNamed } from "../../lib/lazy-named";
import { useSite } from "../../lib/site";
import type { DealershipScopeOf } from "../page-scope";

/** The car's dealership presents its page (spec §2.7): the server's render too. */
const dealershipScope: DealershipScopeOf = ({ params, first }) => (first?.car?.slug === params.slug ? first?.car?.dealership_id : null);

// An unknown car is rare: the not-found page's code loads only then.
const NotFound = lazyNamed(() => import("./not-found"), "Component");

// The page's parts from other features. The calculator sits among the page's lower sections, so it
// loads after the first screen, as they do: started with this module, beside their code.
const FinanceCalculator = lazyNamed(() => import("../../features/finance/components/FinanceCalculator"), "FinanceCalculator");
void FinanceCalculator.preload();
const parts: VehicleParts = { FinanceEstimate: CarFinanceEstimate, FinanceCallToAction: CarFinanceCallToAction, FinanceCalculator, WatchlistButton };

export const handle = { dealershipScope, preload: () => Promise.all([preloadVehiclePageParts(), FinanceCalculator.preload()]) };

export function Component() {
  const { slug = "" } = useParams();
  const site = useSite();
  const car = useCar(slug);
  useDocumentTitle(car.data ? `${car.data.name} | ${site.name}` : null);

  if (car.isPending) return <VehiclePageSkeleton />;
  if (car.isError) {
    if (isNotFound(car.error)) return <NotFound />;
    return (
      <Container className="flex flex-col items-start gap-4 py-16">
        <h1 className="text-3xl font-bold">This car could not be shown</h1>
        <p role="alert">Sorry, we couldn’t load this car just now. Please try again.</p>
        <Button onClick={() => void car.refetch()}>Try again</Button>
      </Container>
    );
  }
  return <VehiclePage key={car.data.slug} car={car.data} parts={parts} />;
}
