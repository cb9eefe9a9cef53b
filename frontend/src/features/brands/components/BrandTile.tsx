/** A brand tile: logo, title, optional banner and description paragraphs; the title links on. */
import { Card } from "../../../components/ui/Card";
import { Link } from "../../../components/ui/Link";
import { brandHref, type BrandEntry } from "../lib/brands";

export function BrandTile({ entry }: { entry: BrandEntry }) {
  return (
    <Card as="article" className="relative h-full transition-shadow focus-within:shadow-md hover:shadow-md">
      {entry.banner && (
        <img src={entry.banner} alt="" width={800} height={400} loading="lazy" className="aspect-[2/1] w-full bg-surface object-cover" />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-center gap-3">
          {entry.logo && <img src={entry.logo} alt="" width={64} height={64} className="size-16 shrink-0 rounded-site object-contain" />}
          <h3 className="text-xl font-bold">
            {/* The whole tile is the link's target area (after:absolute), its name the title. */}
            <Link href={brandHref(entry)} className="no-underline after:absolute after:inset-0 hover:underline">
              {entry.title}
            </Link>
          </h3>
        </div>
        {entry.description.map((paragraph) => (
          <p key={paragraph} className="text-muted">
            {paragraph}
          </p>
        ))}
      </div>
    </Card>
  );
}
