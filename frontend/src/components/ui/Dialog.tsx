/**
 * A modal dialog: the shell pages import. Its trigger and state cost the first screen a few hundred
 * bytes; Radix (DialogParts.tsx) loads when the dialog first opens, so the first screen's script stays
 * within its budget. `Dialog` is controlled (`open`, `onOpenChange`) or keeps its own
 * state for a `DialogTrigger`.
 */
import { createContext, lazy, Suspense, useContext, useId, useRef, useState, type ReactNode, type RefObject } from "react";
import type { DialogContentProps } from "./DialogParts";

const OpenDialog = lazy(() => import("./DialogParts").then((m) => ({ default: m.OpenDialog })));

type DialogState = { open: boolean; setOpen: (open: boolean) => void; trigger: RefObject<HTMLButtonElement | null>; contentId: string };
const DialogContext = createContext<DialogState | null>(null);

function useDialog(): DialogState {
  const state = useContext(DialogContext);
  if (!state) throw new Error("DialogTrigger and DialogContent belong inside a Dialog");
  return state;
}

type DialogProps = { open?: boolean; onOpenChange?: (open: boolean) => void; children: ReactNode };

export function Dialog({ open: controlled, onOpenChange, children }: DialogProps) {
  const [own, setOwn] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const open = controlled ?? own;
  const setOpen = (next: boolean) => {
    setOwn(next);
    onOpenChange?.(next);
  };
  return <DialogContext value={{ open, setOpen, trigger, contentId }}>{children}</DialogContext>;
}

/** A button that opens its Dialog, announced as such; focus comes back to it on close. */
export function DialogTrigger({ className, children, ...rest }: { className?: string; children: ReactNode; "data-testid"?: string }) {
  const { open, setOpen, trigger, contentId } = useDialog();
  return (
    <button
      ref={trigger}
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      onClick={() => setOpen(true)}
      {...rest}
    >
      {children}
    </button>
  );
}

export function DialogContent(props: DialogContentProps) {
  const { open, setOpen, trigger, contentId } = useDialog();
  if (!open) return null;
  return (
    <Suspense>
      <OpenDialog {...props} id={contentId} returnFocus={trigger} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
