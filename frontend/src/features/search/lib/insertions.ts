/**
 * Where the promo and sponsored cards go among a page of result cards (spec: vehicle-detail §9 -
 * the promo card every N cards, on one site 3 plus random 0-2; §4 - promo cards rotate through the
 * valid nodes, which the search response lists; finance-signin-locations §9 - the sponsored
 * content card at position 9 on one tenant, 4 on another).
 */

export type GridItem<T, P = never> =
  | { kind: "car"; car: T }
  | { kind: "promo"; key: string; promo: P }
  | { kind: "sponsored" };

export type InsertionRules<P = never> = {
  /** `nodes`: the valid promo nodes in rotation order; none means no promo cards. */
  promo: { every: number; randomExtra: number; nodes: readonly P[] } | null;
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

/** The node the n-th promo card on a page shows (0-based): node 0, 1, ... wrapping round.
 * `nodes` is not empty (insertCards places no promo card without nodes). */
export function rotatePromo<P>(nodes: readonly P[], insertion: number): P {
  return nodes[insertion % nodes.length] as P;
}

/** The page's cards with the promo cards after every N cars, rotating through the nodes, and the
 * sponsored card at its 1-based position (or last, when the page has fewer cards). An empty page
 * gets neither. */
export function insertCards<T, P = never>(cars: readonly T[], rules: InsertionRules<P>, random: Random): GridItem<T, P>[] {
  const items: GridItem<T, P>[] = [];
  const promo = rules.promo && rules.promo.nodes.length > 0 ? rules.promo : null;
  const after = new Set(promo ? promoAfter(cars.length, promo.every, promo.randomExtra, random) : []);
  let insertion = 0;
  cars.forEach((car, i) => {
    items.push({ kind: "car", car });
    if (promo && after.has(i + 1)) {
      items.push({ kind: "promo", key: `promo-${i + 1}`, promo: rotatePromo(promo.nodes, insertion++) });
    }
  });
  if (rules.sponsored && cars.length > 0) {
    items.splice(Math.min(rules.sponsored.position - 1, items.length), 0, { kind: "sponsored" });
  }
  return items;
}
