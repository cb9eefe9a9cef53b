import { screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { installObservers } from "../../features/vehicle/test/observers";
import { makeCarDetail } from "../../features/vehicle/test/fixtures";
import { renderWithSite } from "../../test/render";
import { Component as CarPage } from "./car";
import { Component as PrintPage } from "./print";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  installObservers();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

function routes() {
  return [
    { path: "/cars/:slug", element: <CarPage /> },
    { path: "/print", element: <PrintPage /> },
  ];
}

it("an unknown car shows the not-found content", async () => {
  vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(json({ detail: "This car is not available on this site." }, 404))));
  renderWithSite(null, { path: "/cars/no-such-car", routes: routes() });
  expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
});

it("a known car shows its page titled with its name", async () => {
  const car = makeCarDetail();
  vi.stubGlobal("fetch", vi.fn((url: RequestInfo | URL) => Promise.resolve(String(url).endsWith(car.slug) ? json(car) : json({}, 500))));
  renderWithSite(null, { path: car.path, routes: routes() });
  expect(await screen.findByRole("heading", { level: 1, name: car.name })).toBeInTheDocument();
  expect(document.title).toBe(`${car.name} | Harbour Motors`);
});

it("the printable page shows the car from ?car_id= without the site frame", async () => {
  const car = makeCarDetail();
  vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(json(car))));
  renderWithSite(null, { path: `/print?car_id=${car.slug}`, routes: routes() });
  expect(await screen.findByRole("heading", { level: 1, name: car.name })).toBeInTheDocument();
  expect(screen.getByRole("main")).toHaveTextContent("$23,990");
  expect(screen.getByRole("button", { name: "Print" })).toBeInTheDocument();
  expect(screen.queryByRole("banner", { name: /Harbour/ })).toBeNull();
});
