import { screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { renderWithSite } from "../../test/render";
import { Component as SellYourCar } from "./sell-your-car";

afterEach(() => vi.unstubAllGlobals());

it("sell my car values the shopper's car as a trade-in is, in a seller's words", async () => {
  const catalogue = { makes: ["Toyota"], models: [], years: [], badges: [] };
  vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(new Response(JSON.stringify(catalogue), { headers: { "Content-Type": "application/json" } }))));
  renderWithSite(<SellYourCar />, { path: "/sell-my-car" });
  expect(screen.getByRole("heading", { level: 1, name: "Sell Your Car" })).toBeInTheDocument();
  expect(screen.getByText(/get an offer range in a minute/)).toBeInTheDocument();
  expect(await screen.findByText("Step 1 of 3: Your car")).toBeInTheDocument();
  expect(await screen.findByRole("option", { name: "Toyota" })).toBeInTheDocument();
});
