import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeCard, makeLocation, makeSite } from "../../test/fixtures";
import { renderWithSite } from "../../test/render";
import { Component as Home } from "./home";

function stubFetch(respond: (url: string) => Response | Promise<Response>) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => Promise.resolve(respond(String(input))));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("home page", () => {
  it("has the site's name as its one h1, with the hero text when set", () => {
    stubFetch(() => new Response(JSON.stringify({ hits: [] })));
    renderWithSite(<Home />, {
      site: makeSite({ config: { presentation: { hero_title: "Sydney's friendliest dealer", tagline: "Since 1972" } } }),
    });
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Harbour Motors"]);
    expect(screen.getByText("Sydney's friendliest dealer")).toBeInTheDocument();
    expect(screen.getByText("Since 1972")).toBeInTheDocument();
  });

  it("shows skeleton cards while featured cars load, then the cars", async () => {
    let release: (r: Response) => void = () => {};
    const fetchMock = stubFetch((url) =>
      url.startsWith("/api/v1/cars") ? new Promise<Response>((resolve) => (release = resolve)) : new Response("{}"),
    );
    renderWithSite(<Home />, { site: makeSite({ config: { presentation: { featured_count: 2 } } }) });
    expect(await screen.findByRole("status")).toHaveTextContent("Loading featured cars"); // its code loads after the hero
    expect(fetchMock.mock.calls.map((call) => call[0])).toContain("/api/v1/cars?limit=2");
    release(new Response(JSON.stringify({ hits: [makeCard({ id: 1 }), makeCard({ id: 2, slug: "b", path: "/cars/b" })] })));
    const section = await screen.findByRole("region", { name: "Featured cars" });
    expect(await within(section).findAllByTestId("car-card")).toHaveLength(2);
    expect(within(section).getByRole("link", { name: "View all stock" })).toHaveAttribute(
      "href",
      "/search/new-used-and-demo-cars",
    );
  });

  it("loads the first featured car's photo first only when no hero slide is above it", async () => {
    const cars = [makeCard({ id: 1 }), makeCard({ id: 2, slug: "b", path: "/cars/b" })];
    const slide = { name: "Winter sale", description: "", hide_overlay: false, url: null, image: { src: "/media/1200/s.jpg", srcset: "", alt: "" } };
    const firstPhoto = async () => {
      const section = await screen.findByRole("region", { name: "Featured cars" });
      const [first] = await within(section).findAllByTestId("car-card");
      return within(first as HTMLElement).getByRole("img");
    };
    stubFetch(() => new Response(JSON.stringify({ hits: cars })));
    const { unmount } = renderWithSite(<Home />);
    expect(await firstPhoto()).toHaveAttribute("fetchpriority", "high");
    unmount();

    // Under a slide, the slide's photo is the largest paint: the card's waits its turn.
    renderWithSite(<Home />, { site: makeSite({ home: { slides: [slide], promotions: [] } }) });
    const photo = await firstPhoto();
    expect(photo).toHaveAttribute("loading", "lazy");
    expect(photo).not.toHaveAttribute("fetchpriority", "high");
  });

  it("says so when featured cars cannot be loaded", async () => {
    stubFetch(() => new Response(JSON.stringify({ detail: "Down" }), { status: 503 }));
    renderWithSite(<Home />);
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn’t load these cars just now.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("shows a card per location with whether it is open", () => {
    stubFetch(() => new Response(JSON.stringify({ hits: [] })));
    const today = new Date().getDay();
    renderWithSite(<Home />, {
      site: makeSite({
        locations: [
          makeLocation({
            opening_hours: [{ weekday: today, status: "Open", open: "09:00", close: "17:00", formated_hours: "9:00am - 5:00pm" }],
          }),
        ],
      }),
    });
    const section = screen.getByRole("region", { name: "Our Locations" });
    expect(within(section).getByRole("heading", { name: "Harbour Motors Sydney" })).toBeInTheDocument();
    // Open or not at the location's own time, with when it closes or next opens.
    expect(within(section).getByText(/Closes at 5:00pm|Opens \w+ at 9:00am/)).toBeInTheDocument();
    expect(within(section).getByRole("link", { name: /\(02\) 9000 1234/ })).toHaveAttribute("href", "tel:0290001234");
  });
});
