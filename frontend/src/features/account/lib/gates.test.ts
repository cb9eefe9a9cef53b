import { describe, expect, it } from "vitest";
import { gateFor, safeRedirect, signInHref } from "./gates";

const gates = [
  { pattern: "^/(my\\-garage|mymazda)(/.*)?$", type: "garage" },
  { pattern: "^/cars/[^/]+/checkout/?$", type: "checkout" },
];

describe("gates", () => {
  it("matches the server's patterns", () => {
    expect(gateFor("/my-garage", gates)?.type).toBe("garage");
    expect(gateFor("/mymazda/profile", gates)?.type).toBe("garage");
    expect(gateFor("/cars/2020-mazda-3/checkout", gates)?.type).toBe("checkout");
    expect(gateFor("/cars/2020-mazda-3", gates)).toBeNull();
    expect(gateFor("/my-garages", gates)).toBeNull();
  });

  it("leaves a page whose form signs the shopper in where it is", () => {
    const inPlace = [{ pattern: "^/cars/[^/]+/buy-online/?$", type: "checkout", in_place: true }];
    expect(gateFor("/cars/2020-mazda-3/buy-online", inPlace)).toBeNull();
  });

  it("builds the sign-in link and keeps redirects on this site", () => {
    expect(signInHref("watchlist", "/cars/a?save=1", "/cars/a")).toBe(
      "/sign-in?type=watchlist&redirect=%2Fcars%2Fa%3Fsave%3D1&back=%2Fcars%2Fa",
    );
    expect(safeRedirect("/my-garage")).toBe("/my-garage");
    expect(safeRedirect("//evil.example")).toBe("/");
    expect(safeRedirect("https://evil.example")).toBe("/");
    expect(safeRedirect(null, "/x")).toBe("/x");
  });
});
