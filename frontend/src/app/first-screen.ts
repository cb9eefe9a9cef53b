/**
 * The first screen's data, inlined by the server into the page (backend pages/first_screen.py): the
 * answers the page would otherwise request once its script ran. Seeded into the query cache before
 * the first render, so the page draws at once and no request waterfall delays its largest photo.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { Autogauge } from "../features/vehicle/api/types";
import { vehicleKeys } from "../features/vehicle/api/vehicle";
import type { CarDetail, CarList } from "../lib/api";
import { carKeys } from "../lib/cars";
import type { components } from "../lib/api-types";

type Schemas = components["schemas"];

/** The search page's part: what its path means, the search it ran (`params`) and the stock (left
 * out when the search has no filter: the answer is the stock then). */
export type FirstSearch = {
  path: string;
  meaning: Schemas["PathFilters"];
  params: string;
  answer: Schemas["SearchResponse"];
  stock?: Schemas["SearchResponse"];
};

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

/** The inlined search, handed over once: the search page seeds its queries with it when it mounts. */
export function takeFirstSearch(): FirstSearch | undefined {
  const search = pendingSearch;
  pendingSearch = undefined;
  return search;
}
