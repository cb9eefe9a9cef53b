/**
 * Per-template overrides. SitePublic.template names a site's template; a template restyles the
 * variables the site's own theme does not carry (header colours, heading style). The site's theme
 * is applied after, so a dealer's colours always win. CSS that needs more than variables can
 * select on `html[data-template="..."]`.
 */
export type TemplateVariables = Record<`--${string}`, string>;

export const TEMPLATE_OVERRIDES: Record<string, TemplateVariables> = {
  default: {},
  // A header in the brand colour, as many franchise dealers use.
  classic: {
    "--header-bg": "var(--color-primary)",
    "--header-text": "var(--color-primary-contrast)",
  },
  // Spaced capitals for headings, as prestige brands style them.
  prestige: {
    "--heading-transform": "uppercase",
    "--heading-tracking": "0.08em",
  },
};

export function templateVariables(template: string): TemplateVariables {
  return TEMPLATE_OVERRIDES[template] ?? {};
}
