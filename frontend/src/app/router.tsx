/** The app's routes. Each page is its own chunk (lazy), so a page ships only its own code. */
import { createBrowserRouter, type RouteObject } from "react-router";
import { LayoutFallback, RootLayout, RouteError } from "./layout/RootLayout";

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: LayoutFallback,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: () => import("./routes/home") },
      { path: "cars/:slug", lazy: () => import("./routes/car") },
      { path: "search/*", lazy: () => import("./routes/search") },
      { path: "brands", lazy: () => import("./routes/brands") },
      { path: ":brandSlug/overview", lazy: () => import("./routes/brand-overview") },
      { path: "dealerships", lazy: () => import("./routes/dealerships") },
      { path: "*", lazy: () => import("./routes/not-found") },
    ],
  },
  // The printable vehicle page stands alone: no header, footer or menus on paper.
  { path: "print", lazy: () => import("./routes/print"), ErrorBoundary: RouteError },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
