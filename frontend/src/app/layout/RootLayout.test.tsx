import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeSite } from "../../test/fixtures";
import { renderWithSite } from "../../test/render";
import { RootLayout } from "./RootLayout";

function renderLayout(site = makeSite(), path = "/") {
  return renderWithSite(null, {
    site,
    path,
    routes: [{ Component: RootLayout, children: [{ path: "*", element: <h1>Page</h1> }] }],
  });
}

describe("the site frame", () => {
  it("offers a skip link to the main content", () => {
    renderLayout();
    expect(screen.getByRole("link", { name: "Skip to main content" })).toHaveAttribute("href", "#main");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
  });

  it("shows the site's name in the header when it has no logo, linking home", () => {
    renderLayout();
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: "Harbour Motors" })).toHaveAttribute("href", "/");
  });

  it("shows the site's logo with the site's name as its alt text", () => {
    renderLayout(makeSite({ theme: { logo_url: "/media/logos/harbour.svg" } }));
    expect(within(screen.getByRole("banner")).getByRole("img", { name: "Harbour Motors" })).toHaveAttribute(
      "src",
      "/media/logos/harbour.svg",
    );
  });

  it("shows the primary dealership's phone in the header", () => {
    renderLayout();
    expect(within(screen.getByRole("banner")).getByRole("link", { name: /Call us on \(02\) 9000 1234/ })).toHaveAttribute(
      "href",
      "tel:0290001234",
    );
  });

  it("builds the header menu from the site's navigation, with dropdowns", async () => {
    renderLayout(
      makeSite({
        config: {
          presentation: {
            nav: [
              { name: "Home", url: "/", dropdown: [], dynamic_models: false },
              {
                name: "Buying",
                url: "#",
                dynamic_models: false,
                dropdown: [{ name: "Finance", url: "/finance", dropdown: [], dynamic_models: false }],
              },
            ],
          },
        },
      }),
    );
    const nav = screen.getAllByRole("navigation", { name: "Main" })[0] as HTMLElement;
    expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    const trigger = within(nav).getByRole("button", { name: "Buying" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(within(nav).getByRole("link", { name: "Finance" })).toHaveAttribute("href", "/finance");
  });

  it("shows the footer's four groups: Categories, Buying, Aftersales, Company", async () => {
    renderLayout();
    const footer = await screen.findByRole("contentinfo");
    const groups = within(footer).getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(groups).toEqual(["Categories", "Buying", "Aftersales", "Company"]);
    expect(within(footer).getByRole("link", { name: "Used Cars" })).toHaveAttribute("href", "/search/used-cars");
  });

  it("lists the dealerships with their addresses and a copyright line in the footer", async () => {
    renderLayout();
    const footer = await screen.findByRole("contentinfo");
    expect(within(footer).getByText("1 Harbour St")).toBeInTheDocument();
    expect(within(footer).getByText("Sydney NSW 2000")).toBeInTheDocument();
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Harbour Motors. All rights reserved.`)).toBeInTheDocument();
  });

  it("the mobile menu button opens and closes the menu", async () => {
    renderLayout();
    const button = screen.getByRole("button", { name: "Menu" });
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(panel).not.toBeVisible();
    await userEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(panel).toBeVisible();
  });

  describe("the shopper's way in", () => {
    afterEach(() => vi.restoreAllMocks());

    it("is Sign in, to the garage and back to this page, in the header and the phone menu, asking nothing", () => {
      const fetching = vi.spyOn(globalThis, "fetch");
      renderLayout(makeSite(), "/search/used-cars?page=2");
      const links = screen.getAllByRole("link", { name: "Sign in", hidden: true });
      expect(links).toHaveLength(2);
      for (const link of links) {
        expect(link).toHaveAttribute("href", "/sign-in?type=garage&redirect=%2Fmy-garage&back=%2Fsearch%2Fused-cars%3Fpage%3D2");
      }
      expect(fetching).not.toHaveBeenCalled();
    });

    it("is My garage, at the site's own garage path, once this browser has signed in here", () => {
      window.localStorage.setItem("forecourt:signed-in", "1");
      renderLayout(makeSite({ config: { sign_in: { garage_paths: ["/mymotorama"] } } }));
      const links = screen.getAllByRole("link", { name: "My garage", hidden: true });
      expect(links.map((l) => l.getAttribute("href"))).toEqual(["/mymotorama", "/mymotorama"]);
    });
  });
});
