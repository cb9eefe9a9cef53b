import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { defaultTheme, makeCard, makeSite } from "../../../../test/fixtures";
import { setupKeys, type Setup, type SetupApi, type SetupPreview } from "../../api/setup";
import { SetupWizard } from "./SetupWizard";

const API: SetupApi = { base: "/api/v1/platform/sites/5", progress: "/api/v1/platform/sites/5/setup", csrf: "t", operator: true, goLive: async () => undefined };
const SETUP: Setup = {
  site: { id: 5, slug: "kelly", name: "Kelly Motors", url: "http://kelly.localhost", cars: 0, new_leads: 0, status: "preview", delete_after: null } as Setup["site"],
  theme: { ...defaultTheme, typeface: "inter", hero_style: "split" },
  dealerships: [],
  cars: 0,
  owner: null,
  next_step: "brand",
};

// The platform console has no router; a site's own console has one: the step works in both.
function renderBrandStep(preview: Partial<SetupPreview> = {}, { withRouter = false } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(setupKeys.progress(API), SETUP);
  client.setQueryData(setupKeys.preview(API), { site: makeSite({ slug: "kelly", name: "Kelly Motors" }), car: makeCard(), sample: true, ...preview });
  const router = createMemoryRouter([{ path: "*", element: <SetupWizard api={API} /> }], { initialEntries: ["/console/sites/5/setup"] });
  const rendered = render(<QueryClientProvider client={client}>{withRouter ? <RouterProvider router={router} /> : <SetupWizard api={API} />}</QueryClientProvider>);
  return { router, unmount: rendered.unmount, preview: () => screen.getByTestId("brand-preview") };
}

describe("the brand step", () => {
  it("offers the theme set's typefaces, hero styles and card styles as labelled radio groups, the saved ones chosen", () => {
    renderBrandStep();
    const typeface = screen.getByRole("group", { name: "Typeface" });
    expect(within(typeface).getAllByRole("radio").map((r) => r.closest("label")?.textContent)).toEqual([
      "The device's ownNothing to download",
      "Inter",
      "Manrope",
      "Outfit",
      "FrauncesHeadings only; body text in the fallback font",
    ]);
    expect(within(typeface).getByRole("radio", { name: "Inter" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Words beside a photo" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Words beside a photo" })).toHaveAccessibleDescription("The first slide beside the site's name");
    expect(screen.getByRole("radio", { name: "Drawn by a line" })).toBeChecked();
  });

  it("draws the site's hero and a car card in the draft brand, on the preview only", () => {
    const { preview } = renderBrandStep();
    expect(within(preview()).getByRole("heading", { name: "Kelly Motors" })).toBeInTheDocument();
    expect(within(preview()).getByTestId("car-card")).toHaveTextContent("2021 Toyota Corolla");
    expect(preview().style.getPropertyValue("--font-body")).toContain('"Inter Variable"');

    fireEvent.click(screen.getByRole("radio", { name: "Outfit" }));
    expect(preview().style.getPropertyValue("--font-body")).toContain('"Outfit Variable"');
    expect(preview().style.getPropertyValue("--font-heading")).toContain('"Outfit Variable"');

    fireEvent.change(screen.getByLabelText("Main colour"), { target: { value: "#aa0011" } });
    expect(preview().style.getPropertyValue("--color-primary")).toBe("#aa0011");
    fireEvent.click(screen.getByRole("radio", { name: "Flat on the surface colour" }));
    expect(preview().style.getPropertyValue("--card-bg")).toBe("var(--color-surface)");
    // The console keeps its own look.
    expect(document.documentElement.style.getPropertyValue("--color-primary")).toBe("");
    expect(document.documentElement.style.getPropertyValue("--font-body")).toBe("");
  });

  it("shows each hero style, with a sample photo and a note while the site has no slides", () => {
    const { preview } = renderBrandStep();
    expect(preview().querySelector("[data-hero]")).toHaveAttribute("data-hero", "split");
    expect(within(preview()).getByRole("img", { name: "Sample photo" })).toBeInTheDocument();
    expect(screen.getByTestId("preview-notes")).toHaveTextContent("The photo is a sample");
    fireEvent.click(screen.getByRole("radio", { name: "Words on the brand colour" }));
    expect(preview().querySelector("[data-hero]")).toHaveAttribute("data-hero", "text");
    expect(screen.getByTestId("preview-notes")).not.toHaveTextContent("The photo is a sample");
    fireEvent.click(screen.getByRole("radio", { name: "Full-width photo" }));
    expect(preview().querySelector("[data-hero]")).toHaveAttribute("data-hero", "full-bleed");
  });

  it("labels a sample car as one, and shows the site's own car without the label", () => {
    const { unmount } = renderBrandStep();
    expect(screen.getByTestId("preview-notes")).toHaveTextContent("The car is a sample");
    unmount();
    const slide = { name: "Winter sale", description: "", url: null, hide_overlay: false, image: { src: "/media/1400/slide.jpg", srcset: "", alt: "" } };
    const site = makeSite({ slug: "kelly", name: "Kelly Motors", home: { slides: [slide], promotions: [] } });
    renderBrandStep({ sample: false, site, car: makeCard({ make: "Mazda", model: "CX-5", year: 2023 }) });
    expect(screen.getByTestId("car-card")).toHaveTextContent("2023 Mazda CX-5");
    expect(screen.queryByTestId("preview-notes")).toBeNull();
    expect(screen.getByRole("img", { name: "Winter sale" })).toBeInTheDocument();
  });

  it("keeps the console where it is when a link in the preview is clicked", () => {
    const { router, preview } = renderBrandStep({ sample: false }, { withRouter: true });
    expect(preview()).toHaveAttribute("inert");
    const link = within(preview()).getByRole("link", { name: /2021 Toyota Corolla/ });
    fireEvent.click(link);
    fireEvent.click(within(preview()).getByRole("link", { name: "Browse our stock" }));
    expect(router.state.location.pathname).toBe("/console/sites/5/setup");
  });

  it("draws its links in the platform console, which has no router, and they stay put", () => {
    const { preview } = renderBrandStep({ sample: false });
    const before = window.location.href;
    fireEvent.click(within(preview()).getByRole("link", { name: /2021 Toyota Corolla/ }));
    expect(window.location.href).toBe(before);
  });
});
