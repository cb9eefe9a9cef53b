/**
 * The price as the backend decided it: its label when the figure is not the car's price
 * ("Subscription"), the figure ("$189 per week"), and the price type ("Drive Away"). Every place
 * that shows a price (cards, vehicle page, sticky bar, print) renders it through here, so a
 * subscription can never appear as a bare amount.
 */
import type { components } from "../../lib/api-types";

type Price = Pick<components["schemas"]["PriceOut"], "label" | "text" | "price_type">;

type Props = { price: Price; className: string; mutedClassName?: string; testId?: string };

export function PriceFigure({ price, className, mutedClassName = "text-muted", testId }: Props) {
  return (
    <>
      {price.label && <span className={`font-semibold ${mutedClassName}`}>{price.label}</span>}
      <span className={className} data-testid={testId}>
        {price.text}
      </span>
      {price.price_type && <span className={mutedClassName}>{price.price_type}</span>}
    </>
  );
}
