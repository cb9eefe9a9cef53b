/** A side sheet (focus trapped, Escape closes, focus returns to the opener): the shell pages import;
 * Radix (DialogParts.tsx) loads when a sheet first opens. */
import { lazy, Suspense } from "react";
import type { DrawerContentProps } from "./DialogParts";

const OpenDrawer = lazy(() => import("./DialogParts").then((m) => ({ default: m.OpenDrawer })));

export function Drawer({ open, onOpenChange, ...content }: DrawerContentProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  if (!open) return null;
  return (
    <Suspense>
      <OpenDrawer {...content} onClose={() => onOpenChange(false)} />
    </Suspense>
  );
}
