/** The cards placed among results: a promo card (one node, e.g. "We Want Your Car!") and the
 * sponsored card. */
import { ButtonLink } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import type { SiteConfig } from "../../../lib/api";
import type { SearchResponse } from "../api/search";

type Cards = SiteConfig["cards"];
type Promo = SearchResponse["promos"][number];

export function PromoCard({ promo }: { promo: Promo }) {
  return (
    <Card className="h-full justify-center gap-4 bg-primary p-6 text-primary-contrast">
      {promo.image_url && (
        <img src={promo.image_url} alt="" width={800} height={600} loading="lazy" className="aspect-[4/3] w-full rounded object-cover" />
      )}
      <h3 className="text-2xl font-extrabold">{promo.title}</h3>
      {promo.lines.map((line) => (
        <p key={line} className="text-lg">
          {line}
        </p>
      ))}
      <ButtonLink href={promo.link} variant="accent" className="mt-2 self-start">
        {promo.link_text}
      </ButtonLink>
    </Card>
  );
}

export function SponsoredCard({ sponsored }: { sponsored: Cards["sponsored"] }) {
  return (
    <Card className="h-full">
      {sponsored.image_url && (
        <img src={sponsored.image_url} alt="" width={800} height={600} loading="lazy" className="aspect-[4/3] w-full object-cover" />
      )}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <p className="text-xs font-semibold tracking-wider text-muted uppercase">Sponsored</p>
        <h3 className="text-lg font-semibold">{sponsored.title}</h3>
        {sponsored.text && <p>{sponsored.text}</p>}
        <ButtonLink href={sponsored.link} variant="outline" size="sm" className="mt-auto self-start">
          Find out more<span className="sr-only"> about {sponsored.title}</span>
        </ButtonLink>
      </div>
    </Card>
  );
}
