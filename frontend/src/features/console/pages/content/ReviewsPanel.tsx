/**
 * Reviews: every review of the user's locations, hidden ones too, newest first, filtered in the
 * address; a review is hidden from the site or shown again, and answered with a public reply.
 */
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Pagination } from "../../../../components/ui/Pagination";
import { Button } from "../../../../components/ui/Button";
import type { ConsoleMe, ReviewRow } from "../../api/console";
import { useModerateReview, useReviews } from "../../api/queries";
import { FormError } from "../../components/Field";
import { pageHref } from "../../lib/paging";

const FILTERS = { all: "Every review", unanswered: "Not answered", low: "Two stars or fewer", hidden: "Hidden" } as const;
type Filter = keyof typeof FILTERS;

export function ReviewsPanel({ me, editable }: { me: ConsoleMe; editable: boolean }) {
  const [params, setParams] = useSearchParams();
  const filter = (params.get("show") ?? "all") as Filter;
  const page = Number(params.get("page") || 1);
  const query = { page, ...(filter === "unanswered" ? { unanswered: true } : {}), ...(filter === "low" ? { max_rating: 2 } : {}), ...(filter === "hidden" ? { hidden: true } : {}) };
  const reviews = useReviews(query);
  const pages = reviews.data ? Math.max(1, Math.ceil(reviews.data.total / reviews.data.page_size)) : 1;
  return (
    <section aria-label="Reviews" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor="review-filter" className="text-sm font-semibold">Show</label>
        <select id="review-filter" className="min-h-11 max-w-xs rounded-site border border-border bg-bg px-3" value={filter} onChange={(e) => setParams(e.target.value === "all" ? {} : { show: e.target.value })}>
          {Object.entries(FILTERS).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
        </select>
      </div>
      {!reviews.data ? (
        <p role="status">Loading…</p>
      ) : reviews.data.items.length === 0 ? (
        <p>No reviews here.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {reviews.data.items.map((review) => <ReviewItem key={review.id} review={review} me={me} editable={editable} />)}
        </ul>
      )}
      {reviews.data && <Pagination page={page} pages={pages} hrefFor={(n) => pageHref(params, n)} label="Review pages" />}
    </section>
  );
}

function ReviewItem({ review, me, editable }: { review: ReviewRow; me: ConsoleMe; editable: boolean }) {
  const [reply, setReply] = useState(review.reply_text ?? "");
  const moderate = useModerateReview(me, review.id);
  const replyId = `review-${review.id}-reply`;
  return (
    <li className="flex flex-col gap-2 rounded-site border border-border p-3" aria-label={`Review by ${review.customer_name}`} data-review-id={review.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">
          {review.customer_name} · <span aria-label={`${review.rating} out of 5 stars`}>{"★".repeat(review.rating)}{"☆".repeat(5 - review.rating)}</span>
        </span>
        <span className="text-sm text-muted">{[review.review_date, review.location_name, review.hidden ? "Hidden from the site" : null].filter(Boolean).join(" · ")}</span>
      </div>
      {review.text && <p>{review.text}</p>}
      {editable ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            moderate.mutate({ reply });
          }}
        >
          <label htmlFor={replyId} className="text-sm font-semibold">Your public reply</label>
          <textarea id={replyId} rows={2} maxLength={2000} className="rounded-site border border-border bg-bg p-2" value={reply} onChange={(e) => setReply(e.target.value)} />
          <div className="flex flex-wrap items-center gap-2">
            <Button type="submit" size="sm" disabled={moderate.isPending}>{reply.trim() ? "Save reply" : "Remove reply"}</Button>
            <Button size="sm" variant="outline" onClick={() => moderate.mutate({ hidden: !review.hidden })}>{review.hidden ? "Show on the site" : "Hide from the site"}</Button>
            {moderate.isSuccess && <p role="status">Saved.</p>}
          </div>
          <FormError error={moderate.error} />
        </form>
      ) : (
        review.reply_text && <p className="border-l-4 border-border pl-3 text-sm">Reply: {review.reply_text}</p>
      )}
    </li>
  );
}
