/**
 * The 360 spinner (spec: vehicle §2, §9): drag (one frame per 20 px), arrow keys, autorotate every
 * 100 ms until the shopper takes over, and a fullscreen view with the hotspots placed by angle.
 * A frame that fails to load is logged and skipped, never shown broken (spec: vehicle §8).
 */
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { Dialog, DialogContent } from "../../../components/ui/Dialog";
import { cn } from "../../../lib/cn";
import type { Hotspot, SpinFrame } from "../api/types";
import { PHONE_FRAME } from "../lib/gallery";
import { AUTOROTATE_MS, frameAfterDrag, frameAngle, hotspotsAt, loadedFrame } from "../lib/spinner";
import { prefersReducedMotion } from "../../../lib/motion";

type Props = { frames: SpinFrame[]; hotspots: Hotspot[]; kind: Hotspot["kind"]; label: string };


/** Frames that failed to load, each logged once. */
function useFailedFrames(frames: SpinFrame[]): [ReadonlySet<number>, (index: number) => void] {
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const fail = (index: number) =>
    setFailed((current) => {
      if (current.has(index)) return current;
      console.error(`Spin image failed to load: ${frames[index]?.src ?? index}`);
      return new Set(current).add(index);
    });
  return [failed, fail];
}

export default function Spinner({ frames, hotspots, kind, label }: Props) {
  const [frame, setFrame] = useState(0);
  const [playing, setPlaying] = useState(() => frames.length > 1 && !prefersReducedMotion());
  const [fullscreen, setFullscreen] = useState(false);
  const [failed, fail] = useFailedFrames(frames);
  const count = frames.length;

  // Preload every frame so rotating never waits; failures are logged and skipped.
  useEffect(() => {
    const images = frames.map((f, i) => {
      const image = new Image();
      image.onerror = () => fail(i);
      image.src = f.src;
      return image;
    });
    return () => images.forEach((image) => (image.onerror = null));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fail only updates state
  }, [frames]);

  useEffect(() => {
    if (!playing || count <= 1) return;
    const timer = window.setInterval(() => setFrame((f) => (f + 1) % count), AUTOROTATE_MS);
    return () => window.clearInterval(timer);
  }, [playing, count]);

  const stage = (inFullscreen: boolean) => (
    <SpinStage
      frames={frames}
      frame={frame}
      failed={failed}
      onFail={fail}
      onFrame={(f) => {
        setPlaying(false);
        setFrame(f);
      }}
      label={label}
      hotspots={inFullscreen ? hotspotsAt(hotspots, kind, loadedFrame(frame, count, failed) ?? frame, count) : []}
      fullscreen={inFullscreen}
    />
  );

  return (
    <div className="flex flex-col gap-2">
      {/* On a phone the turning car stands in the gallery's tall frame (Gallery.tsx). */}
      <div className={cn("relative flex items-center bg-surface lg:block lg:bg-transparent", PHONE_FRAME)} data-testid="viewer-frame">
        {stage(false)}
        <div className="absolute right-2 bottom-2 flex gap-2">
          {count > 1 && (
            <button type="button" onClick={() => setPlaying(!playing)} className={overlayButton}>
              {playing ? "Pause rotation" : "Rotate"}
            </button>
          )}
          <Dialog open={fullscreen} onOpenChange={setFullscreen}>
            <button type="button" onClick={() => setFullscreen(true)} className={overlayButton}>
              Fullscreen
            </button>
            <DialogContent title={label} hideTitle size="full" description="Drag or use the left and right arrow keys to turn the car. Select a hotspot to read about it.">
              <div className="flex min-h-0 flex-1 flex-col items-center justify-center gap-3 p-4 pt-16">
                {stage(true)}
                <p className="text-sm">Drag or use the arrow keys to turn the car; select + to read about a feature.</p>
              </div>
            </DialogContent>
          </Dialog>
        </div>
      </div>
      {count > 1 && <p className="text-sm text-muted">Drag or use the arrow keys to turn the car.</p>}
    </div>
  );
}

const overlayButton = "inline-flex min-h-11 items-center rounded-site bg-black/75 px-3 text-sm font-semibold text-white hover:bg-black/90";

function SpinStage({
  frames,
  frame,
  failed,
  onFail,
  onFrame,
  label,
  hotspots,
  fullscreen,
}: {
  frames: SpinFrame[];
  frame: number;
  failed: ReadonlySet<number>;
  onFail: (index: number) => void;
  onFrame: (frame: number) => void;
  label: string;
  hotspots: Hotspot[];
  fullscreen: boolean;
}) {
  const drag = useRef<{ x: number; frame: number } | null>(null);
  const count = frames.length;
  const shown = loadedFrame(frame, count, failed);

  if (shown === null) {
    return <div className="flex aspect-[3/2] w-full items-center justify-center rounded-site bg-surface text-muted">The 360° view is unavailable.</div>;
  }

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { x: e.clientX, frame };
    onFrame(frame);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current) onFrame(frameAfterDrag(drag.current.frame, e.clientX - drag.current.x, count));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const delta = { ArrowLeft: -1, ArrowRight: 1 }[e.key];
    if (delta === undefined || count <= 1) return;
    e.preventDefault();
    onFrame((frame + delta + count) % count);
  };
  const src = frames[shown]?.src ?? "";
  const angle = Math.round(frameAngle(shown, count));

  return (
    // Hotspot buttons sit beside the slider, not in it: a slider's children are presentational.
    // In fullscreen the 3:2 stage fits the viewport's height as well as its width.
    <div className="relative w-full" style={fullscreen ? { maxWidth: "min(72rem, calc((100dvh - 9rem) * 1.5))" } : undefined}>
      <div
        role={count > 1 ? "slider" : "img"}
        tabIndex={count > 1 ? 0 : undefined}
        aria-label={label}
        aria-valuemin={count > 1 ? 1 : undefined}
        aria-valuemax={count > 1 ? count : undefined}
        aria-valuenow={count > 1 ? shown + 1 : undefined}
        aria-valuetext={count > 1 ? `Frame ${shown + 1} of ${count}, ${angle}°` : undefined}
        data-frame={shown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        onKeyDown={onKeyDown}
        className={cn("touch-pan-y overflow-hidden rounded-site bg-surface select-none", count > 1 && "cursor-grab active:cursor-grabbing")}
      >
        <img src={src} alt="" draggable={false} onError={() => onFail(shown)} width={992} height={661} className="aspect-[3/2] h-auto w-full object-cover" />
      </div>
      {hotspots.length > 0 && (
        <ul aria-label="Hotspots" className="pointer-events-none absolute inset-0">
          {hotspots.map((h) => (
            <HotspotMarker key={`${h.kind}-${h.frame_index}-${h.title}`} hotspot={h} />
          ))}
        </ul>
      )}
    </div>
  );
}

function HotspotMarker({ hotspot }: { hotspot: Hotspot }) {
  const [open, setOpen] = useState(false);
  const style = { left: `${hotspot.x * 100}%`, top: `${hotspot.y * 100}%` };
  return (
    <li className="pointer-events-auto absolute -translate-x-1/2 -translate-y-1/2" style={style}>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="flex size-11 items-center justify-center rounded-full border-2 border-white bg-primary text-lg font-bold text-primary-contrast shadow-lg"
      >
        <span aria-hidden="true">+</span>
        <span className="sr-only">{hotspot.title}</span>
      </button>
      {open && (
        <div role="note" className="absolute top-12 left-1/2 z-10 w-64 -translate-x-1/2 rounded-site bg-bg p-3 text-sm text-text shadow-xl">
          <p className="font-semibold">{hotspot.title}</p>
          {hotspot.description && <p className="mt-1">{hotspot.description}</p>}
        </div>
      )}
    </li>
  );
}
