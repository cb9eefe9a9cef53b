import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CarCard } from "../../../lib/api";
import { makeCard, makeSite } from "../../../test/fixtures";
import { renderWithSite } from "../../../test/render";
import type { SearchResponse } from "../api/search";
import { SearchPage } from "./SearchPage";

const toyota = makeCard({ id: 1, slug: "t", path: "/cars/t", make: "Toyota", model: "Corolla" });
const mazda = makeCard({ id: 2, slug: "m", path: "/cars/m", make: "Mazda", model: "CX-5" });

function answer(hits: CarCard[], filters: Record<string, string[]> = {}): SearchResponse {
  return {
    hits,
    total: hits.length,
    page: 1,
    pages: hits.length ? 1 : 0,
    hits_per_page: 21,
    query: "",
    sort_by: "custom_rank:desc",
    sorts: [
      { value: "custom_rank:desc", label: "Featured" },
      { value: "price:asc", label: "Price: low to high" },
    ],
    filters,
    facets: {
      car_type: [{ value: "used", count: 2, range: null }],
      make: [
        { value: "Toyota", count: 1, range: null },
        { value: "Mazda", count: 1, range: null },
      ],
      make_model: [
        { value: "Toyota > Corolla", count: 1, range: null },
        { value: "Mazda > CX-5", count: 1, range: null },
      ],
    },
    facet_stats: { price: { min: 5000, max: 62000 }, km: { min: 1000, max: 150000 } },
    promos: [],
  };
}

type Server = (url: URL) => Response | Promise<Response>;

function serve(server: Server) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => Promise.resolve(server(new URL(String(input), "http://x"))));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** A small search API: used cars, makes as filters, a text query that matches nothing. */
function stockApi(url: URL): Response {
  if (url.pathname === "/api/v1/search/resolve-path") {
    const path = url.searchParams.get("path");
    if (path === "/search/toyota") return json({ path, kind: "make", title: "Toyota", filters: { make: ["Toyota"] } });
    return json({ detail: "There is no search page at this address." }, 404);
  }
  const makes = url.searchParams.getAll("make");
  if (url.searchParams.get("query")) return json(answer([]));
  return json(answer([toyota, mazda].filter((c) => !makes.length || makes.includes(c.make))));
}

// Radix Slider measures its thumbs; jsdom has no ResizeObserver.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

function renderSearch(path: string, site = makeSite()) {
  vi.stubGlobal("ResizeObserver", NoResizeObserver);
  return renderWithSite(null, {
    site,
    path,
    routes: [{ path: "search/*", element: <SearchPage /> }],
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("search page", () => {
  it("shows the path's title, the results and the count, announced politely", async () => {
    serve(stockApi);
    renderSearch("/search/used-cars");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Used Cars");
    expect(await screen.findAllByTestId("car-card")).toHaveLength(2);
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("2 cars found");
    expect(status).toHaveAttribute("aria-live", "polite");
  });

  it("promo cards show the response's valid nodes, rotating every N cards", async () => {
    const promo = (title: string) => ({ title, lines: [`${title} line`], link: `/${title}`, link_text: `Go ${title}`, image_url: null });
    const cards = Array.from({ length: 5 }, (_, i) => makeCard({ id: 10 + i, slug: `c${i}`, path: `/cars/c${i}` }));
    serve(() => json({ ...answer(cards), promos: [promo("first"), promo("second")] }));
    renderSearch("/search/used-cars", makeSite({ config: { cards: { promo: { enabled: true, every: 2 } } } }));
    await screen.findAllByTestId("car-card");
    const promoCards = screen.getAllByRole("heading", { level: 3, name: /first|second/ });
    expect(promoCards.map((h) => h.textContent)).toEqual(["first", "second"]);
    expect(screen.getByRole("link", { name: "Go second" })).toHaveAttribute("href", "/second");
  });

  it("a ticked make moves to its canonical path, keeping the rest in the query string", async () => {
    serve(stockApi);
    const { router } = renderSearch("/search/used-cars");
    const filters = screen.getByRole("complementary", { name: "Filters" });
    await userEvent.click(await within(filters).findByRole("checkbox", { name: /^Toyota/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/search/toyota"));
    expect(router.state.location.search).toBe("?car_type=used");
    await waitFor(() => expect(screen.getAllByTestId("car-card")).toHaveLength(1));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Toyota");
  });

  it("the text box searches 300 ms after typing stops, and an empty result uses the spec's texts", async () => {
    serve(stockApi);
    const { router } = renderSearch("/search/new-used-and-demo-cars");
    await screen.findAllByTestId("car-card");
    await userEvent.type(screen.getByRole("searchbox", { name: "Search cars" }), "zzz");
    await waitFor(() => expect(router.state.location.search).toBe("?query=zzz"));
    expect(await screen.findByText("No Results Available")).toBeInTheDocument();
    expect(
      screen.getByText("There appears to be no offers currently available that meet the conditions of your search"),
    ).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "No results found for your search at this time. Please try adjusting the filters for more results.",
    );
    const card = screen.getByRole("region", { name: "No Results Available" });
    expect(within(card).getByRole("link", { name: "View Special Offers" })).toHaveAttribute("href", "/special-offers");
    await userEvent.click(within(card).getByRole("button", { name: "Clear Filters" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(router.state.location.pathname).toBe("/search/new-used-and-demo-cars");
  });

  it("keeps the previous results and counts on screen while loading and after an error", async () => {
    let release: () => void = () => {};
    let gate: Promise<void> | null = new Promise<void>((resolve) => (release = resolve));
    serve(async (url) => {
      if (!url.searchParams.has("sortBy")) return stockApi(url);
      if (gate) await gate; // the first answer is slow ...
      gate = null;
      return json({ detail: "Down" }, 503); // ... and it (and its retry) fail
    });
    const { router } = renderSearch("/search/new-used-and-demo-cars");
    await screen.findAllByTestId("car-card");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "price:asc");
    await waitFor(() => expect(router.state.location.search).toBe("?sortBy=price:asc"));
    expect(screen.getAllByTestId("car-card")).toHaveLength(2);
    expect(screen.getByRole("region", { name: "Results" })).toHaveAttribute("aria-busy", "true");
    await act(async () => release());
    expect(await screen.findByRole("alert", {}, { timeout: 4000 })).toHaveTextContent("couldn’t update the results");
    expect(screen.getAllByTestId("car-card")).toHaveLength(2);
    expect(screen.getByRole("status")).toHaveTextContent("2 cars found");
  });

  it("an unknown search path says so", async () => {
    serve(stockApi);
    renderSearch("/search/no-such-thing");
    expect(await screen.findByRole("heading", { level: 1, name: "Search page not found" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("There is no search page at this address.");
  });
});
