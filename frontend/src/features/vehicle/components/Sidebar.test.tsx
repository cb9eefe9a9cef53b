import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeSite } from "../../../test/fixtures";
import { renderWithSite } from "../../../test/render";
import { compareList } from "../../../components/car-card/compare";
import { setFavourite } from "../../../components/car-card/favourites";
import { makeCarDetail, makeSoldCar } from "../test/fixtures";
import { ActionButtons } from "./ActionButtons";
import { CallDealer } from "./CallDealer";
import { PriceBlock, SaveButton } from "./PriceBlock";

function stubFetch() {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(new Response(JSON.stringify({ id: 1 }), { status: 201 })));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("call the dealer", () => {
  it("masks the number after its first 5 characters until clicked; the click reveals it and logs a reveal", async () => {
    const fetchMock = stubFetch();
    renderWithSite(<CallDealer car={makeCarDetail()} />);
    const button = screen.getByRole("button", { name: /Call the dealer/ });
    expect(button).toHaveTextContent("(02) XXXX XXXX");
    expect(screen.queryByText("(02) 9000 1234")).toBeNull();
    await userEvent.click(button);
    const call = screen.getByRole("link", { name: /\(02\) 9000 1234/ });
    expect(call).toHaveAttribute("href", "tel:0290001234");
    expect(call).toHaveFocus();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/v1/cars/2021-toyota-corolla-ascent-sport-abc123/phone-reveal");
    expect(JSON.parse(String(init?.body))).toEqual({ dealership_id: 10, website_id: 1 });
  });

  it("calling the revealed number sends the call dealer event (25)", async () => {
    const fetchMock = stubFetch();
    const car = makeCarDetail();
    renderWithSite(<CallDealer car={{ ...car, contact: { ...car.contact, phone_revealed: true } }} />);
    const call = screen.getByRole("link", { name: /\(02\) 9000 1234/ });
    call.addEventListener("click", (e) => e.preventDefault());
    await userEvent.click(call);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/v1/events");
    expect(JSON.parse(String(init?.body))).toMatchObject({ event_id: 25, car_id: 7 });
  });

  it("some sites start revealed", () => {
    const car = makeCarDetail();
    renderWithSite(<CallDealer car={{ ...car, contact: { ...car.contact, phone_revealed: true } }} />);
    expect(screen.getByRole("link", { name: /\(02\) 9000 1234/ })).toBeInTheDocument();
  });

  it("with no phone number, logs a warning and shows no number on the button", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const car = makeCarDetail();
    renderWithSite(<CallDealer car={{ ...car, contact: { ...car.contact, phone: null, phone_masked: null, tel: null } }} />);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("No phone number found"));
    expect(screen.getByRole("link", { name: "Call the dealer" })).toHaveAttribute("href", "/contact?car_id=2021-toyota-corolla-ascent-sport-abc123");
  });

  it("a failed reveal log is only logged", async () => {
    vi.stubGlobal("fetch", vi.fn(() => Promise.reject(new Error("offline"))));
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    renderWithSite(<CallDealer car={makeCarDetail()} />);
    await userEvent.click(screen.getByRole("button", { name: /Call the dealer/ }));
    expect(screen.getByRole("link", { name: /\(02\) 9000 1234/ })).toBeInTheDocument();
    await waitFor(() => expect(error).toHaveBeenCalled());
  });
});

describe("action buttons by availability", () => {
  it("an available car shows the backend's buttons", () => {
    renderWithSite(<ActionButtons car={makeCarDetail()} />);
    const names = within(screen.getByRole("list", { name: "Actions" }))
      .getAllByRole("link")
      .map((a) => a.textContent);
    expect(names).toEqual(["Enquire", "Get Finance", "Trade-In Valuation", "Book a Test Drive", "Reserve this Car"]);
  });

  it("offers Buy Online, the online purchase journey, where the backend says the car has it", () => {
    renderWithSite(<ActionButtons car={makeCarDetail({ sidebar_buttons: ["enquire", "reserve", "buyOnline"] })} />);
    const actions = within(screen.getByRole("list", { name: "Actions" }));
    expect(actions.getAllByRole("link").map((a) => a.textContent)).toEqual(["Enquire", "Reserve this Car", "Buy Online"]);
    expect(actions.getByRole("link", { name: "Buy Online" })).toHaveAttribute("href", "/checkout-journey?car_id=2021-toyota-corolla-ascent-sport-abc123");
  });

  it("a sold car shows the SOLD message and Find Me Something Similar instead of the action buttons", () => {
    renderWithSite(<ActionButtons car={makeSoldCar()} />);
    expect(screen.getByText("SOLD")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Find Me Something Similar" })).toHaveAttribute("href", "/search/toyota/corolla");
    expect(screen.queryByRole("list", { name: "Actions" })).toBeNull();
  });

  it("a used car's enquiry sends event 15 and its test drive 48", async () => {
    const fetchMock = stubFetch();
    renderWithSite(<ActionButtons car={makeCarDetail()} />);
    await userEvent.click(screen.getByRole("link", { name: "Enquire" }));
    await userEvent.click(screen.getByRole("link", { name: "Book a Test Drive" }));
    const ids = fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).event_id);
    expect(ids).toEqual([15, 48]);
  });
});

describe("price block", () => {
  it("shows the was-price, price, price type, the view count when known and a print link", () => {
    renderWithSite(<PriceBlock car={makeCarDetail()} views={1234} />);
    expect(screen.getByText("$25,990").tagName).toBe("S");
    expect(screen.getByText("$23,990")).toBeInTheDocument();
    expect(screen.getByText("Drive Away")).toBeInTheDocument();
    expect(screen.getByText("1,234 views")).toBeInTheDocument();
    const print = screen.getByRole("link", { name: /Print/ });
    expect(print).toHaveAttribute("href", "/print?car_id=2021-toyota-corolla-ascent-sport-abc123");
    expect(print).toHaveAttribute("target", "_blank");
  });

  it("shows a subscription with its label and period", () => {
    const price = { kind: "subscription", amount: 189, text: "$189 per week", label: "Subscription", price_type: null, was_amount: null, summary: "Subscription $189 per week" };
    renderWithSite(<PriceBlock car={makeCarDetail({ price })} views={null} />);
    expect(screen.getByText("Subscription")).toBeInTheDocument();
    expect(screen.getByTestId("car-price")).toHaveTextContent(/^\$189 per week$/);
  });

  it("shows nothing for the view count when the call has not answered", () => {
    renderWithSite(<PriceBlock car={makeCarDetail()} views={null} />);
    expect(screen.queryByText(/views?$/)).toBeNull();
  });

  it("a sold car shows no Save button unless already saved", () => {
    const { unmount } = renderWithSite(<SaveButton car={makeSoldCar()} />);
    expect(screen.queryByRole("switch")).toBeNull();
    unmount();
    setFavourite("harbour-motors", makeSoldCar().slug, true);
    renderWithSite(<SaveButton car={makeSoldCar()} />);
    expect(screen.getByRole("switch", { name: /Saved/ })).toHaveAttribute("aria-checked", "true");
  });

  it("compares the car from its own page where the site has compare", async () => {
    const site = makeSite({ config: { cards: { compare_enabled: true } } });
    renderWithSite(<PriceBlock car={makeCarDetail()} views={null} />, { site });
    const compare = screen.getByRole("button", { name: /^Compare.*2021 Toyota Corolla Ascent Sport$/ });
    expect(compare).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(compare);
    expect(compare).toHaveAttribute("aria-pressed", "true");
    expect(compareList.read(site.slug)).toContain(makeCarDetail().slug);
  });

  it("offers no compare where the site has none, nor for a sold car", () => {
    const { unmount } = renderWithSite(<PriceBlock car={makeCarDetail()} views={null} />);
    expect(screen.queryByRole("button", { name: /^Compare/ })).toBeNull();
    unmount();
    renderWithSite(<PriceBlock car={makeSoldCar()} views={null} />, { site: makeSite({ config: { cards: { compare_enabled: true } } }) });
    expect(screen.queryByRole("button", { name: /^Compare/ })).toBeNull();
  });

  it("has no Save button where the site turns favourites off", () => {
    renderWithSite(<SaveButton car={makeCarDetail()} />, { site: makeSite({ config: { cards: { favourites_enabled: false } } }) });
    expect(screen.queryByRole("switch")).toBeNull();
  });
});
