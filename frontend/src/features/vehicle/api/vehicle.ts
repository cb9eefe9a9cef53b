/** The vehicle page's calls (TanStack Query for reads), with one query-key factory. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiGet, apiPost } from "../../../lib/api";
import type { Autogauge, CarCard, CarDetail, ViewCount } from "./types";

export const vehicleKeys = {
  all: ["vehicle"] as const,
  detail: (slug: string) => [...vehicleKeys.all, "detail", slug] as const,
  similar: (slug: string) => [...vehicleKeys.all, "similar", slug] as const,
  autogauge: (slug: string) => [...vehicleKeys.all, "autogauge", slug] as const,
};

const carPath = (slug: string) => `/api/v1/cars/${encodeURIComponent(slug)}`;

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function carDetailQuery(slug: string) {
  return queryOptions({
    queryKey: vehicleKeys.detail(slug),
    queryFn: ({ signal }) => apiGet<CarDetail>(carPath(slug), undefined, { signal }),
    // an unknown car stays unknown: no retry for a 404
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

export function useCarDetail(slug: string) {
  return useQuery(carDetailQuery(slug));
}

/** spec: vehicle §7 - similar cars (at most 6); loads only once `enabled` (near the viewport). */
export function useSimilarCars(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: vehicleKeys.similar(slug),
    queryFn: ({ signal }) => apiGet<CarCard[]>(`${carPath(slug)}/similar`, undefined, { signal }),
    enabled,
    retry: false,
  });
}

/** spec: search §7 - GET {car path}/autogauge, the price comparison. */
export function useAutogauge(slug: string) {
  return useQuery({
    queryKey: vehicleKeys.autogauge(slug),
    queryFn: ({ signal }) => apiGet<Autogauge>(`${carPath(slug)}/autogauge`, undefined, { signal }),
    retry: false,
  });
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

/** A tracking event (spec: vehicle §9 ids); keepalive lets it finish while a link navigates away. */
export function sendEvent(eventId: number, carId: number | null, path: string) {
  return apiPost("/api/v1/events", { event_id: eventId, car_id: carId, path }, { keepalive: true });
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
