/** GET /api/v1/models and /api/v1/models/{slug}. */
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import type { components } from "../../../lib/api-types";

export type ModelCard = components["schemas"]["ModelCard"];
export type ModelOut = components["schemas"]["ModelOut"];
export type ModelList = components["schemas"]["ModelList"];

export function useModels(enabled = true) {
  return useQuery({
    queryKey: ["models"],
    queryFn: ({ signal }) => apiGet<ModelList>("/api/v1/models", undefined, { signal }),
    staleTime: 10 * 60_000,
    enabled,
  });
}

export function useModel(slug: string) {
  return useQuery({
    queryKey: ["models", slug],
    queryFn: ({ signal }) => apiGet<ModelOut>(`/api/v1/models/${encodeURIComponent(slug)}`, undefined, { signal }),
    retry: false,
  });
}

export const orderNowHref = (m: Pick<ModelCard, "slug" | "name">) =>
  `/models/order-now?${new URLSearchParams({ model_id: m.slug, model_name: m.name }).toString()}`;
export const testDriveHref = (m: Pick<ModelCard, "id" | "name">) =>
  `/book-test-drive?${new URLSearchParams({ model_id: String(m.id), model: m.name }).toString()}`;
export const primaryLabel = (m: Pick<ModelCard, "status">) => (m.status === "coming_soon" ? "Register Your Interest" : "Get a Quote");
