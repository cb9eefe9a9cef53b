/**
 * The dealership directory search (spec: search §2): a search box that sets the `query` parameter
 * and drops the page parameter; entries grouped by name, each linking to its dealership's stock.
 */
import { useId } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { Container } from "../../../components/ui/Container";
import { Link } from "../../../components/ui/Link";
import { Skeleton } from "../../../components/ui/Skeleton";
import { useDebouncedDraft } from "../../../hooks/useDebouncedDraft";
import { useKept } from "../../../hooks/useKept";
import { useDirectory, type Directory } from "../api/directory";

const SEARCH_DEBOUNCE_MS = 300; // as the stock search box (spec: search §9)

/** The directory's parameters after a search: `query` set (or removed), `page` dropped. */
export function directoryParams(current: URLSearchParams, query: string): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete("page");
  if (query.trim()) next.set("query", query.trim());
  else next.delete("query");
  return next;
}

export function DealershipDirectory() {
  const [params, setParams] = useSearchParams();
  const query = params.get("query") ?? "";
  const directory = useDirectory(query.trim());
  const data = useKept(directory.data);
  const inputId = useId();
  const [draft, setDraft, flush] = useDebouncedDraft(
    query,
    (next) => setParams(directoryParams(params, next), { preventScrollReset: true }),
    SEARCH_DEBOUNCE_MS,
    (a, b) => a.trim() === b.trim(),
  );
  const count = data?.groups.length ?? 0;

  return (
    <Container className="flex flex-col gap-8 py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">Our Dealerships</h1>
      <form
        role="search"
        className="flex max-w-xl flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          flush();
        }}
      >
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-semibold">
            Search dealerships
          </label>
          <input
            id={inputId}
            type="search"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="Dealership name, brand or suburb"
            maxLength={200}
            className="min-h-11 rounded-site border border-border bg-bg px-3 text-base placeholder:text-muted"
          />
        </div>
        <Button type="submit">Search</Button>
      </form>
      <p role="status" className="text-muted">
        {data ? (count ? `${count} ${count === 1 ? "dealership" : "dealerships"}` : `No dealerships match “${data.query}”.`) : ""}
      </p>
      {directory.isError && !data && <p role="alert">We couldn’t load our dealerships just now. Please try again shortly.</p>}
      {data ? <Groups groups={data.groups} busy={directory.isFetching} /> : directory.isPending && <DirectorySkeleton />}
    </Container>
  );
}

function Groups({ groups, busy }: { groups: Directory["groups"]; busy: boolean }) {
  return (
    <ul aria-busy={busy} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {groups.map((group) => {
        const image = group.entries.find((e) => e.image)?.image;
        return (
          <li key={group.name}>
            <Card as="article" className="h-full gap-4 p-5">
              {image && <img src={image} alt="" loading="lazy" className="h-12 w-auto max-w-full self-start object-contain" />}
              <h2 className="text-xl font-bold">{group.name}</h2>
              <ul className="mt-auto flex flex-col gap-2">
                {group.entries.map((entry) => (
                  <li key={entry.slug}>
                    <Link href={`/search/${entry.slug}`} className="font-semibold text-primary underline underline-offset-2">
                      {group.entries.length > 1 ? `${entry.name}: view stock` : "View our stock"}
                      {group.entries.length === 1 && <span className="sr-only"> at {entry.name}</span>}
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

function DirectorySkeleton() {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-40" />
      ))}
    </div>
  );
}
