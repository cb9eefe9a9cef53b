/** The "Show Me N cars" button's count (spec: vehicle-detail §9 - the hit count is capped and
 * treated specially above 1999). */
export const SHOW_ME_CAP = 1999;

export function showMeCount(total: number): { value: number; plus: boolean } {
  return total > SHOW_ME_CAP ? { value: SHOW_ME_CAP, plus: true } : { value: Math.max(0, total), plus: false };
}

/** "Show Me 1 car", "Show Me 274 cars", "Show Me 1999+ cars". */
export function showMeLabel(value: number, plus: boolean): string {
  const count = `${value}${plus ? "+" : ""}`;
  return `Show Me ${count} ${value === 1 && !plus ? "car" : "cars"}`;
}
