/** Page links: Previous, the first and last pages, a window around the current one, Next. */
import { cn } from "../../lib/cn";
import { Link } from "./Link";

/** The page numbers to show, with null for a gap: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(page: number, pages: number, around = 2): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) out.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) out.push(null);
    out.push(p);
  });
  return out;
}

const item =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-site border border-border px-3 font-semibold no-underline";

type Props = { page: number; pages: number; hrefFor: (page: number) => string; label?: string; className?: string };

export function Pagination({ page, pages, hrefFor, label = "Pagination", className }: Props) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <Link href={hrefFor(page - 1)} rel="prev" aria-label="Previous page" className={cn(item, "hover:bg-surface")}>
              Previous
            </Link>
          </li>
        )}
        {/* Small screens: Previous, "Page 3 of 14", Next; the page numbers from sm up. */}
        <li className="px-2 font-semibold sm:hidden" aria-current="page">
          Page {page} of {pages}
        </li>
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="hidden px-1 text-muted sm:list-item">
              …
            </li>
          ) : (
            <li key={p} className="hidden sm:list-item">
              <Link
                href={hrefFor(p)}
                aria-current={p === page ? "page" : undefined}
                aria-label={`Page ${p}`}
                className={cn(item, p === page ? "border-primary bg-primary text-primary-contrast" : "hover:bg-surface")}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link href={hrefFor(page + 1)} rel="next" aria-label="Next page" className={cn(item, "hover:bg-surface")}>
              Next
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
