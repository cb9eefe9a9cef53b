/**
 * The vehicle page's calls (TanStack Query for reads), with one query-key factory. The car itself
 * (GET /api/v1/cars/{slug}) is read by other features too: lib/cars.ts has it.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, apiPost } from "../../../lib/api";
import { carPath } from "../../../lib/cars";
import { vehicleKeys } from "./keys";
import type { Autogauge, CarCard, CarDetail, ViewCount } from "./types";

/** spec: vehicle §7 - similar cars (at most 6); loads only once `enabled` (near the viewport). */
export function useSimilarCars(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: vehicleKeys.similar(slug),
    queryFn: ({ signal }) => apiGet<CarCard[]>(`${carPath(slug)}/similar`, undefined, { signal }),
    enabled,
    retry: false,
  });
}

/** spec: search §7 - GET {car path}/autogauge, the price comparison. The server inlines it with a
 * car page's first screen (app/first-screen.ts seeds it under this key). */
export function autogaugeQuery(slug: string) {
  return queryOptions({
    queryKey: vehicleKeys.autogauge(slug),
    queryFn: ({ signal }) => apiGet<Autogauge>(`${carPath(slug)}/autogauge`, undefined, { signal }),
    retry: false,
  });
}

export function useAutogauge(slug: string) {
  return useQuery(autogaugeQuery(slug));
}

/** spec: vehicle §7 - view.json?photos_count=&updated_at=&website_id=, once per page view. */
export function fetchViewCount(car: Pick<CarDetail, "slug" | "gallery" | "updated_at">, websiteId: number) {
  return apiGet<ViewCount>(`${carPath(car.slug)}/view.json`, {
    photos_count: car.gallery.images.length,
    updated_at: car.updated_at,
    website_id: websiteId,
  });
}

/** spec: vehicle §7 - the phone-reveal log {car_id, dealership_id, website_id}. */
export function logPhoneReveal(car: Pick<CarDetail, "slug" | "dealership_id">, websiteId: number) {
  return apiPost(`${carPath(car.slug)}/phone-reveal`, { dealership_id: car.dealership_id, website_id: websiteId });
}

/** The car's PDF (GET /api/v1/cars/{slug}/pdf) as a Blob. */
export async function fetchPdf(path: string): Promise<Blob> {
  const response = await fetch(path, { headers: { Accept: "application/pdf" } });
  if (!response.ok) {
    let message = `The PDF could not be made (${response.status}).`;
    try {
      const body = (await response.json()) as { detail?: unknown };
      if (typeof body.detail === "string") message = body.detail;
    } catch {
      // not JSON: keep the status message
    }
    throw new Error(message);
  }
  return response.blob();
}
