/** The page's text sections: Vehicle Details, Key information, features, specifications, comments. */
import { useId, useState, type ReactNode } from "react";
import { Button } from "../../../components/ui/Button";
import type { CarDetail, Specification } from "../api/types";
import { truncateComments, visibleItems } from "../lib/text";

export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} id={id} className="flex scroll-mt-24 flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function SpecList({ rows, columns = 2 }: { rows: Specification[]; columns?: 2 | 4 }) {
  return (
    <dl className={columns === 4 ? "grid grid-cols-2 gap-3 sm:grid-cols-4" : "grid gap-x-8 sm:grid-cols-2"}>
      {rows.map((row) =>
        columns === 4 ? (
          <div key={row.label} className="rounded-site bg-surface p-3">
            <dt className="text-sm text-muted">{row.label}</dt>
            <dd className="font-semibold">{row.value}</dd>
          </div>
        ) : (
          <div key={row.label} className="flex justify-between gap-4 border-b border-border py-2">
            <dt className="text-muted">{row.label}</dt>
            <dd className="text-right font-medium">{row.value}</dd>
          </div>
        ),
      )}
    </dl>
  );
}

/** A toggle that shows the rest of a list; its labels come in pairs (Show More/Less, Show All/Hide). */
function useToggle(): [boolean, () => void] {
  const [open, setOpen] = useState(false);
  return [open, () => setOpen((o) => !o)];
}

export function VehicleDetails({ rows }: { rows: Specification[] }) {
  if (rows.length === 0) return null;
  return (
    <Section title="Vehicle Details">
      <SpecList rows={rows} />
    </Section>
  );
}

/** spec: vehicle §2 - Key information grid, the first 4 shown, the rest behind Show More/Less. */
export function KeyInformation({ rows, shown }: { rows: Specification[]; shown: number }) {
  const [expanded, toggle] = useToggle();
  const listId = useId();
  if (rows.length === 0) return null;
  return (
    <Section title="Key Information">
      <div id={listId}>
        <SpecList rows={visibleItems(rows, shown, expanded)} columns={4} />
      </div>
      {rows.length > shown && (
        <Button variant="outline" size="sm" className="self-start" aria-expanded={expanded} aria-controls={listId} onClick={toggle}>
          {expanded ? "Show Less" : "Show More"}
        </Button>
      )}
    </Section>
  );
}

/** spec: vehicle §2 - feature list, default limit 8, Show All/Hide. */
export function Features({ features, shown }: { features: string[]; shown: number }) {
  const [expanded, toggle] = useToggle();
  const listId = useId();
  if (features.length === 0) return null;
  return (
    <Section title="Features">
      <ul id={listId} className="grid gap-x-8 gap-y-2 sm:grid-cols-2">
        {visibleItems(features, shown, expanded).map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-5 shrink-0 text-primary">
              <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
            </svg>
            {feature}
          </li>
        ))}
      </ul>
      {features.length > shown && (
        <Button variant="outline" size="sm" className="self-start" aria-expanded={expanded} aria-controls={listId} onClick={toggle}>
          {expanded ? "Hide" : "Show All"}
        </Button>
      )}
    </Section>
  );
}

export function Specifications({ rows }: { rows: Specification[] }) {
  if (rows.length === 0) return null;
  return (
    <Section title="Specifications">
      <SpecList rows={rows} />
    </Section>
  );
}

export const PENDING_COMMENTS = "Dealer comments are pending. Please check back here later."; // spec: vehicle §8

/** spec: vehicle §4 - dealer comments collapse to 400 characters with a more/less toggle. */
export function DealerComments({ text }: { text: CarDetail["dealercomments"] }) {
  const [expanded, toggle] = useToggle();
  const bodyId = useId();
  if (!text) {
    return (
      <Section title="Dealer Comments">
        <p className="text-muted">{PENDING_COMMENTS}</p>
      </Section>
    );
  }
  const short = truncateComments(text);
  return (
    <Section title="Dealer Comments">
      <p id={bodyId} className="whitespace-pre-line">
        {expanded ? text : short.text}
      </p>
      {short.truncated && (
        <button type="button" className="min-h-11 self-start font-semibold text-primary underline" aria-expanded={expanded} aria-controls={bodyId} onClick={toggle}>
          {expanded ? "Read less" : "Read more"}
        </button>
      )}
    </Section>
  );
}
