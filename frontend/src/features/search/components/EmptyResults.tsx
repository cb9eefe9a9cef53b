/** The empty-results card (spec: search §2 and §8, exact texts). */
import { NoResults } from "../../../components/NoResults";
import { Button, ButtonLink } from "../../../components/ui/Button";
import { useSite } from "../../../lib/site";

export const NO_RESULTS_FOUND =
  "No results found for your search at this time. Please try adjusting the filters for more results.";

export function EmptyResults({ onClear }: { onClear: () => void }) {
  const site = useSite();
  const refresh = site.config.search.empty_refresh_path; // defaults to the special-offers path
  return (
    <NoResults id="no-results-title" heading="h3">
      <div className="flex flex-wrap gap-3">
        <Button onClick={onClear}>Clear Filters</Button>
        <ButtonLink href={refresh} variant="outline">
          {refresh === site.config.links.special_offers ? "View Special Offers" : "Refresh"}
        </ButtonLink>
      </div>
    </NoResults>
  );
}
