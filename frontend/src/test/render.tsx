/** Renders UI as the app does: inside the site, TanStack Query and a router. */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { RouterProvider, createMemoryRouter, type RouteObject } from "react-router";
import type { SitePublic } from "../lib/api";
import { SiteProvider } from "../lib/site";
import { makeSite } from "./fixtures";

export function renderWithSite(
  ui: ReactNode,
  { site = makeSite(), path = "/", routes }: { site?: SitePublic; path?: string; routes?: RouteObject[] } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes ?? [{ path: "*", element: ui }], { initialEntries: [path] });
  return {
    router,
    ...render(
      <SiteProvider site={site}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </SiteProvider>,
    ),
  };
}
