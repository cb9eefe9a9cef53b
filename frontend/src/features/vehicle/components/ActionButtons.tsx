/** The sidebar's action buttons by availability (spec: vehicle §4), or SOLD and Find Me Something Similar. */
import { openInDialog, useLeadOpener, type DialogLeadKind } from "../../../components/car-card/lead-opener";
import { Button, ButtonLink, type ButtonVariant } from "../../../components/ui/Button";
import { useSite } from "../../../lib/site";
import type { CarDetail } from "../api/types";
import { FIND_SIMILAR_LABEL, findSimilarHref, vehicleActions, type ActionKey } from "../lib/actions";
import { track } from "../../../lib/tracking";

const VARIANT: Record<ActionKey, ButtonVariant> = {
  reserve: "accent",
  buyOnline: "accent",
  enquire: "primary",
  testDrive: "outline",
  finance: "outline",
  tradeIn: "outline",
};

// The actions drawn across the whole sidebar.
const WIDE = new Set<ActionKey>(["reserve", "buyOnline", "enquire"]);

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
  return (
    <>
    <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2" aria-label="Actions" data-testid="action-buttons">
      {actions.map((action) => (
        <li key={action.key} className={WIDE.has(action.key) ? "sm:col-span-2 lg:col-span-1 xl:col-span-2" : undefined}>
          <ButtonLink
            href={action.href}
            variant={VARIANT[action.key]}
            block
            onClick={(event) => {
              if (action.eventId !== null) track(action.eventId, car.id);
              const kind = IN_DIALOG[action.key];
              if (kind) openInDialog(openLead, kind, leadCar)(event);
            }}
          >
            {action.label}
          </ButtonLink>
        </li>
      ))}
    </ul>
    {openLead && (
      <Button variant="ghost" size="sm" className="self-start underline" onClick={() => openLead("photo_request", leadCar)}>
        Request more photos
      </Button>
    )}
    </>
  );
}
