/**
 * Where the promo and sponsored cards go among a page of result cards (spec: vehicle-detail §9 -
 * the promo card every N cards, on one site 3 plus random 0-2; finance-signin-locations §9 - the
 * sponsored content card at position 9 on one tenant, 4 on another).
 */

export type GridItem<T> = { kind: "car"; car: T } | { kind: "promo"; key: string } | { kind: "sponsored" };

export type InsertionRules = {
  promo: { every: number; randomExtra: number } | null;
  sponsored: { position: number } | null;
};

/** A random number source in [0, 1): Math.random, or a seeded one for a stable page. */
export type Random = () => number;

/** mulberry32: a small seeded generator, so a page keeps its promo positions across renders. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The car counts after which a promo card goes: every N cars, N = every + a random 0..randomExtra
 * drawn for each gap. */
export function promoAfter(carCount: number, every: number, randomExtra: number, random: Random): number[] {
  const positions: number[] = [];
  let next = 0;
  for (;;) {
    next += Math.max(1, every) + Math.floor(random() * (randomExtra + 1));
    if (next > carCount) return positions;
    positions.push(next);
  }
}

/** The page's cards with the promo cards after every N cars and the sponsored card at its 1-based
 * position (or last, when the page has fewer cards). An empty page gets neither. */
export function insertCards<T>(cars: readonly T[], rules: InsertionRules, random: Random): GridItem<T>[] {
  const items: GridItem<T>[] = [];
  const after = new Set(rules.promo ? promoAfter(cars.length, rules.promo.every, rules.promo.randomExtra, random) : []);
  cars.forEach((car, i) => {
    items.push({ kind: "car", car });
    if (after.has(i + 1)) items.push({ kind: "promo", key: `promo-${i + 1}` });
  });
  if (rules.sponsored && cars.length > 0) {
    items.splice(Math.min(rules.sponsored.position - 1, items.length), 0, { kind: "sponsored" });
  }
  return items;
}
