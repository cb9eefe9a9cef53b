/** The site's header navigation (presentation.nav) as menu entries. */
import type { MenuEntry } from "../../components/ui/NavigationMenu";
import type { NavItem } from "../../lib/api";

/** "#" (or nothing) marks an item that only opens its dropdown, like More. */
function isRealLink(url: string): boolean {
  return url !== "" && url !== "#";
}

export function menuEntries(nav: NavItem[]): MenuEntry[] {
  return nav.map((item) => {
    // 'New Vehicles' (dynamic_models) lists the site's models once a model catalogue exists;
    // until then it is its own link, or its configured dropdown.
    const children = item.dropdown.map((child) => ({ label: child.name, href: child.url }));
    if (children.length === 0) return { label: item.name, href: item.url };
    // A dropdown hides its parent's own page; keep it reachable as the first entry.
    if (isRealLink(item.url) && !children.some((c) => c.href === item.url)) {
      children.unshift({ label: item.name, href: item.url });
    }
    return { label: item.name, href: item.url, children };
  });
}
