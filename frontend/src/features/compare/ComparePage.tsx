/**
 * /compare: up to 4 cars side by side (spec: vehicle §4), the ones this browser chose with the
 * cards' Compare switch. The table leads with what shoppers compare (lib/rows.ts) and marks the
 * rows that differ. On a phone it scrolls within itself, the row names held at its left edge.
 */
import { useEffect, type ReactNode } from "react";
import { enquireHref } from "../../components/car-card/actions";
import { compareList, useCompareList } from "../../components/car-card/compare";
import { openInDialog, useLeadOpener } from "../../components/car-card/lead-opener";
import { PriceFigure } from "../../components/price/PriceFigure";
import { Button, ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { Link } from "../../components/ui/Link";
import { VisuallyHidden } from "../../components/ui/VisuallyHidden";
import type { CarDetail, SitePublic } from "../../lib/api";
import { primaryEntry, repaymentText, useRepaymentFrequency } from "../../lib/car-finance";
import { isNotFound } from "../../lib/cars";
import { cn } from "../../lib/cn";
import { useDocumentTitle } from "../../lib/document-title";
import { useSite } from "../../lib/site";
import { useComparedCars } from "./api/queries";
import { compareRows, differ, type CompareRow } from "./lib/rows";

// The row names' column stays at the left edge while the cars scroll under it.
const ROW_HEAD = "sticky left-0 z-10 w-28 bg-bg p-3 text-left align-top text-sm font-semibold sm:w-40 sm:text-base";
const CELL = "p-3 align-top [overflow-wrap:anywhere]";

export function ComparePage() {
  const site = useSite();
  const slugs = useCompareList(site.slug);
  useDocumentTitle(`Compare Cars | ${site.name}`);
  const results = useComparedCars(slugs);
  const cars = results.flatMap((r) => (r.data ? [r.data] : []));
  const loading = results.some((r) => r.isPending);
  const frequency = useRepaymentFrequency();
  const openLead = useLeadOpener();
  // A car that has gone (sold and delisted) leaves the comparison.
  const gone = results.flatMap((r, i) => (r.isError && isNotFound(r.error) ? [slugs[i]] : [])).join("\n");
  useEffect(() => {
    for (const slug of gone.split("\n").filter(Boolean)) compareList.set(site.slug, slug, false);
  }, [gone, site.slug]);

  if (slugs.length === 0) {
    return (
      <Container className="flex flex-col items-start gap-4 py-10">
        <h1 className="text-3xl font-bold">Compare Cars</h1>
        <p>No cars to compare yet. Tick Compare on up to 4 cars in our stock to see them side by side.</p>
        <ButtonLink href={site.config.search.default_path}>Browse our stock</ButtonLink>
      </Container>
    );
  }
  const weekly = cars.map((car) => {
    const entry = primaryEntry(car.finance);
    return entry ? repaymentText(entry, frequency) : null;
  });
  const prices = cars.map((car) => [car.price.label, car.price.text, car.price.price_type].filter(Boolean).join(" "));
  const rows = compareRows(cars);
  return (
    <Container className="flex min-w-0 flex-col gap-4 py-8 sm:gap-6 sm:py-10">
      <h1 className="text-3xl font-bold">Compare Cars</h1>
      {loading && <p className="text-muted">Loading the cars…</p>}
      {cars.length > 1 && (
        <p className="flex items-center gap-2 text-sm text-muted">
          <DiffersMark /> marks the rows where the cars differ.
        </p>
      )}
      {/* Focusable, so a keyboard can scroll it too. Relative: the hidden texts in it (absolute)
          are clipped by it, not left to widen the page. */}
      <div className="relative -mx-4 overflow-x-auto sm:mx-0" role="region" aria-label="The cars side by side" tabIndex={0} data-testid="compare-scroller">
        <table className="w-full table-fixed border-collapse text-left" style={{ minWidth: `${7 + 10 * cars.length}rem` }} data-testid="compare-table">
          <caption className="sr-only">The cars you chose, side by side</caption>
          <thead>
            <tr>
              <td className={cn(ROW_HEAD, "border-r border-border")} />
              {cars.map((car) => (
                <th key={car.slug} scope="col" className={cn(CELL, "font-normal")}>
                  <CarHead car={car} links={site.config.links} onEnquire={openInDialog(openLead, "enquiry", { id: car.id, slug: car.slug, name: car.name })} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <Row row={{ label: "Price", values: prices, differs: differ(prices) }}>
              {cars.map((car) => (
                <td key={car.slug} className={CELL}>
                  <span className="flex flex-wrap items-baseline gap-x-2">
                    <PriceFigure price={car.price} className="font-bold" mutedClassName="text-sm text-muted" />
                  </span>
                </td>
              ))}
            </Row>
            <Row row={{ label: "Weekly", values: weekly, differs: differ(weekly) }} />
            {rows.map((row) => (
              <Row key={row.label} row={row} />
            ))}
            <tr className="border-t border-border">
              <td className={cn(ROW_HEAD, "border-r border-border")} />
              {cars.map((car) => (
                <td key={car.slug} className={CELL}>
                  <Button variant="ghost" size="sm" className="underline" onClick={() => compareList.set(site.slug, car.slug, false)}>
                    Remove<VisuallyHidden> {car.name}</VisuallyHidden>
                  </Button>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </Container>
  );
}

/** A car's column head: photo, name, and its own Enquire and View. */
function CarHead({ car, links, onEnquire }: { car: CarDetail; links: SitePublic["config"]["links"]; onEnquire: ReturnType<typeof openInDialog> }) {
  const image = car.gallery.images[0];
  return (
    <div className="flex flex-col gap-2">
      {image && <img src={image.src} alt="" width={320} height={213} className="aspect-[3/2] w-full rounded-site object-cover" />}
      <Link href={car.path} className="line-clamp-3 leading-snug font-bold">
        {car.name}
      </Link>
      <div className="flex flex-col gap-2 lg:flex-row">
        <ButtonLink href={enquireHref(car, links)} size="sm" block onClick={onEnquire}>
          Enquire<VisuallyHidden> about the {car.name}</VisuallyHidden>
        </ButtonLink>
        <ButtonLink href={car.path} variant="outline" size="sm" block>
          View<VisuallyHidden> the {car.name}</VisuallyHidden>
        </ButtonLink>
      </div>
    </div>
  );
}

/** A row: its name held at the left, a mark when the cars differ, then each car's value. */
function Row({ row, children }: { row: CompareRow; children?: ReactNode }) {
  return (
    <tr className={cn("border-t border-border", row.differs && "bg-surface")} data-differs={row.differs || undefined}>
      <th scope="row" className={cn(ROW_HEAD, "border-r border-border", row.differs && "bg-surface")}>
        <span className="flex items-start gap-1.5">
          {row.label}
          {row.differs && (
            <>
              <DiffersMark />
              <VisuallyHidden> (differs)</VisuallyHidden>
            </>
          )}
        </span>
      </th>
      {children ?? row.values.map((value, i) => (
        <td key={i} className={cn(CELL, row.differs && "font-semibold")}>
          {value ?? "—"}
        </td>
      ))}
    </tr>
  );
}

function DiffersMark() {
  return <span aria-hidden="true" className="mt-1.5 inline-block size-2.5 shrink-0 rounded-full bg-accent" />;
}
