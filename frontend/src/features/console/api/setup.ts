/**
 * The new-site wizard's calls. The same steps answer in two places: on the platform host for an
 * operator (/api/v1/platform/sites/{id}/...) and on the site's own host for its owner, a dealer who
 * signed up through an operator's link (/api/v1/console/setup/...). A `SetupApi` names which.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import type { components } from "../../../lib/api-types";
import { sendJson } from "./console";

type Schemas = components["schemas"];
export type Setup = Schemas["SetupOut"];
export type SetupImportReport = Schemas["ImportReportOut"];
export type SetupTestLead = Schemas["SetupTestLeadOut"];
export type Place = Schemas["PlaceOut"];
export type SignUpLink = Schemas["SignUpLinkOut"];
export type SetupPreview = Schemas["SetupPreviewOut"];

export type SetupApi = {
  /** Where the steps live: `${base}/theme`, `${base}/dealerships`, ... */
  base: string;
  /** Where the setup stands (the next step). */
  progress: string;
  csrf: string;
  /** An operator invites the owner (or makes a sign-up link); a signed-up owner is the owner. */
  operator: boolean;
  goLive: () => Promise<unknown>;
};

export const setupKeys = {
  all: ["setup"] as const,
  progress: (api: SetupApi) => [...setupKeys.all, api.progress] as const,
  preview: (api: SetupApi) => [...setupKeys.all, api.progress, "preview"] as const,
  place: (api: SetupApi, postcode: string) => [...setupKeys.all, api.base, "place", postcode] as const,
  testLead: (api: SetupApi, id: number) => [...setupKeys.all, api.base, "test-lead", id] as const,
};

const SETTLED = new Set(["delivered", "failed"]);

export function useSetup(api: SetupApi | null) {
  return useQuery({
    queryKey: api ? setupKeys.progress(api) : [...setupKeys.all, "none"],
    queryFn: () => apiGet<Setup>(api?.progress ?? ""),
    enabled: api !== null,
  });
}

/** What the brand step's preview draws: the site as its pages receive it and a car card (a sample
 * until the site lists a car). */
export function useSetupPreview(api: SetupApi) {
  return useQuery({
    queryKey: setupKeys.preview(api),
    queryFn: () => apiGet<SetupPreview>(`${api.progress}/preview`),
  });
}

/** A step's change; an answer that says where the setup stands refreshes it. */
export function useSetupChange<T, V>(api: SetupApi, send: (variables: V) => [string, string, unknown?], onDone?: (answer: T) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => {
      const [method, path, body] = send(variables);
      return sendJson<T>(method, `${api.base}${path}`, body, api.csrf);
    },
    onSuccess: (answer: T) => {
      if (answer && typeof answer === "object" && "next_step" in answer) client.setQueryData(setupKeys.progress(api), answer);
      onDone?.(answer);
    },
  });
}

/** A postcode's state, position and the state's coming public holidays (a complete postcode only). */
export function usePlace(api: SetupApi, postcode: string) {
  return useQuery({
    queryKey: setupKeys.place(api, postcode),
    queryFn: () => apiGet<Place>(`${api.base}/places/${postcode}`),
    enabled: /^[0-9]{4}$/.test(postcode),
    staleTime: Infinity,
  });
}

/** A test lead's deliveries, read again each second while any is still waiting for the outbox. */
export function useTestLead(api: SetupApi, sent: SetupTestLead | null) {
  return useQuery({
    queryKey: setupKeys.testLead(api, sent?.lead_id ?? 0),
    queryFn: () => apiGet<SetupTestLead>(`${api.base}/test-leads/${sent?.lead_id ?? 0}`),
    enabled: sent !== null,
    initialData: sent ?? undefined,
    // Until each delivery is settled: one a worker has claimed is "sending", neither pending nor done.
    refetchInterval: (query) => (query.state.data?.deliveries.some((d) => !SETTLED.has(d.status)) ? 1000 : false),
  });
}
