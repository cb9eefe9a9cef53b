import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { RouterProvider } from "react-router";
import type { SitePublic } from "../lib/api";
import { SiteProvider } from "../lib/site";
import { createRouter } from "./router";

export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // Stock changes through the day, not by the second; a shopper moving between pages reuses answers.
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

export function App({ site }: { site: SitePublic }) {
  const [queryClient] = useState(makeQueryClient);
  const [router] = useState(createRouter);
  return (
    <SiteProvider site={site}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SiteProvider>
  );
}
