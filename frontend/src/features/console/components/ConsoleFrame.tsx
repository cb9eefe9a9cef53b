/**
 * The console's frame: one header row, 56 px tall at every width. The sections (CONSOLE_NAV, those
 * the user's role allows) sit on that row; at 1366 px they all show, and on a phone the row
 * scrolls sideways within itself instead of wrapping. The user's own links (two-step sign-in,
 * the site, a platform operator's way back to every site, sign out) are in the Account menu.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { NavLink } from "react-router";
import { Button } from "../../../components/ui/Button";
import { Link } from "../../../components/ui/Link";
import { cn } from "../../../lib/cn";
import { useSite } from "../../../lib/site";
import { can, type ConsoleMe } from "../api/console";
import { useLiveInbox } from "../api/inbox";
import { useSignOut } from "../api/queries";
import { CONSOLE_NAV } from "../lib/nav";

const navLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex min-h-11 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-site px-2.5 font-semibold no-underline",
    isActive ? "bg-primary text-primary-contrast" : "hover:bg-bg",
  );

export function ConsoleFrame({ me, children }: { me: ConsoleMe; children: ReactNode }) {
  const site = useSite();
  const count = useLiveInbox(can(me, "leads:read") && !me.totp_setup_needed);
  const newLeads = count.data?.new ?? 0;
  const entries = CONSOLE_NAV.filter((entry) => !entry.permission || can(me, entry.permission));
  return (
    <div className="min-h-screen bg-bg text-text">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex h-14 max-w-screen-2xl items-center gap-2 px-2 sm:px-4" data-testid="console-header">
          <p className="hidden max-w-48 shrink-0 truncate font-bold xl:block">{`${site.name} console`}</p>
          <nav aria-label="Console" className="min-w-0 flex-1 overflow-x-auto [scrollbar-width:thin]">
            <ul className="flex flex-nowrap items-center gap-0.5">
              {entries.map((entry) => (
                <li key={entry.to}>
                  <NavLink to={entry.to} end={entry.end} className={navLink}>
                    {entry.label}
                    {entry.newLeads && newLeads > 0 && (
                      <span className="rounded-full bg-accent px-2 text-sm text-accent-contrast" aria-label={`${newLeads} new`} data-testid="new-count">
                        {newLeads}
                      </span>
                    )}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <AccountMenu me={me} />
        </div>
      </header>
      <main id="main" className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
        {children}
      </main>
    </div>
  );
}

function AccountMenu({ me }: { me: ConsoleMe }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const box = useRef<HTMLDivElement>(null);
  const signOut = useSignOut(me);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);
  const item = "flex min-h-11 w-full items-center px-3 text-left font-semibold no-underline hover:bg-surface";
  return (
    <div ref={box} className="relative shrink-0">
      <Button variant="outline" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        Account
      </Button>
      {open && (
        <div id={menuId} className="absolute right-0 top-full z-50 mt-1 flex w-64 flex-col rounded-site border border-border bg-bg py-1 shadow-lg">
          <p className="px-3 py-2 text-sm text-muted">
            {`Signed in as ${me.name}`}
            {me.operator && <span className="ml-1 rounded-site bg-accent px-1.5 font-semibold text-accent-contrast">Platform operator</span>}
          </p>
          {me.sites_url && (
            <a href={me.sites_url} className={item}>
              All sites
            </a>
          )}
          <Link href="/console/security" className={item} onClick={() => setOpen(false)}>
            Two-step sign-in
          </Link>
          <Link href="/" className={item}>
            View site
          </Link>
          <button type="button" className={item} onClick={signOut}>
            {`Sign out ${me.name}`}
          </button>
        </div>
      )}
    </div>
  );
}
