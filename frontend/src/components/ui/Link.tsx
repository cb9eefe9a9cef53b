import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from "react";
import { Link as RouterLink, useNavigate, type NavigateFunction } from "react-router";
import { allowedHref } from "../../lib/links";

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; ref?: Ref<HTMLAnchorElement> };

/** True for paths the app routes itself (same origin, not a hash or a tel:/mailto: target). */
export function isAppPath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

// The router's own Link resolves its path against the route's matches and sets up prefetching on
// every render: a page of cards has dozens of links, which cost a phone's hydration more than the
// cards themselves. Our links are absolute paths, so the app's frame hands them one navigate.
const AppNavigate = createContext<NavigateFunction | null>(null);

/** Links inside it navigate with the router's navigate, given once (the site's layout). */
export function AppLinks({ children }: { children: ReactNode }) {
  return <AppNavigate.Provider value={useNavigate()}>{children}</AppNavigate.Provider>;
}

const STAY: NavigateFunction = () => undefined;

/** Links inside it go nowhere: a picture of a site's page shown in another app (the console's
 * brand preview), which may have no router of its own. */
export function StillLinks({ children }: { children: ReactNode }) {
  return <AppNavigate.Provider value={STAY}>{children}</AppNavigate.Provider>;
}

/** A click the browser should handle itself: a new tab or window, another frame, a download. */
function leavesTheApp(event: MouseEvent<HTMLAnchorElement>): boolean {
  const { target } = event.currentTarget;
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== "" && target !== "_self") ||
    event.currentTarget.hasAttribute("download")
  );
}

/** A link that navigates inside the app for site paths and is a plain anchor otherwise. Dealers
 * write many of these addresses (menus, footer, slides, banners, offers): one the link rule does
 * not allow (javascript:, //another-host ...) keeps its text and loses its href. */
export function Link({ href, ref, onClick, ...props }: LinkProps) {
  const navigate = useContext(AppNavigate);
  if (!isAppPath(href)) return <a href={allowedHref(href)} ref={ref} onClick={onClick} {...props} />;
  if (!navigate) return <RouterLink to={href} ref={ref} onClick={onClick} {...props} />; // outside the site's layout
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || leavesTheApp(event)) return;
    event.preventDefault();
    // As the router's Link: a link to the page the shopper is on replaces it in the history.
    const { pathname, search, hash } = window.location;
    navigate(href, { replace: pathname + search + hash === href });
  };
  return <a href={href} ref={ref} onClick={follow} {...props} />;
}
