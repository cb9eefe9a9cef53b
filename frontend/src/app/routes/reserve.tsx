import { ReservePage } from "../../features/leads/components/ReservePage";

/** /cars/:slug/checkout and /cars/:slug/buy-online (spec: vehicle §2). */
export function Component() {
  return <ReservePage />;
}
