import { describe, expect, it } from "vitest";
import { defaultConfig } from "../../test/fixtures";
import { accountEntry, menuEntries } from "./menu";

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

describe("accountEntry", () => {
  it("is My garage, at the site's garage path, when signed in", () => {
    expect(accountEntry(true, "/mymotorama", { pathname: "/cars/a", search: "" })).toEqual({ label: "My garage", href: "/mymotorama" });
  });

  it("signs in to the garage and comes back to the page it left", () => {
    expect(accountEntry(false, "/my-garage", { pathname: "/search/used-cars", search: "?page=2" })).toEqual({
      label: "Sign in",
      href: "/sign-in?type=garage&redirect=%2Fmy-garage&back=%2Fsearch%2Fused-cars%3Fpage%3D2",
    });
  });

  it("on the sign-in page keeps that page's way back instead of pointing back at itself", () => {
    const here = { pathname: "/sign-in", search: "?type=watchlist&redirect=%2Fcars%2Fa&back=%2Fcars%2Fa" };
    expect(accountEntry(false, "/my-garage", here).href).toBe("/sign-in?type=garage&redirect=%2Fmy-garage&back=%2Fcars%2Fa");
    expect(accountEntry(false, "/my-garage", { pathname: "/sign-in", search: "" }).href).toBe("/sign-in?type=garage&redirect=%2Fmy-garage");
  });
});
