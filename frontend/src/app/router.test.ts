import { matchRoutes, type RouteObject } from "react-router";
import { expect, it } from "vitest";
import paths from "./route-paths.json";
import { loadedPage, loadPage, routes } from "./router";

/** Every full path the router declares, a child's path joined to its parents' (index routes take theirs). */
function declaredPaths(tree: RouteObject[], parent = ""): string[] {
  return tree.flatMap((route) => {
    const own = route.index ? parent : route.path;
    const full = own === undefined ? parent : own.startsWith("/") ? own : `${parent.replace(/\/$/, "")}/${own}`;
    const here = route.path !== undefined || route.index ? [full || "/"] : [];
    return [...here, ...declaredPaths(route.children ?? [], full)];
  });
}

it("the router declares exactly the pages in route-paths.json, the table the backend's 404s read", () => {
  const pages = declaredPaths(routes).filter((path) => path !== "/*");
  expect(pages.toSorted()).toEqual(Object.values(paths).toSorted());
});

it("a path no page serves falls to the catch-all not-found route", () => {
  const matched = matchRoutes(routes, "/no-such-page") ?? [];
  expect(matched.at(-1)?.route.path).toBe("*");
  expect(matchRoutes(routes, "/cars/some-car")?.at(-1)?.route.path).toBe(paths.car);
});

it("hands a page's loaded code over at once only after loadPage has loaded all of it", async () => {
  const contact = { pathname: "/contact" };
  expect(loadedPage(contact)).toBeNull();
  const loaded = await loadPage(contact);
  expect(loaded.length).toBeGreaterThan(0);
  expect(loadedPage(contact)).toEqual(loaded);
  expect(loadedPage({ pathname: "/cars/2020-mazda-cx-5-abc" })).toBeNull(); // another page's code
});
