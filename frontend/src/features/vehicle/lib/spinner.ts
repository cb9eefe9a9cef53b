/** 360 spinner rules: drag and autorotate stepping, hotspots by angle, frames that failed to load. */
import type { Hotspot } from "../api/types";

export const DRAG_SENSITIVITY_PX = 20; // spec: vehicle §9, spin viewer sensitivity 20
export const AUTOROTATE_MS = 100; // spec: vehicle §9, autorotate interval 100 ms

/** The frame shown after dragging `dx` pixels from `startFrame`: one frame per 20 px, wrapping. */
export function frameAfterDrag(startFrame: number, dx: number, frames: number, sensitivity = DRAG_SENSITIVITY_PX): number {
  if (frames <= 0) return 0;
  const steps = Math.trunc(dx / sensitivity);
  return (((startFrame + steps) % frames) + frames) % frames;
}

/** The angle of frame `index` among `frames`, the backend's hotspot formula: (1 - i/(n-1)) x 360. */
export function frameAngle(index: number, frames: number): number {
  return frames <= 1 ? 0 : (1 - index / (frames - 1)) * 360;
}

/** Hotspots of `kind` placed by angle: those within half a frame's turn of the shown frame. */
export function hotspotsAt(hotspots: Hotspot[], kind: Hotspot["kind"], frame: number, frames: number): Hotspot[] {
  const own = hotspots.filter((h) => h.kind === kind);
  if (frames <= 1) return own;
  const half = 360 / (frames - 1) / 2;
  const angle = frameAngle(frame, frames);
  return own.filter((h) => Math.abs(h.angle - angle) < half);
}

/**
 * The frame to show for `index` when some frames failed to load: the nearest loaded one going
 * backwards (so rotation never shows a broken image); null when none loaded.
 */
export function loadedFrame(index: number, frames: number, failed: ReadonlySet<number>): number | null {
  for (let step = 0; step < frames; step++) {
    const candidate = (((index - step) % frames) + frames) % frames;
    if (!failed.has(candidate)) return candidate;
  }
  return null;
}
