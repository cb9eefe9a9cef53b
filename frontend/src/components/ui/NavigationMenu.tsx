/**
 * The site's main menu: links, and buttons that disclose a dropdown of links (the WAI-ARIA APG
 * "disclosure navigation menu" pattern). Knows nothing of sites: callers pass entries.
 *
 * Why not Radix NavigationMenu: while a dropdown is open it renders a focus proxy with
 * aria-hidden="true" and tabindex="0", which axe-core reports as a serious violation
 * (aria-hidden-focus); site navigation is a disclosure pattern anyway, not a composite widget.
 */
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Link } from "./Link";

export type MenuLink = { label: string; href: string };
/** `panel` replaces the dropdown's list of links with richer content (a mega-menu); it gets a
 * `close` to call after a pick. `children` still serve menus that cannot show the panel. */
export type MenuEntry = MenuLink & { children?: MenuLink[]; panel?: (close: () => void) => ReactNode };

const HOVER_CLOSE_DELAY_MS = 150; // lets the pointer cross the gap between button and dropdown

const itemClass =
  "inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-site px-3 font-medium text-inherit no-underline " +
  "hover:bg-black/5 aria-expanded:bg-black/5";

function Chevron({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={cn("size-4 transition-transform", open && "rotate-180")}>
      <path fill="currentColor" d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}

export function NavigationMenu({ label, entries, className }: { label: string; entries: MenuEntry[]; className?: string }) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);

  // A click anywhere outside the menu closes an open dropdown.
  useEffect(() => {
    if (openKey === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenKey(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openKey]);

  return (
    <nav ref={navRef} aria-label={label} className={cn("relative", className)}>
      <ul className="flex flex-wrap items-center gap-1">
        {entries.map((entry) => {
          const key = `${entry.label}:${entry.href}`;
          return (
            <li key={key} className="relative">
              {entry.children?.length ? (
                <Dropdown
                  label={entry.label}
                  links={entry.children}
                  panel={entry.panel}
                  open={openKey === key}
                  // closing only closes this dropdown (a late hover timer must not close another)
                  onOpenChange={(open) => setOpenKey((current) => (open ? key : current === key ? null : current))}
                />
              ) : (
                <Link href={entry.href} className={itemClass}>
                  {entry.label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Dropdown({
  label,
  links,
  panel,
  open,
  onOpenChange,
}: {
  label: string;
  links: MenuLink[];
  panel?: MenuEntry["panel"];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // Opened by the mouse hovering (not pinned by a click): leaving closes it, a click keeps it open.
  const openedByHover = useRef(false);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const setOpen = (next: boolean) => {
    if (!next) openedByHover.current = false;
    onOpenChange(next);
  };
  const hoverOpen = () => {
    window.clearTimeout(closeTimer.current);
    if (open) return;
    openedByHover.current = true;
    onOpenChange(true);
  };
  const hoverClose = () => {
    if (openedByHover.current) closeTimer.current = window.setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
  };
  // A click on a hover-opened dropdown pins it open (read from the ref: the hover's state update
  // may not have reached this render yet); otherwise a click toggles.
  const onClick = () => {
    if (openedByHover.current) {
      openedByHover.current = false;
      onOpenChange(true);
    } else setOpen(!open);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };
  // Tabbing past the last link (or back before the button) closes the dropdown.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onPointerEnter={(e) => e.pointerType === "mouse" && hoverOpen()}
      onPointerLeave={(e) => e.pointerType === "mouse" && hoverClose()}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onClick}
        className={itemClass}
      >
        {label}
        <Chevron open={open} />
      </button>
      {/* spec: finance-signin-locations §9, navigation dropdown offset 8 (top-full + mt-2) */}
      <div
        id={panelId}
        hidden={!open}
        className={cn(
          "z-40 mt-2 rounded-site border border-border bg-bg text-text shadow-lg before:absolute before:inset-x-0 before:-top-2 before:h-2",
          // A mega-menu is centred in the viewport (below its button), whatever the button's place.
          panel ? "fixed left-1/2 w-[min(56rem,calc(100vw-2rem))] -translate-x-1/2 p-4" : "absolute top-full left-0 min-w-56 p-2",
        )}
      >
        {panel ? (
          open && panel(() => onOpenChange(false))
        ) : (
        <ul className="flex flex-col">
          {links.map((child) => (
            <li key={`${child.label}:${child.href}`}>
              <Link
                href={child.href}
                onClick={() => setOpen(false)}
                className="block rounded-site px-3 py-2 no-underline hover:bg-surface focus-visible:bg-surface"
              >
                {child.label}
              </Link>
            </li>
          ))}
        </ul>
        )}
      </div>
    </div>
  );
}
