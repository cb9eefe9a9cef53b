/** GET /api/v1/pages?path= : a content page of this site, or 404. */
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import type { components } from "../../../lib/api-types";

export type ContentPageOut = components["schemas"]["PageOut"];

export function useContentPage(path: string, enabled = true) {
  return useQuery({
    queryKey: ["content", path],
    queryFn: ({ signal }) => apiGet<ContentPageOut>("/api/v1/pages", { path }, { signal }),
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
