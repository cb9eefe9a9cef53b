import { matchRoutes, type RouteObject } from "react-router";
import { expect, it } from "vitest";
import paths from "./route-paths.json";
import { routes } from "./router";

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
