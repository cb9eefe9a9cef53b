/** Truncation and collapsible-list rules of the vehicle page's text sections. */

export const COMMENTS_LIMIT = 400; // spec: vehicle §9, dealer comments truncate at 400 characters

/** The collapsed dealer comments: the first 400 characters and whether anything was cut. */
export function truncateComments(text: string, limit = COMMENTS_LIMIT): { text: string; truncated: boolean } {
  if (text.length <= limit) return { text, truncated: false };
  return { text: `${text.slice(0, limit).trimEnd()}…`, truncated: true };
}

/** A list showing its first `shown` items until expanded. */
export function visibleItems<T>(items: readonly T[], shown: number, expanded: boolean): T[] {
  return expanded ? [...items] : items.slice(0, shown);
}
