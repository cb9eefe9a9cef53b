import { OfferPage } from "../../features/offers/OfferPage";

/** /offers/{manufacturer}/{id} and /offers/{id}: one offer. */
export function Component() {
  return <OfferPage />;
}
