/**
 * The cars of the site's stock, as several features read them: the plain lookup (the home page's
 * and the finance page's shelves) and one car's details (its page, the forms about it, the
 * comparison, the finance page). One query-key factory (lib/car-keys.ts), so the first screen the
 * server inlines (app/first-screen.ts) seeds exactly the queries these hooks make.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiGet, type CarDetail, type CarList } from "./api";
import { carKeys, type CarLookup } from "./car-keys";

export const carPath = (slug: string) => `/api/v1/cars/${encodeURIComponent(slug)}`;

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** GET /api/v1/cars: the plain lookup (available cars, best ranked first). */
export function carLookupQuery(params: CarLookup) {
  return queryOptions({
    queryKey: carKeys.lookup(params),
    queryFn: ({ signal }) => apiGet<CarList>("/api/v1/cars", params, { signal }),
    select: (data) => data.hits,
  });
}

export function useCarLookup(params: CarLookup, enabled = true) {
  return useQuery({ ...carLookupQuery(params), enabled });
}

/** GET /api/v1/cars/{slug}. */
export function carQuery(slug: string) {
  return queryOptions({
    queryKey: carKeys.detail(slug),
    queryFn: ({ signal }) => apiGet<CarDetail>(carPath(slug), undefined, { signal }),
    // an unknown car stays unknown: no retry for a 404
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

/** The car of `slug`; `options` for a page where the car is optional (no car asked, no retry). */
export function useCar(slug: string, options: { enabled?: boolean; retry?: false } = {}) {
  return useQuery({ ...carQuery(slug), ...options });
}

/** What a page's ?car_id= names: the car's slug (the site's own buttons link it so) or its id
 * (spec: finance §2.1, /personalised/finance?car_id={id}); the API finds the car by either. */
export function linkedCarRef(params: URLSearchParams): string {
  return params.get("car_id")?.trim() ?? "";
}

/** The car a page's ?car_id= names, when it names one: every page that reads car_id asks here. */
export function useLinkedCar(params: URLSearchParams, options: { retry?: false; enabled?: boolean } = {}) {
  const ref = linkedCarRef(params);
  return { ref, car: useCar(ref, { ...options, enabled: ref !== "" && (options.enabled ?? true) }) };
}
