import { screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { renderWithSite } from "../../test/render";
import { Component as NotFound } from "./not-found";

function answer(status: number, body: unknown) {
  vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } })));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

it("an unknown page says Page not found and links home and to the stock", async () => {
  answer(404, { detail: "There is no page at this address.", errors: [] });
  renderWithSite(<NotFound />, { path: "/no-such-page" });
  expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  expect(screen.getByRole("link", { name: "Browse our stock" })).toHaveAttribute("href", "/search/new-used-and-demo-cars");
  expect(document.title).toBe("Page not found | Harbour Motors");
});

it("a path with a content page shows the page under its title", async () => {
  answer(200, {
    path: "/about-us",
    title: "About Harbour Motors",
    description: "Who we are",
    og_image: null,
    layout: "page",
    html: "<h2>Our story</h2><p>Since 1990.</p>",
    updated_at: "2026-11-01T00:00:00Z",
  });
  renderWithSite(<NotFound />, { path: "/about-us" });
  expect(await screen.findByRole("heading", { level: 1, name: "About Harbour Motors" })).toBeInTheDocument();
  expect(screen.getByRole("heading", { level: 2, name: "Our story" })).toBeInTheDocument();
  expect(document.title).toBe("About Harbour Motors | Harbour Motors");
});
