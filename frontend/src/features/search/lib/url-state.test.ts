// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_SEARCH_PATH,
  FILTER_ATTRIBUTES,
  canonicalQuery,
  choosePath,
  clearedState,
  localPathMeaning,
  parseQueryString,
  searchSegments,
  searchUrl,
  stateFromUrl,
  toggleValue,
  type Places,
  type SearchState,
} from "./url-state";

const places: Places = {
  dealerships: [{ slug: "harbour-motors", name: "Harbour Motors" }],
  locations: [{ slug: "harbour-motors-parramatta", name: "Harbour Motors Parramatta" }],
  makeModels: ["Toyota > Corolla", "Toyota > HiLux", "Mazda > CX-5", "Land Rover > Defender"],
};

/** What the backend's resolve-path answers for the paths these tests use. */
function resolve(path: string) {
  const local = localPathMeaning(path);
  if (local) return local.filters;
  const table: Record<string, SearchState["filters"]> = {
    "/search/toyota": { make: ["Toyota"] },
    "/search/toyota/corolla": { make: ["Toyota"], model: ["Corolla"] },
    "/search/land-rover": { make: ["Land Rover"] },
    "/search/harbour-motors": { dealership_name: ["Harbour Motors"] },
    "/search/harbour-motors-parramatta": { location_name: ["Harbour Motors Parramatta"] },
  };
  const filters = table[path];
  if (!filters) throw new Error(`no meaning for ${path}`);
  return filters;
}

function roundTrip(url: string): string {
  const [path = "", search = ""] = url.split("?");
  return searchUrl(stateFromUrl(search, resolve(path)), places).url;
}

describe("search path <-> state", () => {
  it.each([
    "/search/new-used-and-demo-cars",
    "/search/used-cars",
    "/search/new-and-demo-cars",
    "/search/new-cars",
    "/search/demo-cars",
    "/search/toyota",
    "/search/toyota/corolla",
    "/search/land-rover",
    "/search/harbour-motors",
    "/search/harbour-motors-parramatta",
    "/search/toyota/corolla?car_type=used&price=10000:30000&sortBy=price:asc&page=2",
    "/search/used-cars?query=white+ute&km=:50000&transmission=Automatic",
    "/search/harbour-motors?make=Toyota",
    "/search/new-used-and-demo-cars?car_type=new&car_type=used",
    "/search/used-cars?dealership_name=TWG+Caravans+%26+4x4+Gepps+Cross",
  ])("%s maps to a state that maps back to the same URL", (url) => {
    expect(roundTrip(url)).toBe(url);
  });

  it("the stock type paths are known without asking the backend", () => {
    expect(localPathMeaning("/search/used-cars")?.filters).toEqual({ car_type: ["used"] });
    expect(localPathMeaning("/search/new-and-demo-cars")?.filters).toEqual({ car_type: ["new", "demo"] });
    expect(localPathMeaning("/search")?.filters).toEqual({});
    expect(localPathMeaning("/search/toyota")).toBeNull();
    expect(localPathMeaning("/search/toyota/corolla")).toBeNull();
  });

  it("reads path segments case-insensitively and ignores a trailing slash", () => {
    expect(searchSegments("/search/Toyota/Corolla/")).toEqual(["toyota", "corolla"]);
    expect(searchSegments("/cars/x")).toBeNull();
  });

  it("a single make and model are written as the path, the rest as parameters", () => {
    const state = stateFromUrl("make=Toyota&model=Corolla&car_type=used", {});
    expect(searchUrl(state, places).url).toBe("/search/toyota/corolla?car_type=used");
  });

  it("a dealership comes before a make, a make before a stock type", () => {
    const state = stateFromUrl("dealership_name=Harbour+Motors&make=Toyota&car_type=used", {});
    expect(searchUrl(state, places).url).toBe("/search/harbour-motors?car_type=used&make=Toyota");
    expect(searchUrl(stateFromUrl("make=Toyota&car_type=used", {}), places).url).toBe("/search/toyota?car_type=used");
  });

  it("a car type set with its own path uses it; any other set goes to the default path", () => {
    expect(searchUrl(stateFromUrl("car_type=demo&car_type=new", {}), places).url).toBe("/search/new-and-demo-cars");
    expect(searchUrl(stateFromUrl("car_type=used&car_type=new", {}), places).url).toBe(
      `${DEFAULT_SEARCH_PATH}?car_type=new&car_type=used`,
    );
  });

  it("several makes, a make not in stock or a model of another make stay in the query string", () => {
    expect(searchUrl(stateFromUrl("make=Toyota&make=Mazda", {}), places).url).toBe(
      `${DEFAULT_SEARCH_PATH}?make=Mazda&make=Toyota`,
    );
    expect(searchUrl(stateFromUrl("make=Ferrari", {}), places).url).toBe(`${DEFAULT_SEARCH_PATH}?make=Ferrari`);
    expect(searchUrl(stateFromUrl("make=Mazda&model=Corolla", {}), places).url).toBe("/search/mazda?model=Corolla");
    expect(searchUrl(stateFromUrl("make=Toyota", {}), { ...places, makeModels: null }).url).toBe(
      `${DEFAULT_SEARCH_PATH}?make=Toyota`,
    );
  });

  it("two makes or two models of one slug are not written as a path (it would name either)", () => {
    const twins: Places = {
      ...places,
      makeModels: ["Mercedes-Benz > C 200", "Mercedes Benz > C 300", "Mazda > CX-5", "Mazda > CX 5"],
    };
    expect(searchUrl(stateFromUrl("make=Mercedes-Benz", {}), twins).url).toBe(
      `${DEFAULT_SEARCH_PATH}?make=Mercedes-Benz`,
    );
    expect(searchUrl(stateFromUrl("make=Mazda&model=CX-5", {}), twins).url).toBe("/search/mazda?model=CX-5");
  });

  it("a make whose slug is a dealership's is not written as a path (the dealership would win)", () => {
    const clash: Places = { ...places, dealerships: [{ slug: "toyota", name: "Toyota Dealer" }] };
    expect(searchUrl(stateFromUrl("make=Toyota", {}), clash).url).toBe(`${DEFAULT_SEARCH_PATH}?make=Toyota`);
    expect(searchUrl(stateFromUrl("make=Toyota&model=Corolla", {}), clash).url).toBe("/search/toyota/corolla");
  });

  it("the chosen path says what it means, for remembering without asking again", () => {
    const { meaning } = choosePath({ make: ["Toyota"], model: ["Corolla"], car_type: ["used"] }, places);
    expect(meaning).toEqual({
      path: "/search/toyota/corolla",
      kind: "make_model",
      title: "Toyota Corolla",
      filters: { make: ["Toyota"], model: ["Corolla"] },
    });
  });
});

describe("canonical query string", () => {
  const base: SearchState = { query: "", page: 1, sortBy: "custom_rank:desc", filters: {} };

  it("omits page 1 and the default sort", () => {
    expect(canonicalQuery(base)).toBe("");
    expect(canonicalQuery({ ...base, page: 2 })).toBe("page=2");
    expect(canonicalQuery({ ...base, sortBy: "price:asc" })).toBe("sortBy=price:asc");
  });

  it("orders filters as the API lists them and sorts their values", () => {
    const state = { ...base, query: "sunroof", filters: { make: ["Toyota", "Mazda"], car_type: ["used"] } };
    expect(canonicalQuery(state)).toBe("query=sunroof&car_type=used&make=Mazda&make=Toyota");
  });

  it("reads repeated parameters, ranges and the page, and ignores other parameters", () => {
    const state = parseQueryString("?make=Toyota&make=Mazda&make=Toyota&price=5000:20000&page=3&utm_source=x");
    expect(state).toEqual({
      query: "",
      page: 3,
      sortBy: "custom_rank:desc",
      filters: { make: ["Toyota", "Mazda"], price: ["5000:20000"] },
    });
  });

  it("a page that is not a whole number from 1 reads as page 1", () => {
    expect(parseQueryString("page=0").page).toBe(1);
    expect(parseQueryString("page=abc").page).toBe(1);
  });
});

describe("changing the state", () => {
  it("toggling a value adds or removes it and goes back to page 1", () => {
    const state: SearchState = { query: "", page: 4, sortBy: "price:asc", filters: { make: ["Toyota"] } };
    expect(toggleValue(state, "make", "Mazda")).toEqual({ ...state, page: 1, filters: { make: ["Toyota", "Mazda"] } });
    expect(toggleValue(state, "make", "Toyota")).toEqual({ ...state, page: 1, filters: {} });
  });

  it("Clear Filters drops the text and every filter but keeps the sort", () => {
    const state: SearchState = { query: "ute", page: 2, sortBy: "price:asc", filters: { make: ["Toyota"] } };
    expect(clearedState(state)).toEqual({ query: "", page: 1, sortBy: "price:asc", filters: {} });
  });
});

it("knows every filter parameter of GET /api/v1/search (openapi.json)", () => {
  const doc = JSON.parse(readFileSync(new URL("../../../../openapi.json", import.meta.url), "utf8")) as {
    paths: Record<string, { get: { parameters: { name: string }[] } }>;
  };
  const names = doc.paths["/api/v1/search"]?.get.parameters.map((p) => p.name) ?? [];
  expect(names.filter((n) => !["query", "page", "sortBy"].includes(n))).toEqual(FILTER_ATTRIBUTES);
});
