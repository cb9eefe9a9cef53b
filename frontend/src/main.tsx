import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, makeQueryClient } from "./app/App";
import { createRouter } from "./app/router";
import "./index.css";
import { seedFirstScreen, type FirstScreen } from "./app/first-screen";
import { loadSite, readInlineState } from "./lib/site";
import { applyTheme } from "./themes/theme";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
const root = createRoot(container);

const state = readInlineState();
loadSite(state).then(
  (site) => {
    applyTheme(site.theme, site.template);
    if (!document.title) document.title = site.name; // the dev server's page has no server-made title
    const queryClient = makeQueryClient();
    seedFirstScreen(queryClient, state.first as FirstScreen | undefined);
    root.render(
      <StrictMode>
        <App site={site} router={createRouter()} queryClient={queryClient} />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error("Could not load the site's configuration", error);
    root.render(
      <main style={{ fontFamily: "system-ui, sans-serif", padding: "2rem" }}>
        <h1>This site is unavailable</h1>
        <p>Please try again in a few minutes.</p>
      </main>,
    );
  },
);
