/**
 * A modal dialog on Radix (focus trap, Escape, focus return, inert background). Themed by CSS
 * variables; knows nothing of cars. `size="full"` is the fullscreen viewer's variant.
 */
import * as RadixDialog from "@radix-ui/react-dialog";
import type { KeyboardEventHandler, ReactNode } from "react";
import { cn } from "../../lib/cn";

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;

type ContentProps = {
  title: string;
  /** Keep the title for assistive technology only (a photo viewer shows no heading). */
  hideTitle?: boolean;
  description?: string;
  size?: "md" | "full";
  className?: string;
  children: ReactNode;
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
};

export function DialogContent({ title, hideTitle = false, description, size = "md", className, children, onKeyDown }: ContentProps) {
  const full = size === "full";
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={cn("fixed inset-0 z-50", full ? "bg-black" : "bg-black/60")} />
      <RadixDialog.Content
        onKeyDown={onKeyDown}
        {...(description ? {} : { "aria-describedby": undefined })}
        className={cn(
          "fixed z-50 flex flex-col focus:outline-none",
          full
            ? "inset-0 bg-black text-white"
            : "top-1/2 left-1/2 max-h-[90vh] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-site bg-bg p-6 text-text shadow-xl",
          className,
        )}
      >
        <div className={cn("flex items-start justify-between gap-4", full && "absolute inset-x-0 top-0 z-10 p-3")}>
          <RadixDialog.Title className={cn(hideTitle ? "sr-only" : "text-xl font-bold")}>{title}</RadixDialog.Title>
          <RadixDialog.Close
            className={cn(
              "ml-auto inline-flex size-11 shrink-0 items-center justify-center rounded-full",
              full ? "bg-white/15 text-white hover:bg-white/25" : "hover:bg-surface",
            )}
            aria-label="Close"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
              <path fill="currentColor" d="M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z" />
            </svg>
          </RadixDialog.Close>
        </div>
        {description && <RadixDialog.Description className="sr-only">{description}</RadixDialog.Description>}
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
