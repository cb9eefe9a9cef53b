import { LocationPage } from "../../features/locations/LocationPage";

/** /contact-us/{slug}, /our-location/{slug} and /locations/{slug}: one location's page. */
export function Component() {
  return <LocationPage />;
}
