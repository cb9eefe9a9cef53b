/**
 * /compare: up to 4 cars side by side (spec: vehicle §4), the ones this browser chose with the
 * cards' Compare switch. Rows are the cars' own Vehicle Details, in the first car's order.
 */
import { useEffect } from "react";
import { compareList, useCompareList } from "../../components/car-card/compare";
import { PriceFigure } from "../../components/price/PriceFigure";
import { Button, ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { Link } from "../../components/ui/Link";
import type { CarDetail } from "../../lib/api";
import { isNotFound } from "../../lib/cars";
import { useDocumentTitle } from "../../lib/document-title";
import { useSite } from "../../lib/site";
import { useComparedCars } from "./api/queries";

function rowLabels(cars: CarDetail[]): string[] {
  const labels: string[] = [];
  for (const car of cars) for (const row of car.details) if (!labels.includes(row.label)) labels.push(row.label);
  return labels;
}

export function ComparePage() {
  const site = useSite();
  const slugs = useCompareList(site.slug);
  useDocumentTitle(`Compare Cars | ${site.name}`);
  const results = useComparedCars(slugs);
  const cars = results.flatMap((r) => (r.data ? [r.data] : []));
  const loading = results.some((r) => r.isPending);
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
  const labels = rowLabels(cars);
  return (
    <Container className="flex flex-col gap-6 py-10">
      <h1 className="text-3xl font-bold">Compare Cars</h1>
      {loading && <p className="text-muted">Loading the cars…</p>}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[40rem] table-fixed border-collapse text-left" data-testid="compare-table">
          <caption className="sr-only">The cars you chose, side by side</caption>
          <thead>
            <tr>
              <td className="w-40" />
              {cars.map((car) => (
                <th key={car.slug} scope="col" className="p-3 align-top">
                  {car.gallery.images[0] && (
                    <img src={car.gallery.images[0].src} alt="" width={320} height={213} className="mb-2 aspect-[3/2] w-full rounded-site object-cover" />
                  )}
                  <Link href={car.path} className="font-bold">
                    {car.name}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="border-t border-border">
              <th scope="row" className="p-3 font-semibold">Price</th>
              {cars.map((car) => (
                <td key={car.slug} className="p-3">
                  <span className="flex flex-wrap items-baseline gap-2">
                    <PriceFigure price={car.price} className="font-bold" />
                  </span>
                </td>
              ))}
            </tr>
            {labels.map((label) => (
              <tr key={label} className="border-t border-border">
                <th scope="row" className="p-3 font-semibold">{label}</th>
                {cars.map((car) => (
                  <td key={car.slug} className="p-3">{car.details.find((d) => d.label === label)?.value ?? "—"}</td>
                ))}
              </tr>
            ))}
            <tr className="border-t border-border">
              <td />
              {cars.map((car) => (
                <td key={car.slug} className="p-3">
                  <Button variant="outline" size="sm" onClick={() => compareList.set(site.slug, car.slug, false)}>
                    Remove<span className="sr-only"> {car.name}</span>
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
