import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { makeSite } from "../../../test/fixtures";
import { renderWithSite } from "../../../test/render";
import { BrandGrid } from "./BrandGrid";

const entry = (title: string, extra: object = {}) => ({
  title,
  slug: title.toLowerCase().replace(/\W+/g, "-"),
  logo: `/media/${title}.png`,
  banner: null,
  description: [`About ${title}.`],
  path: null,
  ...extra,
});

it("shows a tile per brand in the site's lists, each linking to its brand page or own path", () => {
  const site = makeSite({
    config: { presentation: { brands: { cars: [entry("Toyota")], motorcycles: [], trucks: [], group: [entry("TWG Tyres", { path: "/twg-tyres" })] } } },
  });
  renderWithSite(<BrandGrid />, { site });
  expect(screen.getByRole("heading", { level: 1, name: "Our Brands" })).toBeInTheDocument();
  expect(screen.queryByRole("heading", { name: "Motorcycle brands" })).toBeNull();
  const cars = screen.getByRole("region", { name: "Car brands" });
  expect(within(cars).getByRole("link", { name: "Toyota" })).toHaveAttribute("href", "/toyota/overview");
  expect(within(cars).getByText("About Toyota.")).toBeInTheDocument();
  const group = screen.getByRole("region", { name: "Our group" });
  expect(within(group).getByRole("link", { name: "TWG Tyres" })).toHaveAttribute("href", "/twg-tyres");
});
