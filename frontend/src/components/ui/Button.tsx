import type { ButtonHTMLAttributes, Ref } from "react";
import { cn } from "../../lib/cn";
import { Link, type LinkProps } from "./Link";

export type ButtonVariant = "primary" | "accent" | "outline" | "ghost";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-site font-semibold no-underline transition-colors " +
  "disabled:cursor-not-allowed disabled:opacity-60 text-center";
const variants: Record<ButtonVariant, string> = {
  primary: "bg-primary text-primary-contrast hover:bg-primary/90",
  accent: "bg-accent text-accent-contrast hover:bg-accent/90",
  outline: "border-2 border-primary bg-bg text-primary hover:bg-primary hover:text-primary-contrast",
  ghost: "text-text hover:bg-surface",
};
const sizes: Record<ButtonSize, string> = {
  sm: "min-h-11 px-3 text-sm", // a small look, still a thumb's 44 px (WCAG 2.5.5)
  md: "min-h-11 px-4 text-base",
  lg: "min-h-12 px-6 text-lg",
};

type StyleProps = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean };

export function buttonClass({ variant = "primary", size = "md", block = false }: StyleProps, extra?: string) {
  return cn(base, variants[variant], sizes[size], block && "w-full", extra);
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & StyleProps & { ref?: Ref<HTMLButtonElement> };

export function Button({ variant, size, block, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, block }, className)} {...props} />;
}

/** A link that looks like a button (navigation is a link, not a button, for assistive technology). */
export function ButtonLink({ variant, size, block, className, ...props }: LinkProps & StyleProps) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...props} />;
}
