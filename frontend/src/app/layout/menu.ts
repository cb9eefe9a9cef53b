/** The site's header navigation (presentation.nav) as menu entries. */
import type { MenuEntry } from "../../components/ui/NavigationMenu";
import type { NavItem } from "../../lib/api";

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
