/**
 * Text shown short with Show more, and in full with Show less; the box grows and shrinks between
 * the two heights with the collapse animation FAQ sections use (spec: vehicle §4, 300 ms).
 */
import { useId, useLayoutEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "../../lib/motion";
import { cn } from "../../lib/cn";
import { COLLAPSE_MS } from "./Collapse";

type Props = {
  text: string;
  /** What shows collapsed; null when the text is short enough to need no toggle. */
  short: string | null;
  className?: string;
};

export function ExpandableText({ text, short, className }: Props) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const startHeight = useRef<number | null>(null);
  const id = useId();

  // After the text changes: from the height it had to the height it has now.
  useLayoutEffect(() => {
    const el = box.current;
    const from = startHeight.current;
    startHeight.current = null;
    if (!el || from === null || prefersReducedMotion()) return;
    const to = el.scrollHeight;
    el.style.height = `${from}px`;
    void el.offsetHeight; // the start height is laid out before the end one is set
    el.style.height = `${to}px`;
  }, [open]);

  if (short === null) return <p className={className}>{text}</p>;
  return (
    <div className="flex flex-col items-start gap-1">
      <div
        ref={box}
        id={id}
        data-state={open ? "open" : "closed"}
        className="overflow-hidden transition-[height] ease-in-out"
        style={{ transitionDuration: `${COLLAPSE_MS}ms` }}
        onTransitionEnd={(e) => {
          if (e.target === e.currentTarget) e.currentTarget.style.height = "";
        }}
      >
        <p className={className}>{open ? text : short}</p>
      </div>
      <button
        type="button"
        className={cn("inline-flex min-h-11 items-center font-semibold text-primary underline", className)}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          startHeight.current = box.current?.offsetHeight ?? null;
          setOpen(!open);
        }}
      >
        {open ? "Show less" : "Show more"}
      </button>
    </div>
  );
}
