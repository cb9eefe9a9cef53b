/** The empty-results card (spec: search §2 and §8, exact texts). */
import { Button, ButtonLink } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { useSite } from "../../../lib/site";

export const NO_RESULTS_TITLE = "No Results Available";
export const NO_RESULTS_DESCRIPTION =
  "There appears to be no offers currently available that meet the conditions of your search";
export const NO_RESULTS_FOUND =
  "No results found for your search at this time. Please try adjusting the filters for more results.";

export function EmptyResults({ onClear }: { onClear: () => void }) {
  const site = useSite();
  const refresh = site.config.search.empty_refresh_path; // defaults to the special-offers path
  return (
    <Card as="section" aria-labelledby="no-results-title" className="items-start gap-4 p-8">
      <h3 id="no-results-title" className="text-2xl font-bold">
        {NO_RESULTS_TITLE}
      </h3>
      <p className="max-w-prose text-lg">{NO_RESULTS_DESCRIPTION}</p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onClear}>Clear Filters</Button>
        <ButtonLink href={refresh} variant="outline">
          {refresh === site.config.links.special_offers ? "View Special Offers" : "Refresh"}
        </ButtonLink>
      </div>
    </Card>
  );
}
