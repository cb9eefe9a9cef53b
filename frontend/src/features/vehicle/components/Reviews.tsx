/** Reviews with star ratings (spec: vehicle §2, §9): every review the backend lists, those at or
 * above the site's minimum rating, at most the spec's 12. */
import { StarRating } from "../../../components/ui/StarRating";
import { formatCount } from "../../../lib/format";
import type { Reviews as ReviewsData } from "../api/types";
import { Section } from "./Sections";

const date = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric" });

function formatDate(iso: string): string {
  return date.format(new Date(`${iso}T00:00:00`));
}

export function Reviews({ reviews }: { reviews: ReviewsData }) {
  const { summary, items } = reviews;
  if (summary.count === 0 || items.length === 0) return null;
  return (
    <Section title="Customer Reviews">
      {summary.average_rating !== null && (
        <p className="flex flex-wrap items-center gap-2">
          <StarRating value={summary.average_rating} />
          <span className="font-semibold">{summary.average_rating.toFixed(1)}</span>
          <span className="text-muted">from {formatCount(summary.count)} reviews</span>
        </p>
      )}
      <ul className="grid gap-4 md:grid-cols-2">
        {items.map((review) => (
          <li key={review.id} className="flex flex-col gap-2 rounded-site border border-border p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold">{review.customer_name}</p>
              <StarRating value={review.rating} />
            </div>
            <p className="text-sm text-muted">{formatDate(review.review_date)}</p>
            <p>{review.text}</p>
            {review.reply_text && (
              <div className="rounded-site bg-surface p-3 text-sm">
                <p className="font-semibold">
                  Reply from the dealer{review.reply_date && <span className="font-normal text-muted">{`, ${formatDate(review.reply_date)}`}</span>}
                </p>
                <p>{review.reply_text}</p>
              </div>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
