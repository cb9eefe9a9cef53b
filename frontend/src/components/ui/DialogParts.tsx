/**
 * An open modal dialog or side sheet on Radix (focus trap, Escape, inert background), in a chunk of
 * its own that loads when one first opens: Dialog.tsx and Drawer.tsx are the light shells pages
 * import, so no page's first screen carries Radix. Themed by CSS variables; knows nothing
 * of cars. `size="full"` is the fullscreen viewer's variant.
 */
import * as RadixDialog from "@radix-ui/react-dialog";
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { cn } from "../../lib/cn";

type OpenProps = { onClose: () => void; children: ReactNode };

/** Radix's root, always open: the shell unmounts it on close. */
function Open({ onClose, children }: OpenProps) {
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>{children}</RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Focus goes back to `returnFocus` (the shell's trigger), else to whatever had it when this opened. */
function useFocusReturn(returnFocus?: RefObject<HTMLElement | null>) {
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  return (event: Event) => {
    event.preventDefault();
    (returnFocus?.current ?? opener)?.focus();
  };
}

/** Focus moves in as the dialog appears, before the next key press: Radix moves it in an effect, which
 * Preact runs after paint, and a shopper's (or a test's) arrow key in between would go to the page. */
function useFocusInside() {
  const content = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const node = content.current;
    if (!node || node.contains(document.activeElement)) return;
    (node.querySelector<HTMLElement>("button, [href], input, select, textarea, [tabindex]:not([tabindex='-1'])") ?? node).focus();
  }, []);
  return content;
}

export type DialogContentProps = {
  title: string;
  /** Keep the title for assistive technology only (a photo viewer shows no heading). */
  hideTitle?: boolean;
  description?: string;
  size?: "md" | "full";
  className?: string;
  children: ReactNode;
};

export function OpenDialog({
  onClose,
  returnFocus,
  id,
  title,
  hideTitle = false,
  description,
  size = "md",
  className,
  children,
}: DialogContentProps & { onClose: () => void; returnFocus?: RefObject<HTMLElement | null>; id?: string }) {
  const full = size === "full";
  const onCloseAutoFocus = useFocusReturn(returnFocus);
  const content = useFocusInside();
  return (
    <Open onClose={onClose}>
      <RadixDialog.Overlay className={cn("fixed inset-0 z-50", full ? "bg-black" : "bg-black/60")} />
      <RadixDialog.Content
        ref={content}
        id={id}
        onCloseAutoFocus={onCloseAutoFocus}
        {...(description ? {} : { "aria-describedby": undefined })}
        className={cn(
          "fixed z-50 flex flex-col focus:outline-none",
          full
            ? "inset-0 bg-black text-white"
            : "top-1/2 left-1/2 max-h-[calc(100dvh-1rem)] w-[min(36rem,calc(100vw-1rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-site bg-bg p-4 text-text shadow-xl sm:max-h-[90vh] sm:w-[min(36rem,calc(100vw-2rem))] sm:p-6",
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
    </Open>
  );
}

export type DrawerContentProps = { title: string; children: ReactNode; footer?: ReactNode };

export function OpenDrawer({ onClose, title, children, footer }: DrawerContentProps & { onClose: () => void }) {
  const onCloseAutoFocus = useFocusReturn();
  const content = useFocusInside();
  return (
    <Open onClose={onClose}>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
      <RadixDialog.Content
        ref={content}
        aria-describedby={undefined}
        onCloseAutoFocus={onCloseAutoFocus}
        className="fixed inset-y-0 left-0 z-50 flex w-[min(26rem,100vw)] flex-col bg-bg text-text shadow-xl focus:outline-none"
      >
        <div className="flex items-center justify-between gap-4 border-b border-border px-4 py-3">
          <RadixDialog.Title className="text-xl font-bold">{title}</RadixDialog.Title>
          <RadixDialog.Close className="inline-flex size-11 items-center justify-center rounded-site hover:bg-surface">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="sr-only">Close</span>
          </RadixDialog.Close>
        </div>
        <div className="flex-1 overflow-y-auto px-4 py-4">{children}</div>
        {footer && <div className="border-t border-border px-4 py-3">{footer}</div>}
      </RadixDialog.Content>
    </Open>
  );
}
