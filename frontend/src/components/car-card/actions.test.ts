import { describe, expect, it } from "vitest";
import { defaultConfig, makeCard } from "../../test/fixtures";
import { cardActions } from "./actions";

const links = defaultConfig.links;

describe("cardActions", () => {
  it("labels and links the backend's buttons in the backend's order", () => {
    const card = makeCard({ buttons: ["enquire", "testDrive", "viewDetails", "reserve", "finance"] });
    expect(cardActions(card, links)).toEqual([
      { key: "enquire", label: "Enquire", href: `/contact?car_id=${card.slug}` },
      { key: "testDrive", label: "Book a Test Drive", href: `/book-test-drive/?car_id=${card.slug}` },
      { key: "viewDetails", label: "View Details", href: card.path },
      { key: "reserve", label: "Reserve this Car", href: `${card.path}/checkout` },
      // spec: vehicle §2 - the finance link carries the car and its price, anchored at the form
      { key: "finance", label: "Get Finance", href: `/finance?car_id=${card.slug}&car_type=used&vehiclePriceBudget=23990#finance-form` },
    ]);
  });

  it("reserves through buy-online on the site variant that uses it", () => {
    const card = makeCard({ buttons: ["reserve"] });
    expect(cardActions(card, { ...links, checkout_style: "buy-online" })[0]?.href).toBe(`${card.path}/buy-online`);
  });

  it("uses the site's own test drive and finance links", () => {
    const card = makeCard({ buttons: ["testDrive", "finance"] });
    const hrefs = cardActions(card, { ...links, test_drive: "/test-drive", finance: "/personalised/finance" }).map((a) => a.href);
    expect(hrefs).toEqual([
      `/test-drive?car_id=${card.slug}`,
      `/personalised/finance?car_id=${card.slug}&car_type=used&vehiclePriceBudget=23990#finance-form`,
    ]);
  });

  it("a car that is not available offers Find Me Something Similar for its make and model", () => {
    const card = makeCard({ make: "Land Rover", model: "Range Rover Evoque", buttons: ["findSimilar"] });
    expect(cardActions(card, links)).toEqual([
      { key: "findSimilar", label: "Find Me Something Similar", href: "/search/land-rover/range-rover-evoque" },
    ]);
  });

  it("skips buttons it does not know", () => {
    expect(cardActions(makeCard({ buttons: ["compare", "viewDetails"] }), links).map((a) => a.key)).toEqual(["viewDetails"]);
  });
});
