/** "Recent searches": the last 5 searches of this browser on this site (spec: finance-signin-
 * locations §2.3), newest first, each a link back to it. */
import { Link } from "../../../components/ui/Link";
import { useSite } from "../../../lib/site";
import { useSearchHistory } from "../lib/history";

export function RecentSearches({ exclude, headingLevel = 2 }: { exclude?: string; headingLevel?: 2 | 3 }) {
  const site = useSite();
  const history = useSearchHistory(site.slug);
  const entries = history.filter((e) => e.path !== exclude);
  if (entries.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby="recent-searches" className="flex flex-col gap-3">
      <Heading id="recent-searches" className="text-lg font-semibold">
        Recent searches
      </Heading>
      <ul className="flex flex-wrap gap-2">
        {entries.map((e) => (
          <li key={e.path}>
            <Link
              href={e.path}
              className="inline-flex min-h-9 items-center rounded-full border border-border px-3 text-sm no-underline hover:border-primary hover:bg-surface"
            >
              {e.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
