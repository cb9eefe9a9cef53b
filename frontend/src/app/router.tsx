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
      { path: "*", lazy: () => import("./routes/not-found") },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
