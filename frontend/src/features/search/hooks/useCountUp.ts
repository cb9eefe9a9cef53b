import { useEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "../../../lib/motion";

export const COUNT_UP_MS = 1000; // spec: vehicle-detail §9, count-up 1 s


/** A number that counts up (or down) to `target` over `durationMs`, from where it was. */
export function useCountUp(target: number, durationMs = COUNT_UP_MS): number {
  const [shown, setShown] = useState(target);
  const from = useRef(target);
  const shownRef = useRef(target);

  useEffect(() => {
    from.current = shownRef.current;
    if (from.current === target) return;
    if (prefersReducedMotion() || typeof window.requestAnimationFrame !== "function") {
      shownRef.current = target;
      const id = setTimeout(() => setShown(target), 0);
      return () => clearTimeout(id);
    }
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs);
      const eased = 1 - (1 - progress) ** 3;
      const value = Math.round(from.current + (target - from.current) * eased);
      shownRef.current = value;
      setShown(value);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs]);

  return shown;
}
