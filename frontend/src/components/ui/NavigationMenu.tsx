/**
 * The site's main menu on Radix NavigationMenu: links, and triggers that open a dropdown of links
 * (keyboard, hover and focus handling are Radix's). Knows nothing of sites: callers pass entries.
 */
import * as Nav from "@radix-ui/react-navigation-menu";
import { cn } from "../../lib/cn";
import { Link } from "./Link";

export type MenuLink = { label: string; href: string };
export type MenuEntry = MenuLink & { children?: MenuLink[] };

const itemClass =
  "inline-flex min-h-11 items-center gap-1 rounded-site px-3 font-medium text-inherit no-underline " +
  "hover:bg-black/5 data-[state=open]:bg-black/5";

function Chevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 transition-transform group-data-[state=open]:rotate-180">
      <path fill="currentColor" d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}

function MenuLinkItem({ link, className }: { link: MenuLink; className: string }) {
  return (
    <Nav.Link asChild>
      <Link href={link.href} className={className}>
        {link.label}
      </Link>
    </Nav.Link>
  );
}

export function NavigationMenu({ label, entries, className }: { label: string; entries: MenuEntry[]; className?: string }) {
  return (
    <Nav.Root aria-label={label} className={cn("relative", className)}>
      <Nav.List className="flex flex-wrap items-center gap-1">
        {entries.map((entry) => (
          <Nav.Item key={`${entry.label}:${entry.href}`} className="relative">
            {entry.children?.length ? (
              <>
                <Nav.Trigger className={cn(itemClass, "group cursor-pointer")}>
                  {entry.label}
                  <Chevron />
                </Nav.Trigger>
                {/* spec: finance-signin-locations §9, navigation dropdown offset 8 (top-full + mt-2) */}
                <Nav.Content className="absolute left-0 top-full z-40 mt-2 min-w-56 rounded-site border border-border bg-bg p-2 text-text shadow-lg">
                  <ul className="flex flex-col">
                    {entry.children.map((child) => (
                      <li key={`${child.label}:${child.href}`}>
                        <MenuLinkItem
                          link={child}
                          className="block rounded-site px-3 py-2 no-underline hover:bg-surface focus-visible:bg-surface"
                        />
                      </li>
                    ))}
                  </ul>
                </Nav.Content>
              </>
            ) : (
              <MenuLinkItem link={entry} className={itemClass} />
            )}
          </Nav.Item>
        ))}
      </Nav.List>
    </Nav.Root>
  );
}
