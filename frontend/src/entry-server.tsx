/**
 * The server's render of a page: the first screen paints from the HTML, before any script runs.
 * The backend (pages/server_render.py) evaluates this bundle in an embedded V8 and calls `render` with
 * the page's URL and the very state it inlines for the app. The page's code is loaded first, so it
 * renders in one pass to a string; a part still loading or failing sends it through React's static
 * renderer (`prerender`), which waits for every lazy part. Either way the markup is whole, and the
 * browser hydrates it with the same components and state. What is personal (the shopper's
 * session, their saved cars) is not in that state, so the markup is the same for every shopper of
 * the site and is cached with the page.
 */
import "./ssr/web-globals";
import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server.edge";
import { prerender } from "react-dom/static.edge";
import { StaticRouter } from "react-router";
import { AppProviders, makeQueryClient } from "./app/App";
import { seedFirstScreen, type FirstScreen } from "./app/first-screen";
import { pageDealershipScope } from "./app/page-scope";
import { AppRoutes, loadedPage, loadPage, type LoadedPage } from "./app/router";
import type { InlineState } from "./lib/site";
import { setServerOrigin } from "./lib/url";
import { setVisitSeed } from "./lib/visit-seed";
import { setPageMadeAt } from "./lib/page-clock";
import { siteVariables } from "./themes/theme";

const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

/** The render's answer: this as JSON on the first line, #root's content after it (the markup kept
 * out of the JSON: escaped there and parsed back, it cost a third of a millisecond a page). */
export type ServerRender = {
  status: number;
  htmlStyle: string; // <html>'s style attribute: the site's theme variables
  template: string;
};

export async function render(url: string, stateJson: string): Promise<string> {
  const location = new URL(url);
  const page = await loadPage(location); // each page's module loads on its first request, then is kept
  const { tree, answer, queryClient } = pageTree(location, stateJson, page);
  try {
    return answer(renderedAtOnce(tree) ?? (await renderedWhole(tree)));
  } finally {
    queryClient.clear();
  }
}

/** `render`'s answer without a promise, when the page's code is all loaded and it renders in one
 * pass (every page after the first of its kind): the embedded V8 hands a promise's answer back
 * through a second event loop, about a millisecond of CPU a page. Null otherwise, and the
 * backend calls `render`. */
export function renderNow(url: string, stateJson: string): string | null {
  const location = new URL(url);
  const page = loadedPage(location);
  if (page === null) return null;
  const { tree, answer, queryClient } = pageTree(location, stateJson, page);
  try {
    const html = renderedAtOnce(tree);
    return html === null ? null : answer(html);
  } finally {
    queryClient.clear();
  }
}

type PageTree = { tree: ReactNode; answer: (markup: string) => string; queryClient: QueryClient };

/** The page's element tree for its state, how its markup becomes the backend's answer, and the
 * query cache to empty once rendered. */
function pageTree(location: URL, stateJson: string, page: LoadedPage): PageTree {
  const state = JSON.parse(stateJson) as InlineState;
  const site = state.site;
  if (!site) throw new Error("render needs the site in the state");
  setServerOrigin(location.origin);
  setVisitSeed(state.seed ?? 0);
  setPageMadeAt(state.made_at);
  const queryClient = makeQueryClient();
  const first = state.first as FirstScreen | undefined;
  seedFirstScreen(queryClient, first);
  const dealershipId = pageDealershipScope(page, site, first);
  const tree = (
    <AppProviders site={site} queryClient={queryClient} dealershipId={dealershipId}>
      <StaticRouter location={location.pathname + location.search}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>
  );
  const answer = (markup: string) => {
    // React opens a fragment's markup with preload hints for its first images; the backend's head
    // already preloads the first screen's largest photo with the sizes its <img> uses
    // (pages/first_screen.py), and #root is no place for <link>s.
    const html = markup.replace(LEADING_PRELOADS, "");
    const htmlStyle = Object.entries(siteVariables(site.theme, site.template))
      .map(([name, value]) => `${name}:${value}`)
      .join(";");
    const result: ServerRender = { status: 200, htmlStyle, template: site.template ?? "default" };
    return `${JSON.stringify(result)}\n${html}`;
  };
  return { tree, answer, queryClient };
}

// A page whose code and data are all in hand renders in one pass to a string: no stream, no UTF-8
// bytes there and back, at about half the cost. A part that suspends (a page's code loading on its
// first request in this process) or throws leaves a client-rendered boundary in that markup; such a
// page is rendered again by the static renderer, which waits for every lazy part.
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";

function renderedAtOnce(tree: ReactNode): string | null {
  try {
    const html = renderToString(tree);
    return html.includes(CLIENT_RENDERED_BOUNDARY) ? null : html;
  } catch {
    return null;
  }
}

async function renderedWhole(tree: ReactNode): Promise<string> {
  // A part that throws would be left to the browser; the page is then not rendered here at all,
  // so the failure is seen (logged by the backend) rather than shipped as a half page.
  const errors: unknown[] = [];
  const { prelude } = await prerender(tree, {
    onError: (error) => void errors.push(error),
    // Whole boundaries in place: React would otherwise send large ones apart, completed by inline
    // scripts that the site's Content-Security-Policy refuses (and that a whole page never needs).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await readText(prelude);
  if (errors.length > 0) throw errors[0];
  return html;
}

async function readText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
  const bytes = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}
