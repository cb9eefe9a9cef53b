import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, makeQueryClient } from "./app/App";
import { createRouter, routerReady } from "./app/router";
import "./index.css";
import { seedFirstScreen, type FirstScreen } from "./app/first-screen";
import { pageDealershipScope } from "./app/page-scope";
import { loadSite, readInlineState } from "./lib/site";
import { applyTheme } from "./themes/theme";
import { hydrateInSteps, nextTask } from "./lib/hydration";
import { setVisitSeed } from "./lib/visit-seed";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
// The server rendered the first screen's markup (backend web/server_render.py): hydrate it.
const serverRendered = container.firstElementChild !== null;

const state = readInlineState();
setVisitSeed(state.seed);
loadSite(state).then(
  async (site) => {
    // On a phone, evaluating the app's modules is a long task already: the router starts in the next.
    if (serverRendered) await nextTask();
    // The server put the same theme on <html> (entry-server.tsx); setting it again would make the
    // browser restyle the whole page during hydration.
    if (!serverRendered) applyTheme(site.theme, site.template);
    if (!document.title) document.title = site.name; // the dev server's page has no server-made title
    const queryClient = makeQueryClient();
    const first = state.first as FirstScreen | undefined;
    seedFirstScreen(queryClient, first);
    const router = createRouter();
    const app = (dealershipId: number | null) => (
      <StrictMode>
        <App site={site} router={router} queryClient={queryClient} dealershipId={dealershipId} />
      </StrictMode>
    );
    if (!serverRendered) {
      createRoot(container).render(app(null)); // the page sets its scope as it mounts
      return;
    }
    // The page's route module is preloaded; once the router has it, the first render is the markup's,
    // presented by the same dealership as the server's (app/page-scope.ts).
    // Clicks made before now were held by after-paint.ts, which makes them again on this event.
    void routerReady(router)
      .then(() => {
        const dealershipId = pageDealershipScope(router.state.matches, site, first);
        return hydrateInSteps(() => hydrateRoot(container, app(dealershipId)));
      })
      .then(() => document.dispatchEvent(new Event("forecourt:hydrated")));
  },
  (error: unknown) => {
    console.error("Could not load the site's configuration", error);
    createRoot(container).render(
      <main style={{ fontFamily: "system-ui, sans-serif", padding: "2rem" }}>
        <h1>This site is unavailable</h1>
        <p>Please try again in a few minutes.</p>
      </main>,
    );
  },
);
