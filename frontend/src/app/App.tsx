import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { BrowserRouter } from "react-router";
import type { SitePublic } from "../lib/api";
import { SiteProvider } from "../lib/site";
import { AppRoutes } from "./router";

export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // Stock changes through the day, not by the second; a shopper moving between pages reuses answers.
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

type Props = {
  site: SitePublic;
  queryClient: QueryClient;
  dealershipId?: number | null; // the dealership presenting the first page (app/page-scope.ts)
};

/** The providers every page has, around its router: the browser's, or the server's static one. */
export function AppProviders({ site, queryClient, dealershipId, children }: Props & { children: ReactNode }) {
  return (
    <SiteProvider site={site} dealershipId={dealershipId}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </SiteProvider>
  );
}

/** The app in the browser: the providers, the router and the page. */
export function App({ site, queryClient, dealershipId }: Props) {
  return (
    <AppProviders site={site} queryClient={queryClient} dealershipId={dealershipId}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
