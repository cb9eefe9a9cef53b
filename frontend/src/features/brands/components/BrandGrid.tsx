/** The brand grid (spec: search §2): a tile per brand entry, in the site's lists. */
import { Container } from "../../../components/ui/Container";
import { useSite } from "../../../lib/site";
import { BRAND_SECTIONS } from "../lib/brands";
import { BrandTile } from "./BrandTile";

export function BrandGrid() {
  const lists = useSite().config.presentation.brands;
  const sections = BRAND_SECTIONS.filter(({ key }) => lists[key].length > 0);
  return (
    <Container className="flex flex-col gap-12 py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">Our Brands</h1>
      {sections.length === 0 && <p className="text-lg text-muted">There are no brands to show here yet.</p>}
      {sections.map(({ key, title }) => (
        <section key={key} aria-labelledby={`brands-${key}`} className="flex flex-col gap-6">
          <h2 id={`brands-${key}`} className="text-2xl font-bold">
            {title}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {lists[key].map((entry) => (
              <li key={entry.slug}>
                <BrandTile entry={entry} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Container>
  );
}
