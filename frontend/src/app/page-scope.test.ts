import { describe, expect, it } from "vitest";
import { makeCarDetail } from "../features/vehicle/test/fixtures";
import { dealershipOfNames } from "../lib/site";
import { makeLocation, makeSite } from "../test/fixtures";
import type { FirstSearch } from "../features/search/lib/first-screen";
import { pageDealershipScope } from "./page-scope";
import { handle as carHandle } from "./routes/car";
import { handle as locationHandle } from "./routes/location";
import { handle as searchHandle } from "./routes/search";

const [harbour] = makeSite().dealerships; // id 10, "Harbour Motors"
if (!harbour) throw new Error("the site fixture has a dealership");
const site = makeSite({
  dealerships: [harbour, { ...harbour, id: 20, slug: "bay-motors", name: "Bay Motors" }],
  locations: [makeLocation({ slug: "bay-sales", dealership_id: 20 })],
});
const root = { params: {}, route: {} }; // the layout route: no handle

describe("the dealership presenting the first page", () => {
  it("is the car's dealership on its page, and only for that car", () => {
    const car = makeCarDetail({ slug: "a-car", dealership_id: 20 });
    const page = { params: { slug: "a-car" }, route: { handle: carHandle } };
    expect(pageDealershipScope([root, page], site, { car })).toBe(20);
    expect(pageDealershipScope([root, { ...page, params: { slug: "another-car" } }], site, { car })).toBeNull();
  });

  it("is the location's dealership on its page", () => {
    const page = { params: { slug: "bay-sales" }, route: { handle: locationHandle } };
    expect(pageDealershipScope([root, page], site, undefined)).toBe(20);
    expect(pageDealershipScope([root, { ...page, params: { slug: "nowhere" } }], site, undefined)).toBeNull();
  });

  it("is the one dealership a search is narrowed to, by its path or its parameters", () => {
    const page = { params: {}, route: { handle: searchHandle } };
    const search = (params: string) => ({ search: { params } as FirstSearch });
    expect(pageDealershipScope([root, page], site, search("car_type=used&dealership_name=Bay+Motors"))).toBe(20);
    expect(pageDealershipScope([root, page], site, search("dealership_name=Bay+Motors&dealership_name=Harbour+Motors"))).toBeNull();
    expect(pageDealershipScope([root, page], site, search("car_type=used"))).toBeNull();
    expect(pageDealershipScope([root, page], site, undefined)).toBeNull();
  });

  it("is none on a page whose route says nothing", () => {
    expect(pageDealershipScope([root, { params: {}, route: {} }], site, undefined)).toBeNull();
    expect(pageDealershipScope(null, site, undefined)).toBeNull();
  });

  it("names a dealership only when the search names exactly one that exists", () => {
    expect(dealershipOfNames(site, ["Harbour Motors"])).toBe(10);
    expect(dealershipOfNames(site, ["Unknown"])).toBeNull();
    expect(dealershipOfNames(site, [])).toBeNull();
  });
});
