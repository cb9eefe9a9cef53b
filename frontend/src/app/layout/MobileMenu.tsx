import { useId, useState } from "react";
import { Link } from "../../components/ui/Link";
import type { MenuEntry } from "../../components/ui/NavigationMenu";
import { useAccountEntry } from "./menu";

/** The header navigation on narrow screens: a disclosure button and a plain nested list. */
type UtilityLink = { label: string; url: string };

/** `utilityLinks`: the contact banner's links, which a phone's header has no line for. */
export function MobileMenu({ entries, utilityLinks = [] }: { entries: MenuEntry[]; utilityLinks?: UtilityLink[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const close = () => setOpen(false);
  const account = useAccountEntry();
  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="inline-flex min-h-11 min-w-11 flex-col items-center justify-center rounded-site px-1 text-xs leading-tight font-semibold sm:flex-row sm:gap-2 sm:border sm:border-current sm:px-3 sm:text-base sm:font-medium"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="pointer-events-none size-5">
          <path fill="currentColor" d={open ? "M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z" : "M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z"} />
        </svg>
        Menu
      </button>
      <nav
        id={panelId}
        aria-label="Main"
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 max-h-[80vh] overflow-y-auto border-b border-border bg-bg text-text shadow-lg"
      >
        <ul className="flex flex-col p-4">
          {entries.map((entry) => (
            <li key={`${entry.label}:${entry.href}`} className="border-b border-border last:border-0">
              {entry.children?.length ? (
                <>
                  <p className="px-2 pt-3 pb-1 text-sm font-semibold text-muted uppercase">{entry.label}</p>
                  <ul className="pb-2">
                    {entry.children.map((child) => (
                      <li key={`${child.label}:${child.href}`}>
                        <Link href={child.href} onClick={close} className="flex min-h-11 items-center px-2 no-underline">
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <Link href={entry.href} onClick={close} className="flex min-h-11 items-center px-2 font-medium no-underline">
                  {entry.label}
                </Link>
              )}
            </li>
          ))}
          <li className={utilityLinks.length > 0 ? "border-b border-border" : undefined}>
            <Link href={account.href} onClick={close} className="flex min-h-11 items-center px-2 font-semibold no-underline">
              {account.label}
            </Link>
          </li>
          {utilityLinks.length > 0 && (
            <li data-testid="menu-contact-links">
              <ul className="flex flex-col pt-2">
                {utilityLinks.map((link) => (
                  <li key={link.url}>
                    <Link href={link.url} onClick={close} className="flex min-h-11 items-center px-2 text-sm font-semibold text-primary no-underline">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          )}
        </ul>
      </nav>
    </div>
  );
}
