import { screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import type { CarDetail } from "../../lib/api";
import { renderWithSite } from "../../test/render";
import { FinancePage } from "./FinancePage";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
// What the page reads of the car (the side card and the form's prefill).
const CAR = {
  id: 620,
  slug: "2022-mazda-cx-5-maxx-s620",
  name: "2022 Mazda CX-5 Maxx",
  path: "/cars/2022-mazda-cx-5-maxx-s620",
  year: 2022,
  vin: null,
  car_type: "used",
  dealership_slug: null,
  price: { kind: "price", amount: 31990, summary: "$31,990 Drive Away" },
  gallery: { images: [] },
} as unknown as CarDetail;

afterEach(() => vi.unstubAllGlobals());

it.each([["620"], ["2022-mazda-cx-5-maxx-s620"]])("car_id %s, the car's id or its slug, shows the selected car", async (ref) => {
  const fetch = vi.fn((url: RequestInfo | URL) => {
    const path = String(url);
    if (path === `/api/v1/cars/${ref}`) return Promise.resolve(json(CAR));
    if (path.startsWith("/api/v1/cars/")) return Promise.resolve(json({ detail: "Not found" }, 404));
    if (path.startsWith("/api/v1/auth/session")) return Promise.resolve(json({ user: null, csrf_token: null }));
    return Promise.resolve(json({}));
  });
  vi.stubGlobal("fetch", fetch);
  renderWithSite(<FinancePage />, { path: `/personalised/finance?car_id=${ref}` });

  const card = await screen.findByTestId("selected-car");
  expect(card).toHaveTextContent("2022 Mazda CX-5 Maxx");
  expect(card).toHaveTextContent("$31,990 Drive Away");
  expect(screen.queryByText("Get Finance Now")).toBeNull();
});
