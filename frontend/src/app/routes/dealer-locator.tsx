import { DealerLocatorPage } from "../../features/locations/DealerLocatorPage";

/** /dealer-locator: the nearest locations to a postcode. */
export function Component() {
  return <DealerLocatorPage />;
}
