/** The site's parts counters (its locations of type parts): where a shopper can call or go. */
import { Link } from "../../../components/ui/Link";
import { telHref } from "../../../lib/format";
import { useSite } from "../../../lib/site";

export function PartsDepartment() {
  const counters = useSite().locations.filter((l) => l.location_type === "parts");
  if (!counters.length) return null;
  return (
    <section aria-labelledby="parts-department" className="flex flex-col gap-3">
      <h2 id="parts-department" className="text-xl font-bold">
        {counters.length === 1 ? "Our parts department" : "Our parts departments"}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2" data-testid="parts-departments">
        {counters.map((l) => (
          <li key={l.id} className="flex flex-col gap-1 rounded-site border border-border p-4">
            <span className="font-semibold">{l.name}</span>
            {l.phone && (
              <a href={telHref(l.phone)} className="underline underline-offset-2">
                {l.phone}
              </a>
            )}
            <Link href={`/contact-us/${l.slug}`} className="underline underline-offset-2">
              {`Hours and directions for ${l.name}`}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
