/** The sidebar's 'Interested in this vehicle?' block (spec §2.7) on the dealerships that show it:
 * Reserve Now for a car that can be reserved, and Trade In Valuation (the backend's
 * CarDetail.interested_actions). */
import { ButtonLink } from "../../../components/ui/Button";
import { useSite } from "../../../lib/site";
import type { CarDetail } from "../api/types";
import { actionHref } from "../lib/actions";

const LABEL = { reserve: "Reserve Now", tradeIn: "Trade In Valuation" } as const;

export function InterestedBlock({ car }: { car: CarDetail }) {
  const links = useSite().config.links;
  if (car.interested_actions.length === 0) return null;
  return (
    <section aria-labelledby="interested-title" className="flex flex-col gap-3 rounded-site bg-surface p-4" data-testid="interested-block">
      <h2 id="interested-title" className="text-lg font-bold">
        Interested in this vehicle?
      </h2>
      <div className="flex flex-wrap gap-2">
        {car.interested_actions.map((key) => (
          <ButtonLink key={key} href={actionHref(key, car, links)} variant="outline" className="grow">
            {LABEL[key]}
          </ButtonLink>
        ))}
      </div>
    </section>
  );
}
