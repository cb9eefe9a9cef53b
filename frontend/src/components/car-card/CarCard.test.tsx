import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { CarCard as CarCardData, SitePublic } from "../../lib/api";
import { makeCard, makeSite } from "../../test/fixtures";
import { renderWithSite } from "../../test/render";
import { CarCard } from "./CarCard";
import { readFavourites } from "./favourites";

function renderCard(card: CarCardData, site: SitePublic = makeSite()) {
  renderWithSite(<CarCard card={card} />, { site });
  return screen.getByRole("article");
}

describe("CarCard", () => {
  it("shows year, make, model, badge and series as a link to the car", () => {
    const card = renderCard(makeCard());
    const title = within(card).getByRole("heading", { level: 3 });
    expect(title).toHaveTextContent("2021 Toyota Corolla");
    expect(title).toHaveTextContent("Ascent Sport ZWE211R");
    expect(within(title).getByRole("link")).toHaveAttribute("href", "/cars/2021-toyota-corolla-ascent-sport-abc123");
    expect(card).toHaveAccessibleName(/2021 Toyota Corolla/);
  });

  it("shows the backend's price text, price type and the struck-through was-price", () => {
    const card = renderCard(
      makeCard({ price: { kind: "price", amount: 21990, text: "$21,990", label: null, price_type: "Drive Away", was_amount: 23990, summary: "$21,990 Drive Away (was $23,990)" } }),
    );
    expect(within(card).getByText("$21,990")).toBeInTheDocument();
    expect(within(card).getByText("Drive Away")).toBeInTheDocument();
    expect(within(card).getByText("$23,990").tagName).toBe("S");
  });

  it("shows a subscription with its label and period, never as a bare amount", () => {
    const card = renderCard(
      makeCard({ price: { kind: "subscription", amount: 189, text: "$189 per week", label: "Subscription", price_type: null, was_amount: null, summary: "Subscription $189 per week" } }),
    );
    expect(within(card).getByText("Subscription")).toBeInTheDocument();
    expect(within(card).getByText("$189 per week")).toBeInTheDocument();
    expect(within(card).queryByText("$189")).not.toBeInTheDocument();
  });

  it("shows the no-price text as given", () => {
    const card = renderCard(
      makeCard({ price: { kind: "no_price", amount: null, text: "Enquire for price.", label: null, price_type: null, was_amount: null, summary: "Enquire for price." } }),
    );
    expect(within(card).getByText("Enquire for price.")).toBeInTheDocument();
  });

  it("renders each button the backend chose, with the spec's labels", () => {
    const card = renderCard(makeCard({ buttons: ["enquire", "testDrive", "viewDetails", "reserve"] }));
    const names = within(card)
      .getAllByRole("link")
      .map((a) => a.textContent);
    expect(names).toEqual(expect.arrayContaining(["Enquire", "Book a Test Drive", "View Details", "Reserve this Car"]));
    expect(within(card).getByRole("link", { name: "Reserve this Car" })).toHaveAttribute(
      "href",
      "/cars/2021-toyota-corolla-ascent-sport-abc123/checkout",
    );
  });

  it("a sold car shows its sold tag and Find Me Something Similar instead of enquiry buttons", () => {
    const card = renderCard(
      makeCard({ available: false, status: "sold", tag: { kind: "sold", text: "JUST SOLD" }, buttons: ["findSimilar"] }),
    );
    expect(within(card).getByText("JUST SOLD")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Find Me Something Similar" })).toHaveAttribute("href", "/search/toyota/corolla");
    expect(within(card).queryByRole("link", { name: "Enquire" })).toBeNull();
    expect(within(card).queryByRole("link", { name: "Reserve this Car" })).toBeNull();
  });

  it("shows a badge image tag by its text", () => {
    const card = renderCard(
      makeCard({ tag: { kind: "certified", text: "Toyota Certified Pre-Owned", image_url: "/badges/tcpo.svg" } }),
    );
    expect(within(card).getByRole("img", { name: "Toyota Certified Pre-Owned" })).toHaveAttribute("src", "/badges/tcpo.svg");
  });

  it("a Test Drive Only car leads with a prominent Book a Test Drive button", () => {
    const card = renderCard(
      makeCard({ test_drive_only: true, tag: { kind: "custom", text: "Test Drive Only" }, buttons: ["testDrive", "viewDetails"] }),
    );
    const actions = card.querySelector("[data-layout=test-drive-only]");
    expect(actions).not.toBeNull();
    const links = within(actions as HTMLElement).getAllByRole("link");
    expect(links.map((a) => a.textContent)).toEqual(["Book a Test Drive", "View Details"]);
  });

  it("gives the photo responsive sources, lazy loading, a size and alt text", () => {
    const img = within(renderCard(makeCard())).getByRole("img", { name: "2021 Toyota Corolla Ascent Sport" });
    expect(img).toHaveAttribute("srcset", expect.stringContaining("400w"));
    expect(img).toHaveAttribute("sizes");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("width");
    expect(img).toHaveAttribute("height");
  });

  it("shows the location overlay unless the site turns it off", () => {
    expect(within(renderCard(makeCard())).getByText("Harbour Motors Sydney")).toBeInTheDocument();
  });

  it("hides the location overlay when the site turns it off", () => {
    const site = makeSite({ config: { cards: { show_location_overlay: false } } });
    expect(within(renderCard(makeCard(), site)).queryByText("Harbour Motors Sydney")).toBeNull();
  });

  it("shows the view count when the backend sends one", () => {
    expect(within(renderCard(makeCard({ views: 1234 }))).getByText("1,234 views")).toBeInTheDocument();
  });

  it("shows Condition, Transmission, Odometer and Fuel Type where the card's dealership shows them", () => {
    const card = renderCard(makeCard({ extra_fields: true }));
    for (const [label, value] of [
      ["Condition", "Used"],
      ["Transmission", "Automatic"],
      ["Odometer", "45,000 km"],
      ["Fuel Type", "Petrol"],
    ]) {
      expect(within(card).getByText(label as string).nextElementSibling).toHaveTextContent(value as string);
    }
  });

  it("the favourites switch remembers the car in this browser", async () => {
    const card = renderCard(makeCard());
    const favourite = within(card).getByRole("switch", { name: /Favourite/ });
    expect(favourite).toHaveAttribute("aria-checked", "false");
    await userEvent.click(favourite);
    expect(favourite).toHaveAttribute("aria-checked", "true");
    expect(readFavourites("harbour-motors")).toEqual(["2021-toyota-corolla-ascent-sport-abc123"]);
    await userEvent.click(favourite);
    expect(favourite).toHaveAttribute("aria-checked", "false");
    expect(readFavourites("harbour-motors")).toEqual([]);
  });

  it("has no favourites switch when the site disables favourites", () => {
    const site = makeSite({ config: { cards: { favourites_enabled: false } } });
    expect(within(renderCard(makeCard(), site)).queryByRole("switch")).toBeNull();
  });

  it("shows one fact row on every card, in one order: price and type, repayment, km, transmission, fuel", () => {
    const card = renderCard(makeCard({ repayment: { frequency: "weekly", amount: 168.4 } }));
    const facts = within(card).getByTestId("card-facts");
    expect(facts).toHaveTextContent(/^\$[\d,]+.*\$168 p\/w.*45,000 km.*Automatic.*Petrol$/);
    expect(within(card).getByTestId("card-repayment")).toHaveTextContent("Finance estimate $168 p/w");
  });

  it("shows km, transmission and fuel even where the dealership leaves out the extra fields", () => {
    const card = renderCard(makeCard({ extra_fields: false }));
    expect(within(card).getByText("Odometer").nextElementSibling).toHaveTextContent("45,000 km");
    expect(within(card).queryByText("Condition")).toBeNull();
    expect(within(card).queryByTestId("card-repayment")).toBeNull();
  });

  it("a monthly-only site's card shows the repayment per month", () => {
    const card = renderCard(makeCard({ repayment: { frequency: "monthly", amount: 730 } }));
    expect(within(card).getByTestId("card-repayment")).toHaveTextContent("$730 p/m");
  });

  it("puts the spec's buttons in one order whatever order the dealership lists them, one primary first", () => {
    for (const buttons of [
      ["enquire", "testDrive", "viewDetails", "reserve"],
      ["reserve", "viewDetails", "enquire", "testDrive"],
    ] as const) {
      const { unmount } = renderWithSite(<CarCard card={makeCard({ buttons: [...buttons] })} />, { site: makeSite() });
      const actions = screen.getByTestId("card-actions");
      expect(within(actions).getAllByRole("link").map((a) => a.textContent)).toEqual(["View Details", "Book a Test Drive", "Reserve this Car", "Enquire"]);
      unmount();
    }
  });

  it("the whole card leads to the car: the title's link covers it, the buttons stay their own links", () => {
    const card = renderCard(makeCard());
    const title = within(card).getByRole("heading", { level: 3 });
    expect(within(title).getByRole("link").className).toContain("after:inset-0");
    expect(within(card).getByTestId("card-actions").className).toContain("z-10");
  });
});
