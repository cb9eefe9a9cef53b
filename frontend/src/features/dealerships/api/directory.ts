/** The dealership directory (GET /api/v1/dealerships/directory): entries grouped by name without
 * the suffixes Parts, Service and Sales (the grouping is the backend's). */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import type { components } from "../../../lib/api-types";

export type Directory = components["schemas"]["DirectoryResponse"];

export const dealershipKeys = {
  all: ["dealerships"] as const,
  directory: (query: string) => [...dealershipKeys.all, "directory", query] as const,
};

export function directoryQuery(query: string) {
  return queryOptions({
    queryKey: dealershipKeys.directory(query),
    queryFn: ({ signal }) => apiGet<Directory>("/api/v1/dealerships/directory", { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDirectory(query: string) {
  return useQuery(directoryQuery(query));
}
