import { useId, useState } from "react";
import { Link } from "../../components/ui/Link";
import type { MenuEntry } from "../../components/ui/NavigationMenu";
import { useAccountEntry } from "./menu";

/** The header navigation on narrow screens: a disclosure button and a plain nested list. */
export function MobileMenu({ entries }: { entries: MenuEntry[] }) {
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
        className="inline-flex min-h-11 items-center gap-2 rounded-site border border-current px-3 font-medium"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
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
                        <Link href={child.href} onClick={close} className="block px-2 py-2 no-underline">
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <Link href={entry.href} onClick={close} className="block px-2 py-3 font-medium no-underline">
                  {entry.label}
                </Link>
              )}
            </li>
          ))}
          <li>
            <Link href={account.href} onClick={close} className="block px-2 py-3 font-semibold no-underline">
              {account.label}
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
