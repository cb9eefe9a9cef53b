/**
 * The dealer locator (/dealer-locator; spec §2.4): a postcode puts the nearest locations first
 * (the server measures on a 6371 km sphere); lists of up to 20 cities and 40 dealerships narrow it.
 */
import { useState, type FormEvent } from "react";
import { useChangeParams } from "../../lib/search-params";
import { Button } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { ApiError, type Location } from "../../lib/api";
import { useDocumentTitle } from "../../lib/document-title";
import { useSite } from "../../lib/site";
import { useNearestLocations } from "./api/queries";
import { LocationCard } from "./components/LocationCard";

const MAX_CITIES = 20;
const MAX_DEALERSHIPS = 40;
const select = "min-h-11 rounded-site border border-border bg-bg px-3 font-normal";

function firstN(values: (string | null)[], n: number): string[] {
  return [...new Set(values.filter((v): v is string => Boolean(v)))].sort().slice(0, n);
}

export function DealerLocatorPage() {
  const site = useSite();
  const [params, changeParams] = useChangeParams();
  const postcode = params.get("postcode") ?? "";
  const city = params.get("city") ?? "";
  const dealership = params.get("dealership") ?? "";
  const [typed, setTyped] = useState(postcode);
  useDocumentTitle(`Find a dealer | ${site.name}`);
  const nearest = useNearestLocations(postcode);
  const names = new Map(site.dealerships.map((d) => [d.id, d.name]));
  const ordered: { location: Location; distance?: number }[] = nearest.data
    ? nearest.data.locations.map((n) => ({ location: n.location, distance: n.distance_km }))
    : site.locations.map((location) => ({ location }));
  const shown = ordered.filter(
    ({ location }) => (!city || location.address.city === city) && (!dealership || names.get(location.dealership_id) === dealership),
  );

  function set(name: string, value: string) {
    changeParams((next) => {
      if (value) next.set(name, value);
      else next.delete(name);
    }, { replace: true });
  }

  function search(event: FormEvent) {
    event.preventDefault();
    set("postcode", typed.trim());
  }

  const problem = nearest.error instanceof ApiError ? nearest.error.message : postcode && !/^\d{4}$/.test(postcode) ? "Invalid postcode. Please enter a 4-digit number." : null;
  return (
    <Container className="flex flex-col gap-6 py-8">
      <h1 className="text-3xl font-bold sm:text-4xl">Find a dealer</h1>
      <form onSubmit={search} className="flex flex-wrap items-end gap-3" noValidate>
        <label className="flex flex-col gap-1 font-semibold">
          Your postcode
          <input
            value={typed}
            onChange={(e) => setTyped(e.target.value.replace(/\D/g, "").slice(0, 4))}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            aria-invalid={Boolean(problem)}
            aria-describedby={problem ? "postcode-problem" : undefined}
            className={`${select} w-40`}
          />
        </label>
        <Button type="submit">Find nearest</Button>
        <label className="flex flex-col gap-1 font-semibold">
          City
          <select value={city} onChange={(e) => set("city", e.target.value)} className={select}>
            <option value="">All cities</option>
            {firstN(site.locations.map((l) => l.address.city), MAX_CITIES).map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 font-semibold">
          Dealership
          <select value={dealership} onChange={(e) => set("dealership", e.target.value)} className={select}>
            <option value="">All dealerships</option>
            {firstN(site.dealerships.map((d) => d.name), MAX_DEALERSHIPS).map((d) => (
              <option key={d}>{d}</option>
            ))}
          </select>
        </label>
      </form>
      {problem && (
        <p id="postcode-problem" role="alert" className="font-semibold text-danger">
          {problem}
        </p>
      )}
      <p role="status" className="text-muted">
        {nearest.isFetching ? "Finding the nearest locations..." : `${shown.length} ${shown.length === 1 ? "location" : "locations"}${nearest.data ? ` nearest to ${nearest.data.postcode}` : ""}`}
      </p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map(({ location, distance }) => (
          <li key={location.id}>
            <LocationCard location={location} distanceKm={distance} />
          </li>
        ))}
      </ul>
    </Container>
  );
}
