import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderWithSite } from "../../test/render";
import { Component as NotFound } from "./not-found";

it("an unknown page says Page not found and links home and to the stock", () => {
  renderWithSite(<NotFound />, { path: "/no-such-page" });
  expect(screen.getByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  expect(screen.getByRole("link", { name: "Browse our stock" })).toHaveAttribute("href", "/search/new-used-and-demo-cars");
  expect(document.title).toBe("Page not found | Harbour Motors");
});
