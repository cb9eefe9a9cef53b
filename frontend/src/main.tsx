import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, makeQueryClient } from "./app/App";
import { loadPage } from "./app/router";
import "./index.css";
import { seedFirstScreen, type FirstScreen } from "./app/first-screen";
import { pageDealershipScope } from "./app/page-scope";
import { loadSite, readInlineState } from "./lib/site";
import { applyTheme } from "./themes/theme";
import { setVisitSeed } from "./lib/visit-seed";
import { setPageMadeAt } from "./lib/page-clock";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
// The server rendered the first screen's markup (backend pages/server_render.py): hydrate it.
const serverRendered = container.firstElementChild !== null;

const state = readInlineState();
setVisitSeed(state.seed);
setPageMadeAt(state.made_at);
loadSite(state).then(
  async (site) => {
    // The server put the same theme on <html> (entry-server.tsx); setting it again would make the
    // browser restyle the whole page during hydration.
    if (!serverRendered) applyTheme(site.theme, site.template);
    if (!document.title) document.title = site.name; // the dev server's page has no server-made title
    const queryClient = makeQueryClient();
    const first = state.first as FirstScreen | undefined;
    seedFirstScreen(queryClient, first);
    // The page's code first, so the first render draws the page itself: the markup's, when the
    // server rendered it, presented by the same dealership (app/page-scope.ts).
    const page = await loadPage(window.location);
    const app = (dealershipId: number | null) => (
      <StrictMode>
        <App site={site} queryClient={queryClient} dealershipId={dealershipId} />
      </StrictMode>
    );
    if (!serverRendered) {
      createRoot(container).render(app(null)); // the page sets its scope as it mounts
      return;
    }
    // React hydrates the shell, then each Suspense boundary on its own; as a transition it
    // yields to input every few milliseconds, and an event on a part not hydrated yet hydrates
    // that part first.
    startTransition(() => {
      hydrateRoot(container, app(pageDealershipScope(page, site, first)), {
        onRecoverableError: (error, info) => console.error("hydration:", error, info.componentStack),
      });
    });
    // React listens on the root from here: after-paint.ts gives it the clicks it held.
    document.dispatchEvent(new Event("forecourt:app-started"));
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
