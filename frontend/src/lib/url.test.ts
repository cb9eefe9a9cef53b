import { describe, expect, it } from "vitest";
import { slugify, withQuery } from "./url";

describe("withQuery", () => {
  it("adds parameters to a bare path", () => {
    expect(withQuery("/book-test-drive/", { car_id: "2021-toyota-corolla-abc" })).toBe(
      "/book-test-drive/?car_id=2021-toyota-corolla-abc",
    );
  });

  it("keeps an existing query string and hash", () => {
    expect(withQuery("/finance?source=card#form", { car_id: "x" })).toBe("/finance?source=card&car_id=x#form");
  });
});

describe("slugify", () => {
  it("lower-cases and joins words with hyphens", () => {
    expect(slugify("Land Rover")).toBe("land-rover");
    expect(slugify("CX-5")).toBe("cx-5");
    expect(slugify("  Škoda  Octavia ")).toBe("skoda-octavia");
  });
});
