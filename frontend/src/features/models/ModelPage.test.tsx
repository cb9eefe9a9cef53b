import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithSite } from "../../test/render";
import type { ModelOut } from "./api/queries";
import { ModelPage } from "./ModelPage";

const model: ModelOut = {
  id: 3,
  slug: "mazda3",
  path: "/models/mazda3",
  name: "Mazda3",
  manufacturer: "Mazda",
  manufacturer_slug: "mazda",
  body: "Passenger",
  short_description: "The small car with big ideas.",
  description: "<p>Sharp.</p>",
  for_sale_in: "Windsor QLD",
  features: [],
  gallery: [],
  image_url: null,
  status: "available",
};

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(Element.prototype, "scrollIntoView"); // jsdom has none: the tests lend one
});

function renderModel(path: string) {
  vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(new Response(JSON.stringify(model), { status: 200 }))));
  const QuoteForm = ({ model: m }: { model: ModelOut }) => <form aria-label={`Quote for the ${m.name}`} />;
  return renderWithSite(<ModelPage QuoteForm={QuoteForm} />, { routes: [{ path: "/models/:slug", element: <ModelPage QuoteForm={QuoteForm} /> }], path });
}

describe("the model page", () => {
  it("has its quote form at #form-section, and a link to that anchor lands on it once the model is drawn", async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderModel("/models/mazda3#form-section");
    const section = await screen.findByRole("region", { name: "Get a Quote" });
    expect(section).toHaveAttribute("id", "form-section");
    expect(within(section).getByRole("form", { name: "Quote for the Mazda3" })).toBeInTheDocument();
    expect(scrolled.mock.contexts).toContain(section);
  });

  it("stays at the top without the anchor", async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderModel("/models/mazda3");
    expect(await screen.findByRole("region", { name: "Get a Quote" })).toBeInTheDocument();
    expect(scrolled).not.toHaveBeenCalled();
  });
});
