/** The app's routes. Each page is its own chunk (lazy), so a page ships only its own code.
 *
 * The paths come from route-paths.json, which the build copies to dist/ so the backend answers 404
 * for any other path (no "soft 404" for search engines); router.test.ts keeps the two in step. */
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { LayoutFallback, RootLayout, RouteError } from "./layout/RootLayout";
import paths from "./route-paths.json";

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: LayoutFallback,
    ErrorBoundary: RouteError,
    children: [
      { path: paths.home, lazy: () => import("./routes/home") },
      { path: paths.car, lazy: () => import("./routes/car") },
      { path: paths.search, lazy: () => import("./routes/search") },
      { path: paths.brands, lazy: () => import("./routes/brands") },
      { path: paths.brandOverview, lazy: () => import("./routes/brand-overview") },
      { path: paths.dealerships, lazy: () => import("./routes/dealerships") },
      { path: paths.success, lazy: () => import("./routes/success") },
      { path: paths.contact, lazy: () => import("./routes/contact") },
      { path: paths.testDrive, lazy: () => import("./routes/test-drive") },
      { path: paths.service, lazy: () => import("./routes/service") },
      { path: paths.bookAService, lazy: () => import("./routes/service") },
      { path: paths.tradeIn, lazy: () => import("./routes/trade-in") },
      { path: paths.carTradeIn, lazy: () => import("./routes/trade-in") },
      { path: paths.sellYourCar, lazy: () => import("./routes/sell-your-car") },
      { path: paths.parts, lazy: () => import("./routes/parts") },
      { path: paths.careers, lazy: () => import("./routes/careers") },
      { path: paths.carCheckout, lazy: () => import("./routes/reserve") },
      { path: paths.carBuyOnline, lazy: () => import("./routes/reserve") },
      { path: paths.checkoutJourney, lazy: () => import("./routes/checkout-journey") },
      { path: paths.compare, lazy: () => import("./routes/compare") },
      { path: paths.signIn, lazy: () => import("./routes/sign-in") },
      ...[paths.myGarage, paths.myMotorama, paths.myBigBoxCars, paths.myBlinkr, paths.myServco].map((path) => ({
        path,
        lazy: () => import("./routes/my-garage"),
      })),
      ...[paths.finance, paths.financeEnquiry, paths.applyForFinance, paths.financePreApproval, paths.personalisedFinance, paths.financeAndInsurance].map((path) => ({
        path,
        lazy: () => import("./routes/finance"),
      })),
      { path: paths.financeApplication, lazy: () => import("./routes/finance-application") },
      { path: paths.alertsUnsubscribe, lazy: () => import("./routes/alerts-unsubscribe") },
      ...[paths.contactUsLocation, paths.ourLocation, paths.locationPage].map((path) => ({ path, lazy: () => import("./routes/location") })),
      { path: paths.dealerLocator, lazy: () => import("./routes/dealer-locator") },
      { path: paths.specialOffers, lazy: () => import("./routes/special-offers") },
      ...[paths.offerOfMake, paths.offer].map((path) => ({ path, lazy: () => import("./routes/offer") })),
      { path: paths.models, lazy: () => import("./routes/models") },
      { path: paths.modelOrderNow, lazy: () => import("./routes/model-order-now") },
      { path: paths.model, lazy: () => import("./routes/model") },
      { path: "*", lazy: () => import("./routes/not-found") },
    ],
  },
  // The dealer console has its own frame (and chunk): the shopper's header and footer stay out.
  { path: paths.console, lazy: () => import("./routes/console"), ErrorBoundary: RouteError },
  // The printable vehicle page stands alone: no header, footer or menus on paper.
  { path: paths.print, lazy: () => import("./routes/print"), ErrorBoundary: RouteError },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

/**
 * The router for a page whose markup the server rendered, as React Router's own server rendering
 * does it: the page's route modules are loaded first, so the router starts initialized and its
 * first render is the server's (not the fallback), and, being hydrated, it does not scroll a
 * shopper who already scrolled the markup back to the top.
 */
export async function createHydratingRouter(): Promise<ReturnType<typeof createRouter>> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, { hydrationData: {} });
}
