/** The server's rule for every link a dealer writes (backend core/forms.py `LINK`): an http(s)
 * page, a mailto: or tel: link, a path of this site (one /, not //) or a place on this page (#);
 * no whitespace, control characters or backslashes anywhere. The server refuses anything else;
 * links are drawn through `allowedHref` too, so one that got past (stored before the rule, or
 * from another source) is never an href. */
const UNSAFE = String.raw`\s\x00-\x1f\x7f\\`;
const LINK = new RegExp(
  `^(https?://[^/${UNSAFE}][^${UNSAFE}]*` +
    `|mailto:[^${UNSAFE}]+` +
    String.raw`|tel:\+?[(0-9][0-9 ().-]{2,30}` +
    `|/([^/${UNSAFE}][^${UNSAFE}]*)?` +
    `|#[A-Za-z0-9_-]*)$`,
);

/** `href` when the rule allows it, else undefined (the anchor keeps its text, goes nowhere). */
export function allowedHref(href: string): string | undefined {
  return href.length <= 500 && LINK.test(href) ? href : undefined;
}
