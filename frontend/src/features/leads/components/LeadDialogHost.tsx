/**
 * One lead dialog for the whole app (spec: vehicle §2 dialogs): the sidebar's and the cards'
 * Enquire and Book a Test Drive, the photo request and Find Me Something Similar open it over the
 * page. The dialog and its form (react-hook-form, zod, the captcha) load on first open, so pages
 * that never open it do not pay for them.
 */
import { lazy, Suspense, useCallback, useState, type ReactNode } from "react";
import { LeadOpenerContext, type DialogLeadKind, type LeadCar } from "../../../components/car-card/lead-opener";

const LeadDialog = lazy(() => import("./LeadDialog"));

export function LeadDialogHost({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<{ kind: DialogLeadKind; car: LeadCar } | null>(null);
  const openLead = useCallback((kind: DialogLeadKind, car: LeadCar) => setOpen({ kind, car }), []);
  return (
    <LeadOpenerContext value={openLead}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <LeadDialog kind={open.kind} car={open.car} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </LeadOpenerContext>
  );
}
