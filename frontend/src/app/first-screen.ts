/**
 * The first screen's data, inlined by the server into the page (backend pages/first_screen.py): the
 * answers the page would otherwise request once its script ran. Seeded into the query cache before
 * the first render, so the page draws at once and no request waterfall delays its largest photo.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { Autogauge } from "../features/vehicle/api/types";
import { vehicleKeys } from "../features/vehicle/api/keys";
import type { CarDetail, CarList } from "../lib/api";
import { carKeys } from "../lib/car-keys";
import type { FirstSearch } from "../features/search/lib/first-screen";

export type FirstScreen = {
  car?: CarDetail;
  autogauge?: Autogauge;
  featured?: { limit: number; answer: CarList };
  search?: FirstSearch;
};

let pendingSearch: FirstSearch | undefined;

export function seedFirstScreen(client: QueryClient, first: FirstScreen | undefined) {
  if (first?.car) {
    client.setQueryData(carKeys.detail(first.car.slug), first.car);
    if (first.autogauge) client.setQueryData(vehicleKeys.autogauge(first.car.slug), first.autogauge);
  }
  if (first?.featured) client.setQueryData(carKeys.lookup({ limit: first.featured.limit }), first.featured.answer);
  // The search page's keys are its own canonical URL forms, computed in its chunk (search/lib/first-screen.ts).
  pendingSearch = first?.search;
}

/** The inlined search, handed over once: the search route gives it to the page, which seeds its
 * queries with it when it mounts. */
export function takeFirstSearch(): FirstSearch | undefined {
  const search = pendingSearch;
  pendingSearch = undefined;
  return search;
}
