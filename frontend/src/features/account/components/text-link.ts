/** A link inside text: it must not rely on colour alone (WCAG 1.4.1), so it is underlined. */
export const TEXT_LINK = "font-semibold text-primary underline underline-offset-2";
