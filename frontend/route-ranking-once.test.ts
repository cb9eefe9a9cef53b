// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { routeRankingOnce } from "./route-ranking-once";

type Transform = (
  this: { error(message: string): never },
  code: string,
  id: string,
) => { code: string } | null;
const transform = routeRankingOnce.transform as unknown as Transform;
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};
const CHUNK_DIR = "/app/node_modules/react-router/dist/development/";
const CHUNK_ID = `${CHUNK_DIR}chunk-TEST.mjs`;

function ranking(source: string): (routes: object[]) => unknown {
  // The patched module's function, with a stand-in for React Router's own ranking.
  const patched = transform.call(context, source, CHUNK_ID);
  if (patched === null) throw new Error("not patched");
  const module = new Function(`${patched.code}\nreturn flattenAndRankRoutes;`);
  return module() as (routes: object[]) => unknown;
}

describe("React Router's route ranking, kept per route table", () => {
  const source = `function flattenRoutes(routes) { return routes.map((r) => ({ ...r })); }
function flattenAndRankRoutes(routes) {
  globalThis.rankings = (globalThis.rankings ?? 0) + 1;
  return flattenRoutes(routes);
}`;

  it("ranks a table once and hands the same branches to every later match", () => {
    const rank = ranking(source);
    const table = [{ path: "/" }, { path: "/cars/:slug" }];
    const before = (globalThis as { rankings?: number }).rankings ?? 0;
    const first = rank(table);
    expect(rank(table)).toBe(first);
    expect(first).toEqual([{ path: "/" }, { path: "/cars/:slug" }]);
    expect(rank([{ path: "/other" }])).toEqual([{ path: "/other" }]); // another table: ranked anew
    expect((globalThis as { rankings?: number }).rankings).toBe(before + 2);
  });

  it("leaves other modules alone and fails the build when React Router's function is gone", () => {
    expect(transform.call(context, source, "/app/src/router.ts")).toBeNull();
    expect(() => transform.call(context, "function flattenRoutes(routes) {}", CHUNK_ID)).toThrow(
      /no longer has/,
    );
  });

  it("applies to the React Router installed here", () => {
    const dir = new URL("./node_modules/react-router/dist/development/", import.meta.url);
    const chunks = readdirSync(dir).filter((name) => /^chunk-.*\.mjs$/.test(name));
    const patched = chunks
      .map((name) => transform.call(context, readFileSync(new URL(name, dir), "utf8"), CHUNK_DIR + name))
      .filter((result) => result !== null);
    expect(patched).toHaveLength(1);
    expect(patched[0]?.code).toContain("rankedRouteTables.get(routes)");
  });
});
