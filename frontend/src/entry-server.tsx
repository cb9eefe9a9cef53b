/**
 * The server's render of a page (issue 12: the first screen paints from the HTML, before any script
 * runs). The backend (web/server_render.py) evaluates this bundle in an embedded V8 and calls
 * `render` with the page's URL and the very state it inlines for the app; the browser then hydrates
 * the markup with the same components and state. What is personal (the shopper's session, their
 * saved cars) is not in that state, so the markup is the same for every shopper of the site and
 * is cached with the page.
 */
import "./ssr/web-globals";
import { renderToStringAsync } from "preact-render-to-string";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProviders, makeQueryClient } from "./app/App";
import { seedFirstScreen, type FirstScreen } from "./app/first-screen";
import { pageDealershipScope } from "./app/page-scope";
import { routes } from "./app/router";
import type { InlineState } from "./lib/site";
import { setServerOrigin } from "./lib/url";
import { setVisitSeed } from "./lib/visit-seed";
import { siteVariables } from "./themes/theme";

// One handler per process: each route's module is loaded on its first request, then kept.
const handler = createStaticHandler(routes);

export type ServerRender = {
  html: string; // #root's content
  status: number;
  htmlStyle: string; // <html>'s style attribute: the site's theme variables
  template: string;
};

export async function render(url: string, stateJson: string): Promise<string> {
  const state = JSON.parse(stateJson) as InlineState;
  const site = state.site;
  if (!site) throw new Error("render needs the site in the state");
  setServerOrigin(new URL(url).origin);
  setVisitSeed(state.seed ?? 0);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error("a route answered with a redirect");
  const queryClient = makeQueryClient();
  const first = state.first as FirstScreen | undefined;
  seedFirstScreen(queryClient, first);
  const router = createStaticRouter(handler.dataRoutes, context);
  const dealershipId = pageDealershipScope(context.matches, site, first);
  const html = await renderToStringAsync(
    <AppProviders site={site} queryClient={queryClient} dealershipId={dealershipId}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  queryClient.clear();
  const htmlStyle = Object.entries(siteVariables(site.theme, site.template))
    .map(([name, value]) => `${name}:${value}`)
    .join(";");
  const result: ServerRender = { html, status: context.statusCode, htmlStyle, template: site.template ?? "default" };
  return JSON.stringify(result);
}
