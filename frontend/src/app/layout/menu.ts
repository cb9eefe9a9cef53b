/** The site's header navigation (presentation.nav) as menu entries, and the shopper's way in. */
import { useLocation } from "react-router";
import type { MenuEntry } from "../../components/ui/NavigationMenu";
import { signInHref } from "../../features/account/lib/gates";
import type { NavItem } from "../../lib/api";
import { useSignedIn } from "../../lib/session";
import { garagePath, useSite } from "../../lib/site";

/** "#" (or nothing) marks an item that only opens its dropdown, like More. */
function isRealLink(url: string): boolean {
  return url !== "" && url !== "#";
}

/**
 * `modelsPanel` draws the New Vehicles mega-menu (items with dynamic_models); menus that cannot
 * show it (the phone's) list All models and the item's own page instead.
 */
export function menuEntries(nav: NavItem[], modelsPanel?: MenuEntry["panel"]): MenuEntry[] {
  return nav.map((item) => {
    if (item.dynamic_models && modelsPanel) {
      const children = [{ label: "All models", href: "/models" }];
      if (isRealLink(item.url)) children.push({ label: `${item.name} in stock`, href: item.url });
      return { label: item.name, href: item.url, children, panel: modelsPanel };
    }
    const children = item.dropdown.map((child) => ({ label: child.name, href: child.url }));
    if (children.length === 0) return { label: item.name, href: item.url };
    // A dropdown hides its parent's own page; keep it reachable as the first entry.
    if (isRealLink(item.url) && !children.some((c) => c.href === item.url)) {
      children.unshift({ label: item.name, href: item.url });
    }
    return { label: item.name, href: item.url, children };
  });
}

/**
 * The shopper's way in (spec §2.2): My garage when signed in, else Sign in, which lands in the
 * garage and whose Back returns to the page the shopper left (on the sign-in page itself, to the
 * page that one would have returned to).
 */
export function accountEntry(signedIn: boolean, garagePath: string, here: { pathname: string; search: string }): MenuEntry {
  if (signedIn) return { label: "My garage", href: garagePath };
  const back = here.pathname === "/sign-in" ? (new URLSearchParams(here.search).get("back") ?? undefined) : here.pathname + here.search;
  return { label: "Sign in", href: signInHref("garage", garagePath, back) };
}

/** The account entry for the page in view: it asks the server nothing (lib/session.ts useSignedIn). */
export function useAccountEntry(): MenuEntry {
  return accountEntry(useSignedIn(), garagePath(useSite()), useLocation());
}
