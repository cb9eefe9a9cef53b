/** spec: vehicle §4 - the delivery estimate for a postcode, asked when the shopper presses Get
 * Estimate. A module of its own: the calculator sits below the first screen (its chunk loads
 * after it), and so does TanStack Query's mutation code it needs. */
import { useMutation } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import type { components } from "../../../lib/api-types";
import { carPath } from "../../../lib/cars";

export type DeliveryQuote = components["schemas"]["DeliveryQuote"];

export function useDeliveryQuote(slug: string) {
  return useMutation({
    mutationFn: (postcode: string) => apiGet<DeliveryQuote>(`${carPath(slug)}/delivery-quote`, { postcode }),
  });
}
