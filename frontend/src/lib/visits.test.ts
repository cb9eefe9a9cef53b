import { beforeEach, describe, expect, it } from "vitest";
import { leadAttributes, recordVisit } from "./visits";

beforeEach(() => window.sessionStorage.clear());

describe("the visit a lead carries", () => {
  it("keeps the other site that linked to the first page, and only that", () => {
    recordVisit("/", "?utm_source=google&utm_medium=cpc", "https://www.carsales.com.au/some/listing");
    recordVisit("/cars/a-car", "", `${window.location.origin}/`);
    expect(leadAttributes()).toEqual({
      visited_pages: ["/", "/cars/a-car"],
      linked_query_params: { utm_source: "google", utm_medium: "cpc" },
      referrer: "https://www.carsales.com.au/some/listing",
    });
  });

  it("has no referrer for a typed address or the site's own page", () => {
    recordVisit("/", "", "");
    expect(leadAttributes().referrer).toBeUndefined();
    window.sessionStorage.clear();
    recordVisit("/search", "", `${window.location.origin}/`);
    expect(leadAttributes().referrer).toBeUndefined();
  });
});
