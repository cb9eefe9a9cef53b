import { describe, expect, it } from "vitest";
import { defaultConfig } from "../../test/fixtures";
import { menuEntries } from "./menu";

describe("menuEntries", () => {
  it("follows the default header menu: Home, New Vehicles, Stock, Service, Special Offers, More", () => {
    const entries = menuEntries(defaultConfig.presentation.nav ?? []);
    expect(entries.map((e) => e.label)).toEqual(["Home", "New Vehicles", "Stock", "Service", "Special Offers", "More"]);
    expect(entries.find((e) => e.label === "More")?.children?.map((c) => c.label)).toEqual([
      "Parts",
      "Finance",
      "About Us",
      "Contact Us",
      "Privacy Policy",
    ]);
  });

  it("New Vehicles links to its own page until models are listed", () => {
    const entries = menuEntries(defaultConfig.presentation.nav ?? []);
    expect(entries.find((e) => e.label === "New Vehicles")).toEqual({ label: "New Vehicles", href: "/search/new-cars" });
  });

  it("keeps a dropdown parent's own page reachable as its first entry", () => {
    const [entry] = menuEntries([
      { name: "Service", url: "/service-centre", dynamic_models: false, dropdown: [{ name: "Book a Service", url: "/service", dropdown: [], dynamic_models: false }] },
    ]);
    expect(entry?.children?.map((c) => c.href)).toEqual(["/service-centre", "/service"]);
  });

  it("does not repeat a parent already in its dropdown, nor a '#' parent", () => {
    const entries = menuEntries(defaultConfig.presentation.nav ?? []);
    expect(entries.find((e) => e.label === "Service")?.children?.map((c) => c.label)).toEqual(["Book a Service"]);
    expect(entries.find((e) => e.label === "More")?.children?.some((c) => c.href === "#")).toBe(false);
  });
});
