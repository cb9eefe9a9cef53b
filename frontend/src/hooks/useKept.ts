import { useState } from "react";

/**
 * The latest defined value, kept while `value` is undefined or null: what was on screen stays
 * there while the next answer loads or after it fails (spec: search §4).
 */
export function useKept<T>(value: T | null | undefined): T | null {
  const [kept, setKept] = useState<T | null>(value ?? null);
  if (value !== undefined && value !== null && value !== kept) setKept(value);
  return value ?? kept;
}
