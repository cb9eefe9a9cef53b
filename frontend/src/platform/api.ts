/** The platform console's calls (/api/v1/platform): the operator's session, the sites, a site's
 * hand-off link, its life (new, live, suspended, offboarded), sign-out. The new-site wizard's
 * steps are in features/console/api/setup.ts (the same steps answer a site's owner). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiGet } from "../lib/api";
import type { components } from "../lib/api-types";
import { sendJson } from "../features/console/api/console";

export type Operator = components["schemas"]["OperatorMe"];
export type PlatformSite = components["schemas"]["PlatformSiteOut"];
export type Offboarded = components["schemas"]["OffboardOut"];
export type SiteStatus = components["schemas"]["StatusIn"]["status"];
export const BASE = "/api/v1/platform";

export const platformKeys = {
  all: ["platform"] as const,
  me: () => [...platformKeys.all, "me"] as const,
  sites: () => [...platformKeys.all, "sites"] as const,
};

/** The signed-in operator, or null (401). */
export function useOperator() {
  return useQuery({
    queryKey: platformKeys.me(),
    queryFn: async () => {
      try {
        return await apiGet<Operator>(`${BASE}/auth/session`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  });
}

export function useRefreshOperator() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: platformKeys.me() });
}

export function useSites() {
  return useQuery({ queryKey: platformKeys.sites(), queryFn: () => apiGet<PlatformSite[]>(`${BASE}/sites`) });
}

/** "Open console": a one-time link into the site's console, followed at once. */
export function useOpenSite(operator: Operator) {
  return useMutation({
    mutationFn: (site: PlatformSite) => sendJson<{ url: string }>("POST", `${BASE}/sites/${site.id}/hand-off`, undefined, operator.csrf_token),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useOperatorSignOut(operator: Operator) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson("POST", `${BASE}/auth/sign-out`, undefined, operator.csrf_token),
    onSuccess: () => client.setQueryData(platformKeys.me(), null),
  });
}

/** A change on the platform's API, with the operator's CSRF token; the sites' list refreshes. */
export function usePlatformChange<T, V>(operator: Operator, send: (variables: V) => [string, string, unknown?], onDone?: (answer: T) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => {
      const [method, path, body] = send(variables);
      return sendJson<T>(method, `${BASE}${path}`, body, operator.csrf_token);
    },
    onSuccess: (answer: T) => {
      void client.invalidateQueries({ queryKey: platformKeys.sites() });
      onDone?.(answer);
    },
  });
}
