import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeCard, makeSite } from "../../../test/fixtures";
import { renderWithSite } from "../../../test/render";
import { installObservers } from "../test/observers";
import { makeCarDetail, noParts } from "../test/fixtures";
import { PriceComparison } from "./PriceComparison";
import { SimilarCars } from "./SimilarCars";
import { VehiclePage } from "./VehiclePage";

type Respond = (url: string) => Response | Promise<Response>;
function stubFetch(respond: Respond) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => Promise.resolve(respond(String(input))));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

let observers: ReturnType<typeof installObservers>;
beforeEach(() => {
  observers = installObservers();
});
afterEach(() => vi.unstubAllGlobals());

const car = makeCarDetail();

describe("similar cars", () => {
  it("wait with 6 placeholder cards until 500px from the viewport, then load at most 6", async () => {
    const fetchMock = stubFetch(() => json([makeCard({ id: 1 }), makeCard({ id: 2, slug: "b", path: "/cars/b" })]));
    renderWithSite(<SimilarCars car={car} />);
    const section = screen.getByTestId("similar-cars");
    expect(within(screen.getByTestId("similar-placeholders")).getAllByRole("listitem", { hidden: true })).toHaveLength(6);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(observers.optionsFor(section)).toEqual({ rootMargin: "500px" });
    act(() => observers.enter(section));
    expect(await within(section).findAllByTestId("car-card")).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledWith(`/api/v1/cars/${car.slug}/similar`, expect.anything());
  });

  it("keep their placeholders still until the cards are asked for, then pulse while they load", async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithSite(<SimilarCars car={car} />);
    const section = screen.getByTestId("similar-cars");
    const pulsing = () => section.querySelectorAll(".animate-pulse").length;
    expect(pulsing()).toBe(0);
    act(() => observers.enter(section));
    await vi.waitFor(() => expect(pulsing()).toBeGreaterThan(0));
    await act(async () => answer(json([makeCard({ id: 1 })])));
    expect(await within(section).findAllByTestId("car-card")).toHaveLength(1);
    expect(pulsing()).toBe(0);
  });

  it("show a carousel where the site uses carousel mode", async () => {
    stubFetch(() => json([makeCard({ id: 1 }), makeCard({ id: 2, slug: "b", path: "/cars/b" })]));
    renderWithSite(<SimilarCars car={{ ...car, layout: { ...car.layout, similar_cars_carousel: true } }} />);
    act(() => observers.enter(screen.getByTestId("similar-cars")));
    const carousel = await screen.findByRole("region", { name: "Similar cars" });
    expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    expect(within(carousel).getAllByTestId("car-card")).toHaveLength(2);
    expect(within(carousel).getByRole("button", { name: "Next similar cars" })).toBeInTheDocument();
  });

  it("when loading fails, log it and still render the section", async () => {
    stubFetch(() => json({ detail: "Down" }, 503));
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    renderWithSite(<SimilarCars car={car} />);
    act(() => observers.enter(screen.getByTestId("similar-cars")));
    expect(await screen.findByRole("link", { name: "more cars like this one" })).toHaveAttribute("href", "/search/toyota/corolla");
    expect(screen.getByRole("heading", { name: "Similar Cars" })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith("Similar cars could not be loaded", expect.anything());
  });
});

const gauge = { fill: 0.4, listing_price: 23990, market_range_min: 21000, market_range_max: 28000, confidence: 0.8, description: "Priced within the market range.", visible: true };

describe("price comparison", () => {
  it("shows a loading skeleton, then the gauge when the backend says visible", async () => {
    stubFetch(() => json(gauge));
    renderWithSite(<PriceComparison slug={car.slug} />);
    expect(screen.getByTestId("price-comparison-loading")).toBeInTheDocument();
    const panel = await screen.findByRole("region", { name: "Market Price Comparison" });
    expect(panel).toHaveTextContent("$21,000");
    expect(panel).toHaveTextContent("$28,000");
    expect(panel).toHaveTextContent("Priced within the market range.");
    expect(screen.getByTestId("price-comparison-cover").style.transitionDuration).toBe("2000ms");
    expect(screen.getByTestId("gauge-needle").style.transition).toContain("2500ms");
  });

  it("is hidden, and the reason logged, when the answer is not visible", async () => {
    stubFetch(() => json({ ...gauge, confidence: 0.1, visible: false, description: "Too few." }));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderWithSite(<PriceComparison slug={car.slug} />);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith("Price comparison hidden: Too few."));
    expect(screen.queryByRole("region")).toBeNull();
    expect(screen.queryByTestId("price-comparison-loading")).toBeNull();
  });

  it("is hidden and the failure logged when the call fails", async () => {
    stubFetch(() => json({ detail: "Down" }, 500));
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    renderWithSite(<PriceComparison slug={car.slug} />);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith("Price comparison could not be loaded", expect.anything()));
    expect(screen.queryByRole("region")).toBeNull();
  });
});

describe("the vehicle page", () => {
  function respond(viewAnswer: () => Response): Respond {
    return (url) => {
      if (url.includes("/view.json")) return viewAnswer();
      if (url.includes("/autogauge")) return json({ ...gauge, visible: false });
      return json({}, 201);
    };
  }

  it("counts the view once with photos_count, updated_at and website_id, and shows the count", async () => {
    const fetchMock = stubFetch(respond(() => json({ views: 321, car_fields: { changed: false } })));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    renderWithSite(<VehiclePage car={car} parts={noParts} />);
    expect(await screen.findByText("321 views")).toBeInTheDocument();
    const views = fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes("/view.json"));
    expect(views).toEqual([`/api/v1/cars/${car.slug}/view.json?photos_count=5&updated_at=2024-05-02T00%3A00%3A00Z&website_id=1`]);
  });

  it("shows nothing for the view count when the call fails", async () => {
    const fetchMock = stubFetch(respond(() => json({ detail: "Down" }, 500)));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    renderWithSite(<VehiclePage car={car} parts={noParts} />);
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).includes("/view.json"))).toBe(true));
    expect(screen.queryByText(/\d views?$/)).toBeNull();
  });

  it("has one h1, the car's name, and the sidebar in the spec's order: the finance estimate before the below-market badge, the finance call to action after it", async () => {
    stubFetch(respond(() => json({ views: 1, car_fields: { changed: false } })));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const parts = { ...noParts, FinanceEstimate: () => <p>From $99 p/w</p>, FinanceCallToAction: () => <a href="/finance">Get Pre-Approved</a> };
    renderWithSite(<VehiclePage car={car} parts={parts} />);
    const h1s = screen.getAllByRole("heading", { level: 1 });
    expect(h1s.map((h) => h.textContent)).toEqual([car.name]);
    const sidebar = ["$23,990", "From $99 p/w", "Below Market Price", "Get Pre-Approved", "Call the dealer", "Enquire", "Odometer"];
    // The wide sidebar's icons are its last part (the phone's summary, drawn only on a phone, is
    // the first "Odometer": see the next test).
    const order = sidebar.map((text) => screen.getAllByText(text).at(-1) as HTMLElement);
    for (let i = 1; i < order.length; i++) {
      expect(order[i - 1]?.compareDocumentPosition(order[i] as Node) ?? 0).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    }
    expect(await screen.findByText("1 view")).toBeInTheDocument();
  });

  it("on a phone, answers km, transmission and body right after the price and weekly figure, before the actions", () => {
    stubFetch(respond(() => json({ views: 1, car_fields: { changed: false } })));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const parts = { ...noParts, FinanceEstimate: () => <p>From $99 p/w</p> };
    renderWithSite(<VehiclePage car={car} parts={parts} />);
    const summary = screen.getByTestId("car-summary");
    expect(summary).toHaveClass("lg:hidden");
    expect(summary).toHaveTextContent(/Odometer.*Transmission.*Body Type/);
    const weekly = screen.getByText("From $99 p/w");
    const actions = screen.getByTestId("action-buttons");
    expect(weekly.compareDocumentPosition(summary)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(summary.compareDocumentPosition(actions)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    // One visual primary among the actions.
    expect(actions.querySelectorAll("[data-primary]")).toHaveLength(1);
  });

  it("shows the proposition banner on the car's page of the tenant that has one", async () => {
    stubFetch(respond(() => json({ views: 1, car_fields: { changed: false } })));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const site = makeSite({ config: { presentation: { proposition_banner: true } } });
    renderWithSite(<VehiclePage car={car} parts={noParts} />, { site });
    // The page's lower rows are a chunk of their own: loaded lazily, as in the app.
    const banner = await screen.findByRole("region", { name: "Why buy with us" }, { timeout: 5000 });
    expect(within(banner).getAllByTestId("proposition").map((p) => p.firstChild?.textContent)).toEqual([
      "Reserve Quickly Online",
      "Secure Online Payments",
      "Apply For Finance",
    ]);
  });

  it("shows no proposition banner on the car's page of a tenant without one", async () => {
    stubFetch(respond(() => json({ views: 1, car_fields: { changed: false } })));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    renderWithSite(<VehiclePage car={car} parts={noParts} />);
    expect(await screen.findByRole("heading", { name: "Similar Cars" }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Why buy with us" })).toBeNull();
  });

  it("hides the fuel calculator for an electric car (the backend sends none)", () => {
    stubFetch(respond(() => json({ views: 1, car_fields: { changed: false } })));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    renderWithSite(<VehiclePage car={{ ...car, fuel_calculator: null }} parts={noParts} />);
    expect(screen.queryByRole("heading", { name: "Fuel Calculator" })).toBeNull();
  });

  it("the announcement bar can be dismissed", async () => {
    stubFetch(respond(() => json({ views: 1, car_fields: { changed: false } })));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    renderWithSite(<VehiclePage car={{ ...car, layout: { ...car.layout, announcement: "Sale on now" } }} parts={noParts} />);
    const bar = screen.getByRole("region", { name: "Announcement" });
    expect(bar).toHaveTextContent("Sale on now");
    act(() => within(bar).getByRole("button", { name: "Dismiss announcement" }).click());
    expect(screen.queryByRole("region", { name: "Announcement" })).toBeNull();
  });
});
