/**
 * One seed per visit for what is placed at random (the search page's promo cards): a page keeps its
 * positions while the shopper stays, Back included. The page's inlined state carries it, so the
 * server's markup and the app's first render place them alike.
 */
let seed: number | undefined;

export function setVisitSeed(value: number | undefined): void {
  seed = value;
}

export function visitSeed(): number {
  seed ??= Math.floor(Math.random() * 2 ** 31);
  return seed;
}
