/** /print?car_id={slug}: the printable vehicle page, opened in a new tab, without the site frame. */
import { useSearchParams } from "react-router";
import { PrintableCar } from "../../features/vehicle/components/PrintableCar";
import { isNotFound, useCar } from "../../lib/cars";
import { useDocumentTitle } from "../../lib/document-title";
import { useSite } from "../../lib/site";

export function Component() {
  const [params] = useSearchParams();
  const slug = params.get("car_id") ?? "";
  const site = useSite();
  const car = useCar(slug);
  useDocumentTitle(car.data ? `${car.data.name} (print) | ${site.name}` : null);
  return (
    <main id="main" className="bg-bg text-text">
      {car.isPending ? (
        <p role="status" className="p-6">
          Loading the car…
        </p>
      ) : car.isError ? (
        <div className="p-6">
          <h1 className="text-2xl font-bold">{isNotFound(car.error) || !slug ? "Car not found" : "This car could not be shown"}</h1>
          <p>{isNotFound(car.error) || !slug ? "This car is no longer available." : "Please try again shortly."}</p>
        </div>
      ) : (
        <PrintableCar car={car.data} site={site} />
      )}
    </main>
  );
}
