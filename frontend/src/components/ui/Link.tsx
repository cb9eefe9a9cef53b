import type { AnchorHTMLAttributes, Ref } from "react";
import { Link as RouterLink } from "react-router";

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; ref?: Ref<HTMLAnchorElement> };

/** True for paths the app routes itself (same origin, not a hash or a tel:/mailto: target). */
export function isAppPath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

/** A link that navigates inside the app for site paths and is a plain anchor otherwise. */
export function Link({ href, ref, ...props }: LinkProps) {
  if (isAppPath(href)) return <RouterLink to={href} ref={ref} {...props} />;
  return <a href={href} ref={ref} {...props} />;
}
