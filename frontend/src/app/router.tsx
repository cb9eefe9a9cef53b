/** The app's routes. Each page is its own chunk, loaded when first shown, so a page ships only its
 * own code. React Router's declarative routes: its data router (loaders, actions, fetchers), which
 * the app does not use, is 15 KB more of every page's first-screen script.
 *
 * The paths come from route-paths.json, which the build copies to dist/ so the backend answers 404
 * for any other path (no "soft 404" for search engines); router.test.ts keeps the two in step. */
import { matchRoutes, useRoutes, type RouteObject } from "react-router";
import type { ComponentType } from "react";
import { lazyNamed } from "../lib/lazy-named";
import type { DealershipScopeOf } from "./page-scope";
import { RootLayout, StandalonePage } from "./layout/RootLayout";
import paths from "./route-paths.json";

/** What a page's module exports: the page, and what is known of it before its render. */
export type PageModule = {
  Component: ComponentType;
  /** What is known of the page before its render; `preload` loads the code of its lazy parts. */
  handle?: { dealershipScope?: DealershipScopeOf; preload?: () => Promise<unknown> };
};
type PageHandle = { load: () => Promise<PageModule> };

function page(path: string, load: () => Promise<PageModule>, standalone = false): RouteObject {
  const Page = lazyNamed(load, "Component");
  const handle: PageHandle = { load: () => Page.preload() as Promise<PageModule> };
  const element = standalone ? <StandalonePage><Page /></StandalonePage> : <Page />;
  return { path, element, handle };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      page(paths.home, () => import("./routes/home")),
      page(paths.car, () => import("./routes/car")),
      page(paths.search, () => import("./routes/search")),
      page(paths.brands, () => import("./routes/brands")),
      page(paths.brandOverview, () => import("./routes/brand-overview")),
      page(paths.dealerships, () => import("./routes/dealerships")),
      page(paths.success, () => import("./routes/success")),
      page(paths.contact, () => import("./routes/contact")),
      page(paths.testDrive, () => import("./routes/test-drive")),
      page(paths.service, () => import("./routes/service")),
      page(paths.bookAService, () => import("./routes/service")),
      page(paths.tradeIn, () => import("./routes/trade-in")),
      page(paths.carTradeIn, () => import("./routes/trade-in")),
      ...[paths.sellYourCar, paths.sellMyCar].map((path) => page(path, () => import("./routes/sell-your-car"))),
      page(paths.parts, () => import("./routes/parts")),
      page(paths.partsSearch, () => import("./routes/parts-search")),
      page(paths.careers, () => import("./routes/careers")),
      page(paths.carCheckout, () => import("./routes/reserve")),
      page(paths.carBuyOnline, () => import("./routes/reserve")),
      page(paths.checkoutJourney, () => import("./routes/checkout-journey")),
      page(paths.compare, () => import("./routes/compare")),
      page(paths.spinToWin, () => import("./routes/spin-to-win")),
      page(paths.onlinePayment, () => import("./routes/online-payment")),
      page(paths.signIn, () => import("./routes/sign-in")),
      ...[paths.myGarage, paths.myMotorama, paths.myBigBoxCars, paths.myBlinkr, paths.myServco].map((path) => page(path, () => import("./routes/my-garage"))),
      ...[paths.finance, paths.financeEnquiry, paths.applyForFinance, paths.financePreApproval, paths.personalisedFinance, paths.financeAndInsurance].map((path) => page(path, () => import("./routes/finance"))),
      page(paths.financeApplication, () => import("./routes/finance-application")),
      page(paths.alertsUnsubscribe, () => import("./routes/alerts-unsubscribe")),
      ...[paths.contactUsLocation, paths.ourLocation, paths.locationPage].map((path) => page(path, () => import("./routes/location"))),
      page(paths.dealerLocator, () => import("./routes/dealer-locator")),
      page(paths.specialOffers, () => import("./routes/special-offers")),
      ...[paths.offerOfMake, paths.offer].map((path) => page(path, () => import("./routes/offer"))),
      page(paths.models, () => import("./routes/models")),
      page(paths.modelOrderNow, () => import("./routes/model-order-now")),
      page(paths.model, () => import("./routes/model")),
      page("*", () => import("./routes/not-found")),
    ],
  },
  // The dealer console has its own frame (and chunk): the shopper's header and footer stay out.
  page(paths.console, () => import("./routes/console"), true),
  // The printable vehicle page stands alone: no header, footer or menus on paper.
  page(paths.print, () => import("./routes/print"), true),
];

/** The page for the URL in view. */
export function AppRoutes() {
  return useRoutes(routes);
}

/** The module of the page at `url` and its lazy parts, loaded, with its parameters: the server
 * renders and the browser hydrates a page whose code is all there (a part still waiting for its
 * code could not take a click), presented as its module says (app/page-scope.ts). */
export async function loadPage(url: { pathname: string }) {
  const matches = matchRoutes(routes, url) ?? [];
  return Promise.all(
    matches.map(async ({ params, route }) => {
      const load = (route.handle as PageHandle | undefined)?.load;
      const handle = load ? (await load()).handle : undefined;
      await handle?.preload?.();
      loadedHandles.set(route, handle);
      return { params, route: { handle } };
    }),
  );
}

export type LoadedPage = Awaited<ReturnType<typeof loadPage>>;
// Each route whose module and lazy parts `loadPage` has loaded, with its module's handle.
const loadedHandles = new Map<RouteObject, PageModule["handle"]>();

/** `loadPage`'s answer at once when the page's code is all loaded already (every page after its
 * first, on the server), or null: the server's render then needs no promise to settle. */
export function loadedPage(url: { pathname: string }): LoadedPage | null {
  const matches = matchRoutes(routes, url) ?? [];
  if (!matches.every(({ route }) => loadedHandles.has(route))) return null;
  return matches.map(({ params, route }) => ({ params, route: { handle: loadedHandles.get(route) } }));
}
