/** /print?car_id={slug or id}: the printable vehicle page, opened in a new tab, without the site frame. */
import { useSearchParams } from "react-router";
import { PrintableCar } from "../../features/vehicle/components/PrintableCar";
import { isNotFound, useLinkedCar } from "../../lib/cars";
import { useDocumentTitle } from "../../lib/document-title";
import { useSite } from "../../lib/site";

export function Component() {
  const [params] = useSearchParams();
  const site = useSite();
  const { ref, car } = useLinkedCar(params);
  useDocumentTitle(car.data ? `${car.data.name} (print) | ${site.name}` : null);
  const missing = !ref || isNotFound(car.error);
  return (
    <main id="main" className="bg-bg text-text">
      {car.data ? (
        <PrintableCar car={car.data} site={site} />
      ) : missing || car.isError ? (
        <div className="p-6">
          <h1 className="text-2xl font-bold">{missing ? "Car not found" : "This car could not be shown"}</h1>
          <p>{missing ? "This car is no longer available." : "Please try again shortly."}</p>
        </div>
      ) : (
        <p role="status" className="p-6">
          Loading the car…
        </p>
      )}
    </main>
  );
}
