/** The price comparison gauge's animation timings and needle geometry (spec: search §4). */

export const PANEL_ANIMATION_MS = 2000; // the panel animates in over 2 s
export const GAUGE_ANIMATION_MS = 2500; // the gauge itself over 2500 ms

/** Needle rotation in degrees for a fill of 0 (left, -90) to 1 (right, +90), clamped. */
export function needleAngle(fill: number): number {
  return -90 + Math.min(Math.max(fill, 0), 1) * 180;
}
