/** The sidebar's action buttons by availability (spec: vehicle §4), or SOLD and Find Me Something Similar. */
import { openInDialog, useLeadOpener, type DialogLeadKind } from "../../../components/car-card/lead-opener";
import { Button, ButtonLink } from "../../../components/ui/Button";
import { cn } from "../../../lib/cn";
import { useSite } from "../../../lib/site";
import type { CarDetail } from "../api/types";
import { FIND_SIMILAR_LABEL, findSimilarHref, vehicleActions, type ActionKey } from "../lib/actions";
import { track } from "../../../lib/tracking";

// One visual primary (Enquire where the car has it, else the first); the rest are secondary, two
// to a row, so a phone reaches the car's details after one short block of buttons.
function primaryOf(keys: ActionKey[]): ActionKey | undefined {
  return keys.includes("enquire") ? "enquire" : keys[0];
}

// The actions that open their form in a dialog over the page.
const IN_DIALOG: Partial<Record<ActionKey, DialogLeadKind>> = { enquire: "enquiry", testDrive: "test_drive" };

export function ActionButtons({ car }: { car: CarDetail }) {
  const site = useSite();
  const openLead = useLeadOpener();
  const leadCar = { id: car.id, slug: car.slug, name: car.name };
  if (!car.availability.available) {
    return (
      <div className="flex flex-col gap-3" data-testid="sold">
        <p className="rounded-site bg-text py-3 text-center text-2xl font-extrabold tracking-widest text-bg">{car.availability.sold_message}</p>
        <p className="text-center text-muted">This car has been sold. We can help you find one like it.</p>
        {car.availability.find_similar && (
          <ButtonLink href={findSimilarHref(car)} size="lg" block onClick={openInDialog(openLead, "find_similar", leadCar)}>
            {FIND_SIMILAR_LABEL}
          </ButtonLink>
        )}
        <ButtonLink href={findSimilarHref(car)} variant="ghost" block>
          Browse {car.make} {car.model} in stock
        </ButtonLink>
      </div>
    );
  }
  const actions = vehicleActions(car.sidebar_buttons, car, site.config.links);
  if (actions.length === 0) return null;
  const primary = primaryOf(actions.map((a) => a.key));
  const secondary = actions.filter((a) => a.key !== primary);
  return (
    <>
    <ul className="grid grid-cols-2 gap-2" aria-label="Actions" data-testid="action-buttons">
      {actions.map((action) => {
        const main = action.key === primary;
        // The primary spans the row, and so does a secondary left alone on the last row.
        const alone = !main && secondary.length % 2 === 1 && secondary[secondary.length - 1] === action;
        return (
          <li key={action.key} className={main || alone ? "col-span-2" : undefined}>
            <ButtonLink
              href={action.href}
              variant={main ? "primary" : "outline"}
              size={main ? "lg" : "md"}
              block
              className={cn(!main && "h-full px-2 text-sm sm:text-base")}
              data-primary={main || undefined}
              onClick={(event) => {
                if (action.eventId !== null) track(action.eventId, car.id);
                const kind = IN_DIALOG[action.key];
                if (kind) openInDialog(openLead, kind, leadCar)(event);
              }}
            >
              {action.label}
            </ButtonLink>
          </li>
        );
      })}
    </ul>
    {openLead && (
      <Button variant="ghost" size="sm" className="self-start underline" onClick={() => openLead("photo_request", leadCar)}>
        Request more photos
      </Button>
    )}
    </>
  );
}
