/** Offer text lengths (spec: finance-signin-locations §9): a description is cut around 160
 * characters, and only when longer than 200; a disclaimer is cut at 200. */
export const DESCRIPTION_AROUND = 160;
export const DESCRIPTION_TOGGLE_OVER = 200;
export const DISCLAIMER_AT = 200;

/** `text` cut at the last word boundary at or before `around` (a long first word is cut hard). */
export function truncateAround(text: string, around: number): string {
  if (text.length <= around) return text;
  const cut = text.slice(0, around + 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > around / 2 ? cut.slice(0, space) : text.slice(0, around)).replace(/[\s,.;:-]+$/, "")}...`;
}

export function descriptionNeedsToggle(text: string): boolean {
  return text.length > DESCRIPTION_TOGGLE_OVER;
}

export function disclaimerShort(text: string): string {
  return text.length > DISCLAIMER_AT ? `${text.slice(0, DISCLAIMER_AT).trimEnd()}...` : text;
}
