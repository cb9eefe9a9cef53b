/**
 * The console pages' queries and changes (TanStack Query), with one query-key factory under
 * ["console"]: a change refreshes what it touched, and a lead's change everything (its counts,
 * lists and dashboard). Each change carries the signed-in user's CSRF token (`me`).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { ApiError, type QueryParams } from "../../../lib/api";
import {
  consoleGet,
  consoleSend,
  ME_KEY,
  type AdFeed,
  type Alerts,
  type Assignee,
  type LeadHandling,
  type Reply,
  type ReplyTemplate,
  type AuditPage,
  type Billing,
  type Business,
  type BusinessRow,
  type CarPhotos,
  type CarSpecifications,
  type ConsoleMe,
  type CustomerDetail,
  type CustomerPage,
  type Dashboard,
  type Destinations,
  type Domain,
  type DomainCheck,
  type FeedSource,
  type ImportReport,
  type LeadDetail,
  type LocationsList,
  type OfferRow,
  type OffersList,
  type PageDetail,
  type PagesList,
  type Presentation,
  type ReviewRow,
  type ReviewsPage,
  type Settings,
  type PriceChange,
  type PriceChangeIn,
  type StockIds,
  type StockPage,
  type StockRow,
  type TestLead,
  type UserOut,
} from "./console";

export type TotpSetup = { secret: string; uri: string };
export type Security = { totp_required: boolean };

export const consoleKeys = {
  all: ["console"] as const,
  me: () => ME_KEY,
  leadLists: () => [...consoleKeys.all, "leads"] as const,
  leads: (query: QueryParams) => [...consoleKeys.leadLists(), query] as const,
  inbox: () => [...consoleKeys.all, "inbox"] as const,
  leadDetails: () => [...consoleKeys.all, "lead"] as const,
  lead: (id: string | undefined) => [...consoleKeys.leadDetails(), id] as const,
  assignees: (id: number) => [...consoleKeys.leadDetails(), id, "assignees"] as const,
  replyTemplates: (id: number) => [...consoleKeys.leadDetails(), id, "reply-templates"] as const,
  customerLists: () => [...consoleKeys.all, "customers"] as const,
  customers: (query: QueryParams) => [...consoleKeys.customerLists(), query] as const,
  customer: (id: string | undefined) => [...consoleKeys.all, "customer", id] as const,
  leadHandling: () => [...consoleKeys.all, "lead-handling"] as const,
  alerts: () => [...consoleKeys.all, "alerts"] as const,
  stock: () => [...consoleKeys.all, "stock"] as const,
  stockPage: (query: QueryParams) => [...consoleKeys.stock(), query] as const,
  business: () => [...consoleKeys.all, "business"] as const,
  specifications: (carId: number) => [...consoleKeys.stock(), "specifications", carId] as const,
  photos: (carId: number) => [...consoleKeys.stock(), "photos", carId] as const,
  feeds: () => [...consoleKeys.all, "feeds"] as const,
  feedSources: () => [...consoleKeys.all, "feed-sources"] as const,
  users: () => [...consoleKeys.all, "users"] as const,
  dashboard: (days: number) => [...consoleKeys.all, "dashboard", days] as const,
  audit: (query?: QueryParams) => [...consoleKeys.all, "audit", query ?? {}] as const,
  security: () => [...consoleKeys.all, "security"] as const,
  settings: () => [...consoleKeys.all, "settings"] as const,
  billing: () => [...consoleKeys.all, "billing"] as const,
  domains: () => [...consoleKeys.all, "domains"] as const,
  leadDestinations: () => [...consoleKeys.all, "lead-destinations"] as const,
  pages: () => [...consoleKeys.all, "pages"] as const,
  page: (id: string | undefined) => [...consoleKeys.pages(), id] as const,
  pagePreview: (markdown: string) => [...consoleKeys.all, "page-preview", markdown] as const,
  offers: () => [...consoleKeys.all, "offers"] as const,
  locations: () => [...consoleKeys.all, "locations"] as const,
  reviews: () => [...consoleKeys.all, "reviews"] as const,
  reviewsPage: (query: QueryParams) => [...consoleKeys.reviews(), query] as const,
  presentation: () => [...consoleKeys.all, "presentation"] as const,
};

/** A change to a path of the console's API: {method, path, body}. */
export type Change = { method: string; path: string; body?: unknown };

// --- the signed-in user

/** Signed in (a password, a hand-off link): the console asks again who is there. */
export function useRefreshMe() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: consoleKeys.me() }), [client]);
}

export function useSignOut(me: ConsoleMe) {
  const client = useQueryClient();
  return async () => {
    await consoleSend("POST", "/auth/sign-out", undefined, me.csrf_token);
    client.setQueryData(consoleKeys.me(), null);
  };
}

// --- leads

export function useLead(id: string | undefined) {
  return useQuery({ queryKey: consoleKeys.lead(id), queryFn: () => consoleGet<LeadDetail>(`/leads/${id}`) });
}

// --- customers (the people behind the leads)

export function useCustomers(query: QueryParams) {
  return useQuery({ queryKey: consoleKeys.customers(query), queryFn: () => consoleGet<CustomerPage>("/customers", query), placeholderData: keepPreviousData, staleTime: 0 });
}

export function useCustomer(id: string | undefined) {
  return useQuery({ queryKey: consoleKeys.customer(id), queryFn: () => consoleGet<CustomerDetail>(`/customers/${id}`), staleTime: 0 });
}

/** A note, a status, an assignee, a delivery's retry: the lead's counts and lists change too. */
export function useChangeLead(me: ConsoleMe) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ method, path, body }: Change) => consoleSend(method, path, body, me.csrf_token),
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}

/** Who the lead may be assigned to: everyone whose role reaches it. */
export function useAssignees(leadId: number, enabled: boolean) {
  return useQuery({ queryKey: consoleKeys.assignees(leadId), queryFn: () => consoleGet<Assignee[]>(`/leads/${leadId}/assignees`), enabled });
}

/** The reply templates, filled in by the server with the shopper, the car and the user. */
export function useReplyTemplates(leadId: number, enabled: boolean) {
  return useQuery({ queryKey: consoleKeys.replyTemplates(leadId), queryFn: () => consoleGet<ReplyTemplate[]>(`/leads/${leadId}/reply-templates`), enabled });
}

export type ReplyDraft = { channel: "email" | "sms"; subject?: string; text: string };

/** A reply sent to the shopper: the lead (its timeline, status, first contact) and lists change. */
export function useSendReply(me: ConsoleMe, leadId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: ReplyDraft) => consoleSend<Reply>("POST", `/leads/${leadId}/replies`, draft, me.csrf_token),
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}

export function useLeadHandling() {
  return useQuery({ queryKey: consoleKeys.leadHandling(), queryFn: () => consoleGet<LeadHandling[]>("/lead-handling") });
}

export function useSaveLeadHandling(me: ConsoleMe, dealershipId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { round_robin: boolean; response_minutes: number }) => consoleSend<LeadHandling>("PUT", `/lead-handling/${dealershipId}`, body, me.csrf_token),
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.leadHandling() }),
  });
}

/** The mobile the signed-in user's lead alerts are texted to. */
export function useMyAlerts(me: ConsoleMe) {
  const client = useQueryClient();
  const alerts = useQuery({ queryKey: consoleKeys.alerts(), queryFn: () => consoleGet<Alerts>("/me/alerts") });
  const save = useMutation({
    mutationFn: (mobile: string | null) => consoleSend<Alerts>("PUT", "/me/alerts", { mobile }, me.csrf_token),
    onSuccess: (next) => client.setQueryData(consoleKeys.alerts(), next),
  });
  return { alerts, save };
}

// --- stock and feeds

export function useStockPage(query: QueryParams) {
  return useQuery({ queryKey: consoleKeys.stockPage(query), queryFn: () => consoleGet<StockPage>("/stock", query), placeholderData: keepPreviousData });
}

export function useSaveCar(me: ConsoleMe, carId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => consoleSend<StockRow>("PATCH", `/stock/${carId}`, body, me.csrf_token),
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.stock() }),
  });
}

export function useBusiness() {
  return useQuery({ queryKey: consoleKeys.business(), queryFn: () => consoleGet<Business>("/settings/business") });
}

/** A dealership's business details saved: the site's header and footer show them at once. */
export function saveBusiness(me: ConsoleMe, dealershipId: number, body: Record<string, unknown>) {
  return consoleSend<BusinessRow>("PUT", `/settings/business/${dealershipId}`, body, me.csrf_token);
}

export function useCarSpecifications(carId: number) {
  return useQuery({ queryKey: consoleKeys.specifications(carId), queryFn: () => consoleGet<CarSpecifications>(`/stock/${carId}/specifications`) });
}

/** The car's specifications and features replaced; the stock (and this car's form) refreshed. */
export function saveCarSpecifications(me: ConsoleMe, carId: number, body: Record<string, unknown>) {
  return consoleSend<CarSpecifications>("PUT", `/stock/${carId}/specifications`, body, me.csrf_token);
}

/** Every car the stock table's filters match (their ids when one price change can take them). */
export function fetchStockIds(query: QueryParams) {
  return consoleGet<StockIds>("/stock-ids", query);
}

/** A bulk price change: previewed (`dry_run`), then applied; an applied one refreshes the stock. */
export function usePriceChange(me: ConsoleMe) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PriceChangeIn) => consoleSend<PriceChange[]>("POST", "/stock-price-changes", body, me.csrf_token),
    onSuccess: (_, body) => {
      if (!body.dry_run) void client.invalidateQueries({ queryKey: consoleKeys.stock() });
    },
  });
}

export type StockImport = { dealershipId: number; file: File | null; full: boolean; dryRun: boolean; confirmSold?: number };

/** A stock file checked (dry run) or imported; an import refreshes the stock. */
export function useImportStock(me: ConsoleMe, onReport: (report: ImportReport) => void) {
  const client = useQueryClient();
  return useMutation({
    // A whole-stock feed (cars missing from it are marked sold) has its own endpoint and
    // permission; a real run marking more than 20 sold carries the number the user confirmed.
    mutationFn: async ({ dealershipId, file, full, dryRun, confirmSold }: StockImport) => {
      if (!file) throw new Error("Choose a CSV or JSON file first.");
      const format = file.name.toLowerCase().endsWith(".json") ? "json" : "csv";
      const body = { dealership_id: dealershipId, format, content: await file.text(), dry_run: dryRun };
      if (!full) return consoleSend<ImportReport>("POST", "/imports/stock", body, me.csrf_token);
      return consoleSend<ImportReport>("POST", "/imports/whole-stock", { ...body, confirm_marked_sold: confirmSold ?? null }, me.csrf_token);
    },
    onSuccess: (answer) => {
      onReport(answer);
      if (!answer.dry_run) void client.invalidateQueries({ queryKey: consoleKeys.stock() });
    },
  });
}

/** The worker takes a photo within a second or two of its upload: `pollMs` asks again meanwhile. */
export function useCarPhotos(me: ConsoleMe, carId: number, pollMs: number) {
  const client = useQueryClient();
  const key = consoleKeys.photos(carId);
  const path = `/stock/${carId}/photos`;
  const photos = useQuery({
    queryKey: key,
    queryFn: () => consoleGet<CarPhotos>(path),
    refetchInterval: (query) => (query.state.data?.uploads.some((u) => u.status !== "failed") ? pollMs : false),
  });
  const done = (next?: CarPhotos | null) => (next ? client.setQueryData(key, next) : client.invalidateQueries({ queryKey: key }));
  const upload = useMutation({
    mutationFn: async (files: File[]) => {
      for (const file of files) await consoleSend(`POST`, `${path}?name=${encodeURIComponent(file.name)}`, file, me.csrf_token);
    },
    onSettled: () => done(),
  });
  // The whole order in one request, naming the version of the list it was made from; a stale
  // one is refused (409) and the list is loaded again, so the screen shows the order as it is.
  const order = useMutation({
    mutationFn: ({ ids, version }: { ids: number[]; version: number }) =>
      consoleSend<CarPhotos>("PUT", `/stock/${carId}/photo-order`, { photo_ids: ids, version }, me.csrf_token),
    onSuccess: done,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void client.invalidateQueries({ queryKey: key });
    },
  });
  const removeSeveral = useMutation({
    mutationFn: (ids: number[]) => consoleSend<CarPhotos>("POST", `/stock/${carId}/photo-deletions`, { photo_ids: ids }, me.csrf_token),
    onSuccess: done,
  });
  // a photo deleted, or an upload cancelled (or its failure dismissed)
  const remove = useMutation({
    mutationFn: (target: { photo: number } | { upload: number }) =>
      consoleSend("DELETE", "photo" in target ? `${path}/${target.photo}` : `/stock/${carId}/photo-uploads/${target.upload}`, undefined, me.csrf_token),
    onSuccess: () => done(),
  });
  return { photos, upload, order, remove, removeSeveral };
}

export function useAdFeeds() {
  return useQuery({ queryKey: consoleKeys.feeds(), queryFn: () => consoleGet<AdFeed[]>("/feeds") });
}

/** The feed sources, asked again every `pollMs` while one is due to be fetched. */
export function useFeedSources(isDue: (feed: FeedSource) => boolean, pollMs: number) {
  return useQuery({
    queryKey: consoleKeys.feedSources(),
    queryFn: () => consoleGet<FeedSource[]>("/feed-sources"),
    refetchInterval: (query) => (query.state.data?.some(isDue) ? pollMs : false),
  });
}

/** A dealership's feed source: its schedule saved, fetched now, or stopped. */
export function useFeedSource(me: ConsoleMe, dealershipId: number) {
  const client = useQueryClient();
  const path = `/feed-sources/${dealershipId}`;
  const refresh = () => client.invalidateQueries({ queryKey: consoleKeys.feedSources() });
  const save = useMutation({ mutationFn: (body: Record<string, unknown>) => consoleSend<FeedSource>("PUT", path, body, me.csrf_token), onSuccess: refresh });
  const fetchNow = useMutation({ mutationFn: () => consoleSend<FeedSource>("POST", `${path}/fetch`, undefined, me.csrf_token), onSuccess: refresh });
  const stop = useMutation({ mutationFn: () => consoleSend("DELETE", path, undefined, me.csrf_token), onSuccess: refresh });
  return { save, fetchNow, stop };
}

// --- users, dashboard, audit, security

export function useUsers() {
  return useQuery({ queryKey: consoleKeys.users(), queryFn: () => consoleGet<UserOut[]>("/users") });
}

export function useInviteUser(me: ConsoleMe, onInvited: (user: UserOut) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => consoleSend<UserOut>("POST", "/users", body, me.csrf_token),
    onSuccess: (user) => {
      onInvited(user);
      return client.invalidateQueries({ queryKey: consoleKeys.users() });
    },
  });
}

export function useDashboard(days: number) {
  return useQuery({ queryKey: consoleKeys.dashboard(days), queryFn: () => consoleGet<Dashboard>("/dashboard", { days }) });
}

/** A page of the site-wide log, filtered by user, subject and days (the address holds them). */
export function useAuditLog(query: QueryParams = {}) {
  return useQuery({ queryKey: consoleKeys.audit(query), queryFn: () => consoleGet<AuditPage>("/audit", query), placeholderData: keepPreviousData });
}

/** Two-step sign-in for the user: the secret to scan, then a code that turns it on. */
export function useTotpSetup(me: ConsoleMe, onStarted: (setup: TotpSetup) => void) {
  const client = useQueryClient();
  const start = useMutation({ mutationFn: () => consoleSend<TotpSetup>("POST", "/auth/totp/setup", undefined, me.csrf_token), onSuccess: onStarted });
  const enable = useMutation({
    mutationFn: ({ secret, code }: { secret: string | undefined; code: string }) => consoleSend("POST", "/auth/totp/enable", { secret, code }, me.csrf_token),
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.me() }),
  });
  return { start, enable };
}

export function useSiteSecurity() {
  return useQuery({ queryKey: consoleKeys.security(), queryFn: () => consoleGet<Security>("/security") });
}

export function useRequireTotp(me: ConsoleMe) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) => consoleSend<Security>("PUT", "/security", { totp_required: required }, me.csrf_token),
    onSuccess: (next) => client.setQueryData(consoleKeys.security(), next),
  });
}

// --- settings

export function useSettings() {
  return useQuery({ queryKey: consoleKeys.settings(), queryFn: () => consoleGet<Settings>("/settings") });
}

/** A whole settings document (the configuration, the theme) sent to `path`: the saved settings
 * replace the cached ones. */
export function useSaveSettings(me: ConsoleMe, path: string) {
  const client = useQueryClient();
  return {
    send: (draft: unknown) => consoleSend<Settings>("PUT", path, draft, me.csrf_token),
    onSaved: (next: Settings) => client.setQueryData(consoleKeys.settings(), next),
  };
}

export function useFinanceProvider(me: ConsoleMe) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (provider: string) => consoleSend<Settings>("PUT", "/settings/finance-provider", { finance_provider: provider || null }, me.csrf_token),
    onSuccess: (next) => client.setQueryData(consoleKeys.settings(), next),
  });
}

export function useBilling() {
  return useQuery({ queryKey: consoleKeys.billing(), queryFn: () => consoleGet<Billing>("/billing") });
}

export function useSaveBilling(me: ConsoleMe) {
  const client = useQueryClient();
  return {
    send: (next: unknown) => consoleSend<Billing>("PUT", "/billing", next, me.csrf_token),
    onSaved: (saved: Billing) => client.setQueryData(consoleKeys.billing(), saved),
  };
}

export function useDomains(me: ConsoleMe) {
  const client = useQueryClient();
  const domains = useQuery({ queryKey: consoleKeys.domains(), queryFn: () => consoleGet<Domain[]>("/domains") });
  const refresh = () => client.invalidateQueries({ queryKey: consoleKeys.domains() });
  const add = useMutation({ mutationFn: (host: string) => consoleSend<Domain>("POST", "/domains", { host }, me.csrf_token), onSuccess: refresh });
  const change = useMutation({
    mutationFn: ({ id, remove }: { id: number; remove: boolean }) =>
      remove ? consoleSend("DELETE", `/domains/${id}`, undefined, me.csrf_token) : consoleSend("PATCH", `/domains/${id}`, { primary: true }, me.csrf_token),
    onSuccess: refresh,
  });
  // The DNS check answers with the domain as it now stands and what its DNS still lacks.
  const check = useMutation({
    mutationFn: (id: number) => consoleSend<DomainCheck>("POST", `/domains/${id}/check`, undefined, me.csrf_token),
    onSuccess: refresh,
  });
  return { domains, add, change, check };
}

export function useLeadDestinations() {
  return useQuery({ queryKey: consoleKeys.leadDestinations(), queryFn: () => consoleGet<Destinations[]>("/lead-destinations") });
}

/** A dealership's lead destinations saved, and a test lead sent to them. */
export function useDealershipDestinations(me: ConsoleMe, dealershipId: number) {
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (body: unknown) => consoleSend<Destinations>("PUT", `/lead-destinations/${dealershipId}`, body, me.csrf_token),
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.leadDestinations() }),
  });
  const test = useMutation({ mutationFn: () => consoleSend<TestLead>("POST", `/test-leads/${dealershipId}`, undefined, me.csrf_token) });
  return { save, test };
}

// --- content

export function usePages() {
  return useQuery({ queryKey: consoleKeys.pages(), queryFn: () => consoleGet<PagesList>("/pages") });
}

export function usePage(id: string | undefined) {
  return useQuery({ queryKey: consoleKeys.page(id), queryFn: () => consoleGet<PageDetail>(`/pages/${id}`) });
}

/** A page created (no `id`) or saved (`send`, then `refresh` the list), or deleted: the list is
 * refreshed, then `onDeleted`. */
export function useSavePage(me: ConsoleMe, id: number | undefined, onDeleted: () => unknown) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: consoleKeys.pages() });
  const send = (body: unknown) => consoleSend<PageDetail>(id ? "PUT" : "POST", id ? `/pages/${id}` : "/pages", body, me.csrf_token);
  const remove = useMutation({
    mutationFn: () => consoleSend("DELETE", `/pages/${id}`, undefined, me.csrf_token),
    onSuccess: () => refresh().then(onDeleted),
  });
  return { send, refresh, remove };
}

/** The page's markdown as the site will show it (asked once per text). */
export function usePagePreview(me: ConsoleMe, markdown: string) {
  return useQuery({
    queryKey: consoleKeys.pagePreview(markdown),
    queryFn: () => consoleSend<{ html: string }>("POST", "/page-preview", { markdown }, me.csrf_token),
    placeholderData: (previous) => previous,
    staleTime: Infinity,
  });
}

export function useOffers() {
  return useQuery({ queryKey: consoleKeys.offers(), queryFn: () => consoleGet<OffersList>("/offers") });
}

/** An offer's change (its save, publish, delete ...): the list is asked again. */
export function useChangeOffer(me: ConsoleMe) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: consoleKeys.offers() });
  const act = useMutation({
    mutationFn: ({ method, path, body }: Change) => consoleSend(method, path, body, me.csrf_token),
    onSuccess: refresh,
  });
  return { act, refresh };
}

/** An offer's image: a file uploaded (one multipart field, `image`) or the image removed; the
 * answer is the offer as saved, and the list is asked again. */
export function useOfferImage(me: ConsoleMe, offerId: number, onDone: (row: OfferRow) => void) {
  const client = useQueryClient();
  const path = `/offers/${offerId}/image`;
  return useMutation({
    mutationFn: (file: File | null) => {
      if (!file) return consoleSend<OfferRow>("DELETE", path, undefined, me.csrf_token);
      const form = new FormData();
      form.append("image", file);
      return consoleSend<OfferRow>("POST", path, form, me.csrf_token);
    },
    onSuccess: (row) => {
      onDone(row);
      void client.invalidateQueries({ queryKey: consoleKeys.offers() });
    },
  });
}

export function useLocations() {
  return useQuery({ queryKey: consoleKeys.locations(), queryFn: () => consoleGet<LocationsList>("/locations") });
}

export function useRefreshLocations() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: consoleKeys.locations() });
}

export function useReviews(query: QueryParams) {
  return useQuery({ queryKey: consoleKeys.reviewsPage(query), queryFn: () => consoleGet<ReviewsPage>("/reviews", query) });
}

export function useModerateReview(me: ConsoleMe, reviewId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { hidden?: boolean; reply?: string }) => consoleSend<ReviewRow>("PATCH", `/reviews/${reviewId}`, body, me.csrf_token),
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.reviews() }),
  });
}

export function usePresentation() {
  return useQuery({ queryKey: consoleKeys.presentation(), queryFn: () => consoleGet<Presentation>("/presentation") });
}

/** A dealership's presentation saved or reset to the site's: the answer replaces the cached one. */
export function useSavePresentation(me: ConsoleMe) {
  const client = useQueryClient();
  const saved = (next: Presentation) => client.setQueryData(consoleKeys.presentation(), next);
  const reset = useMutation({
    mutationFn: (id: number) => consoleSend<Presentation>("PUT", `/dealership-overrides/${id}`, {}, me.csrf_token),
    onSuccess: saved,
  });
  return { saved, reset };
}
