import { describe, expect, it } from "vitest";
import { insertCards, promoAfter, rotatePromo, seededRandom, type GridItem } from "./insertions";

const cars = Array.from({ length: 21 }, (_, i) => i + 1);
const kinds = (items: GridItem<number, string>[]) => items.map((i) => (i.kind === "car" ? i.car : i.kind));
const promos = (items: GridItem<number, string>[]) => items.flatMap((i) => (i.kind === "promo" ? [i.promo] : []));
const one = ["We Want Your Car!"];

describe("promo and sponsored cards", () => {
  it("the promo card goes after every N cards", () => {
    expect(promoAfter(21, 6, 0, Math.random)).toEqual([6, 12, 18]);
    expect(promoAfter(5, 6, 0, Math.random)).toEqual([]);
    expect(promoAfter(6, 6, 0, Math.random)).toEqual([6]);
  });

  it("on the site with 3 plus random 0-2, each gap is 3, 4 or 5 cards", () => {
    expect(promoAfter(21, 3, 2, () => 0)).toEqual([3, 6, 9, 12, 15, 18, 21]);
    expect(promoAfter(21, 3, 2, () => 0.99)).toEqual([5, 10, 15, 20]);
    const gaps = promoAfter(2000, 3, 2, seededRandom(42)).map((p, i, all) => p - (all[i - 1] ?? 0));
    expect(new Set(gaps)).toEqual(new Set([3, 4, 5]));
  });

  it("the sponsored card sits at its position, promo cards counted", () => {
    const items = insertCards(cars, { promo: { every: 6, randomExtra: 0, nodes: one }, sponsored: { position: 9 } }, Math.random);
    expect(kinds(items).slice(0, 10)).toEqual([1, 2, 3, 4, 5, 6, "promo", 7, "sponsored", 8]);
    const four = insertCards(cars, { promo: null, sponsored: { position: 4 } }, Math.random);
    expect(kinds(four).slice(0, 5)).toEqual([1, 2, 3, "sponsored", 4]);
  });

  it("a short page shows the sponsored card last; an empty page shows neither", () => {
    expect(kinds(insertCards([1, 2], { promo: null, sponsored: { position: 9 } }, Math.random))).toEqual([1, 2, "sponsored"]);
    expect(insertCards([], { promo: { every: 1, randomExtra: 0, nodes: one }, sponsored: { position: 1 } }, Math.random)).toEqual([]);
  });

  it("a seeded page keeps its promo positions", () => {
    const rules = { promo: { every: 3, randomExtra: 2, nodes: one }, sponsored: null };
    expect(insertCards(cars, rules, seededRandom(7))).toEqual(insertCards(cars, rules, seededRandom(7)));
  });

  it("promo cards rotate through the valid nodes in order, wrapping round", () => {
    const items = insertCards(cars, { promo: { every: 3, randomExtra: 0, nodes: ["A", "B", "C"] }, sponsored: null }, Math.random);
    expect(promos(items)).toEqual(["A", "B", "C", "A", "B", "C", "A"]);
    expect(kinds(items).slice(0, 8)).toEqual([1, 2, 3, "promo", 4, 5, 6, "promo"]);
    expect([0, 1, 2, 3, 4].map((n) => rotatePromo(["A", "B"], n))).toEqual(["A", "B", "A", "B", "A"]);
  });

  it("a single valid node shows at every promo position", () => {
    const items = insertCards(cars, { promo: { every: 6, randomExtra: 0, nodes: one }, sponsored: null }, Math.random);
    expect(promos(items)).toEqual([one[0], one[0], one[0]]);
  });

  it("no valid nodes, no promo cards", () => {
    const items = insertCards(cars, { promo: { every: 3, randomExtra: 0, nodes: [] }, sponsored: { position: 4 } }, Math.random);
    expect(kinds(items).filter((k) => k === "promo")).toEqual([]);
    expect(kinds(items)[3]).toBe("sponsored");
  });
});
