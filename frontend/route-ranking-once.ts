/**
 * React Router's route matching without ranking the route table again on every call. In its
 * declarative mode `useRoutes` and `matchRoutes` flatten and rank every route of the table (a
 * regular expression compiled per route) each time they match, and the server's render matches
 * twice per page (the page's module, then its routes): a fifth of a vehicle page's render (about
 * 1 ms of its 4.4 in Node). The table is one constant array (src/app/router.tsx), so its ranked
 * branches are kept per array; a different array is ranked as before.
 *
 * The function is patched in React Router's code as it is bundled; a version without it fails the
 * build, so the patch never silently stops applying.
 */
import type { Plugin } from "vite";

const RANKING = "function flattenAndRankRoutes(routes) {";
const KEPT = `const rankedRouteTables = new WeakMap();
function flattenAndRankRoutes(routes) {
  let ranked = rankedRouteTables.get(routes);
  if (ranked === undefined) {
    ranked = flattenAndRankRoutesAnew(routes);
    rankedRouteTables.set(routes, ranked);
  }
  return ranked;
}
function flattenAndRankRoutesAnew(routes) {`;

let patched = false;

export const routeRankingOnce: Plugin = {
  name: "route-ranking-once",
  buildStart() {
    patched = false;
  },
  transform(code, id) {
    const reactRouterChunk = /[\\/]react-router[\\/]dist[\\/].*chunk-[^\\/]+\.mjs$/.test(id);
    if (!reactRouterChunk || !code.includes("function flattenRoutes(")) return null;
    if (!code.includes(RANKING)) {
      this.error(`${id}: React Router no longer has "${RANKING}"; route-ranking-once.ts needs updating`);
    }
    patched = true;
    return { code: code.replace(RANKING, KEPT), map: null };
  },
  buildEnd(error) {
    if (!error && !patched) this.error("React Router's route ranking was not found to keep");
  },
};
