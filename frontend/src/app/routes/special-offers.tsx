import { SpecialOffersPage } from "../../features/offers/SpecialOffersPage";

/** /special-offers: every offer running today. */
export function Component() {
  return <SpecialOffersPage />;
}
