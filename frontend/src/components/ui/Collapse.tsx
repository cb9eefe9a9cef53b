/**
 * A disclosure: a button that opens and closes its panel with a height animation. Closed panels
 * are inert (not focusable, not read). spec: vehicle §4, FAQ sections toggle in 300 ms.
 */
import { useId, useState, type ReactNode } from "react";
import { cn } from "../../lib/cn";

export const COLLAPSE_MS = 300;

type Props = { summary: ReactNode; children: ReactNode; defaultOpen?: boolean; className?: string; headingLevel?: 2 | 3 | 4 };

export function Collapse({ summary, children, defaultOpen = false, className, headingLevel = 3 }: Props) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cn("border-b border-border", className)}>
      <Heading className="text-base font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="flex min-h-12 w-full items-center justify-between gap-4 py-3 text-left"
        >
          {summary}
          <svg aria-hidden="true" viewBox="0 0 20 20" className={cn("size-5 shrink-0 transition-transform", open && "rotate-180")} style={{ transitionDuration: `${COLLAPSE_MS}ms` }}>
            <path fill="currentColor" d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
          </svg>
        </button>
      </Heading>
      <div
        id={panelId}
        data-state={open ? "open" : "closed"}
        inert={!open}
        className="grid transition-[grid-template-rows] ease-in-out"
        style={{ gridTemplateRows: open ? "1fr" : "0fr", transitionDuration: `${COLLAPSE_MS}ms` }}
      >
        <div className="overflow-hidden">
          <div className="pb-4">{children}</div>
        </div>
      </div>
    </div>
  );
}
