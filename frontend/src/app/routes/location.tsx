import { LocationPage } from "../../features/locations/LocationPage";
import type { DealershipScopeOf } from "../page-scope";

/** The location's dealership presents its page (spec §2.7): the server's render too. */
const dealershipScope: DealershipScopeOf = ({ params, site }) => site.locations.find((l) => l.slug === params.slug)?.dealership_id;
export const handle = { dealershipScope };

/** /contact-us/{slug}, /our-location/{slug} and /locations/{slug}: one location's page. */
export function Component() {
  return <LocationPage />;
}
