/** Finance display rules of the page (the figures themselves come from the server's engine). */
export const AMOUNT_MAX = 250_000; // spec: vehicle §8, "... or more than $250,000"
export const DISCLAIMER_COLLAPSED = 197; // spec: vehicle §9
export const PRICE_DEFAULT = 30_000; // spec: finance §9, the form's purchase price
export const PRICE_MIN = 10_000; // spec: finance §9 clamp on blur
export const PRICE_MAX = 200_000;
export const QUOTE_DEBOUNCE_MS = 500;

/** A typed amount: above max clamps to max, at or below min to min, below 0 is 0 (vehicle §5). */
export function clampTyped(value: number, min: number, max: number): { value: number; message: string | null } {
  if (!Number.isFinite(value) || value < 0) return { value: 0, message: rangeMessage(min) };
  if (value > max) return { value: max, message: rangeMessage(min) };
  if (value < min) return { value: min, message: rangeMessage(min) };
  return { value, message: null };
}

export function rangeMessage(min: number): string {
  return `Cannot be less than ${min} or more than $250,000`;
}

/** The finance form's purchase price: digits only while typing, clamped on blur (finance §5). */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, "");
}

export function clampPrice(value: number): number {
  return Math.min(PRICE_MAX, Math.max(PRICE_MIN, Number.isFinite(value) ? value : PRICE_MIN));
}

export function collapsed(text: string, open: boolean): string {
  return open || text.length <= DISCLAIMER_COLLAPSED ? text : `${text.slice(0, DISCLAIMER_COLLAPSED).trimEnd()}...`;
}

/** The terms the calculator's term slider stops at (spec: vehicle §5): the site's custom year
 * increments, else 1 to the max by the step. */
export function termChoices(options: readonly number[], max: number, step: number): number[] {
  if (options.length) return [...options];
  const count = Math.floor((max - 1) / step + 1e-9) + 1;
  return Array.from({ length: count }, (_, i) => 1 + i * step);
}
