/** The card of a list filtered down to nothing (spec: search §2 and §8, exact texts): the search
 * page's and the special offers page's, each with its own buttons (children). */
import type { ReactNode } from "react";
import { Card } from "./ui/Card";

export const NO_RESULTS_TITLE = "No Results Available";
export const NO_RESULTS_DESCRIPTION =
  "There appears to be no offers currently available that meet the conditions of your search";

export function NoResults({ id, heading: Heading, children }: { id: string; heading: "h2" | "h3"; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id} className="items-start gap-4 p-8">
      <Heading id={id} className="text-2xl font-bold">
        {NO_RESULTS_TITLE}
      </Heading>
      <p className="max-w-prose text-lg">{NO_RESULTS_DESCRIPTION}</p>
      {children}
    </Card>
  );
}
