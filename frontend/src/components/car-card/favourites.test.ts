import { describe, expect, it } from "vitest";
import { favouritesKey, readFavourites, setFavourite } from "./favourites";

describe("favourites", () => {
  it("keeps one list per site", () => {
    setFavourite("site-a", "car-1", true);
    setFavourite("site-b", "car-2", true);
    expect(readFavourites("site-a")).toEqual(["car-1"]);
    expect(readFavourites("site-b")).toEqual(["car-2"]);
  });

  it("adds a car once and removes it", () => {
    setFavourite("site-a", "car-1", true);
    setFavourite("site-a", "car-1", true);
    expect(readFavourites("site-a")).toEqual(["car-1"]);
    setFavourite("site-a", "car-1", false);
    expect(readFavourites("site-a")).toEqual([]);
  });

  it("treats unreadable storage as no favourites", () => {
    window.localStorage.setItem(favouritesKey("site-a"), "{not json");
    expect(readFavourites("site-a")).toEqual([]);
    window.localStorage.setItem(favouritesKey("site-a"), JSON.stringify({ a: 1 }));
    expect(readFavourites("site-a")).toEqual([]);
  });
});
