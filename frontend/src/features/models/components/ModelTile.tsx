import { Link } from "../../../components/ui/Link";
import type { ModelCard } from "../api/queries";

/** A model's tile: picture, name and its one line, linking to its page. */
export function ModelTile({ model, onPick, compact = false }: { model: ModelCard; onPick?: () => void; compact?: boolean }) {
  return (
    <Link href={model.path} onClick={onPick} className="group flex h-full flex-col gap-2 rounded-site p-2 no-underline hover:bg-surface focus-visible:bg-surface" data-testid="model-tile">
      {model.image_url && <img src={model.image_url} alt="" width={1200} height={800} loading="lazy" className="aspect-[3/2] w-full rounded-site object-cover" />}
      <span className="font-semibold group-hover:underline">{`${model.manufacturer} ${model.name}`}</span>
      {model.status === "coming_soon" ? (
        <span className="text-sm font-semibold text-primary">Coming soon</span>
      ) : (
        !compact && <span className="text-sm text-muted">{model.short_description}</span>
      )}
    </Link>
  );
}
