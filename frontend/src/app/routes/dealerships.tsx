import { DealershipDirectory } from "../../features/dealerships/components/DealershipDirectory";
import { useDocumentTitle } from "../../lib/document-title";
import { useSite } from "../../lib/site";

/** /dealerships: the dealership directory search. */
export function Component() {
  const site = useSite();
  useDocumentTitle(`Our Dealerships | ${site.name}`);
  return <DealershipDirectory />;
}
