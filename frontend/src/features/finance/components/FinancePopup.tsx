/**
 * The 4-step pop-up variant of the finance form (spec: finance §2.1): the lender's call to action
 * opens the form over the car, prefilled from it. The form's code loads when it first opens.
 */
import { lazy, Suspense, useState } from "react";
import { buttonClass } from "../../../components/ui/Button";
import { Dialog, DialogContent, DialogTrigger } from "../../../components/ui/Dialog";
import type { CarDetail } from "../../../lib/api";
import { useSite } from "../../../lib/site";
import { prefillFrom, siteLender } from "../prefill";

const FinanceJourney = lazy(() => import("./FinanceJourney").then((m) => ({ default: m.FinanceJourney })));

export function FinancePopup({ car, label }: { car: CarDetail; label: string }) {
  const site = useSite();
  const [open, setOpen] = useState(false);
  const lender = siteLender(site);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={buttonClass({ variant: "outline" })} data-testid="finance-popup">
        {label}
      </DialogTrigger>
      <DialogContent title={`Finance for the ${car.name}`} className="w-[min(44rem,calc(100vw-2rem))]">
        {open && (
          <Suspense fallback={<p aria-busy="true">Loading...</p>}>
            <FinanceJourney prefill={prefillFrom(new URLSearchParams(), car)} lenderName={lender?.name ?? "the lender"} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
