/** The Fuel Calculator's maths (spec: vehicle §9) and its input parsing (spec: vehicle §5). */

export const DEFAULT_FUEL_PRICE = 1.7; // $/L
export const DEFAULT_DISTANCE_KM = 250; // kms per week
export const DEFAULT_CONSUMPTION = 10; // L/100km

/** A number typed by a shopper: "$", commas and "kms" are stripped first; null when not a number. */
export function parseAmount(input: string): number | null {
  const cleaned = input.replace(/\$/g, "").replace(/,/g, "").replace(/kms/gi, "").trim();
  if (cleaned === "") return null;
  const value = Number(cleaned);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/** Weekly fuel cost: distance / 100 x consumption x price. */
export function fuelCost(distanceKm: number, consumption: number, pricePerLitre: number): number {
  return (distanceKm / 100) * consumption * pricePerLitre;
}

const dollars = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Dollars and cents: 26.775 -> "$26.78". */
export function formatCost(amount: number): string {
  return dollars.format(amount).replace(/^A\$/, "$");
}
