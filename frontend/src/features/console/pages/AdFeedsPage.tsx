/**
 * The listing feeds for ad catalogs: the address to give Google Merchant Center or
 * Meta Commerce Manager, how many cars each carries, and which of the user's cars it leaves out
 * and why (each feed's own rules), so a dealer can fix the car rather than wonder.
 */
import { useDocumentTitle } from "../../../lib/document-title";
import { useSite } from "../../../lib/site";
import type { AdFeed } from "../api/console";
import { useAdFeeds } from "../api/queries";
import { when } from "../lib/when";


export function AdFeedsPage() {
  const site = useSite();
  useDocumentTitle(`Ad feeds | ${site.name} console`);
  const feeds = useAdFeeds();
  return (
    <>
      <h1 className="text-2xl font-bold">Ad feeds</h1>
      <p className="max-w-prose">
        Give these addresses to the ad catalogs. They are rebuilt whenever your stock changes and carry the cars
        shoppers can find on the site.
      </p>
      {!feeds.data ? (
        <p role="status">Loading…</p>
      ) : (
        feeds.data.map((feed) => <FeedCard key={feed.name} feed={feed} />)
      )}
    </>
  );
}

function FeedCard({ feed }: { feed: AdFeed }) {
  const headingId = `feed-${feed.name}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-site border border-border p-4" data-testid={`feed-${feed.name}`}>
      <h2 id={headingId} className="text-xl font-bold">{feed.title}</h2>
      <p className="break-all">
        <a href={feed.url} className="font-semibold underline">{feed.url}</a>
      </p>
      <p>{`${feed.items} ${feed.items === 1 ? "car" : "cars"} listed · built ${when.format(new Date(feed.generated_at))}`}</p>
      {feed.left_out_total > 0 && (
        <details>
          <summary className="cursor-pointer font-semibold">{`${feed.left_out_total} of your cars left out`}</summary>
          <ul className="mt-2 flex flex-col divide-y divide-border text-sm">
            {feed.left_out.map((car) => (
              <li key={car.stocknum} className="flex flex-col p-2 sm:flex-row sm:gap-3">
                <span className="font-semibold">{`${car.stocknum} ${car.name}`}</span>
                <span className="text-muted">{car.reason}</span>
              </li>
            ))}
          </ul>
          {feed.left_out_total > feed.left_out.length && <p className="text-sm">{`The first ${feed.left_out.length} are shown.`}</p>}
        </details>
      )}
    </section>
  );
}
