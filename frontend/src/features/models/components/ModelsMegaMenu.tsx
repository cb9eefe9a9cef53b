/**
 * The New Vehicles mega-menu (spec §2.6): a tab list of the makers' body types with model tiles,
 * then Our Stock, Finance (on sites that want it) and Contact Us. A pick closes the menu.
 */
import { Link } from "../../../components/ui/Link";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/Tabs";
import { useSite } from "../../../lib/site";
import { useModels } from "../api/queries";
import { ModelTile } from "./ModelTile";

const link = "font-semibold text-primary underline underline-offset-2";

export function ModelsMegaMenu({ close }: { close: () => void }) {
  const site = useSite();
  const models = useModels();
  const bodies = models.data?.bodies ?? [];
  return (
    <div className="flex flex-col gap-4" data-testid="models-menu">
      {models.isPending ? (
        <p aria-busy="true">Loading models...</p>
      ) : models.isError || bodies.length === 0 ? (
        <p>
          <Link href="/models" onClick={close} className={link}>
            See all our models
          </Link>
        </p>
      ) : (
        <Tabs defaultValue={bodies[0]}>
          <TabsList aria-label="Body types">
            {bodies.map((b) => (
              <TabsTrigger key={b} value={b}>
                {b}
              </TabsTrigger>
            ))}
          </TabsList>
          {bodies.map((b) => (
            <TabsContent key={b} value={b}>
              <ul className="grid max-h-[60vh] grid-cols-2 gap-2 overflow-y-auto md:grid-cols-4">
                {(models.data?.models ?? [])
                  .filter((m) => m.body === b)
                  .map((m) => (
                    <li key={m.id}>
                      <ModelTile model={m} onPick={close} compact />
                    </li>
                  ))}
              </ul>
            </TabsContent>
          ))}
        </Tabs>
      )}
      <div className="flex flex-wrap gap-x-6 gap-y-2 border-t border-border pt-3">
        <Link href="/models" onClick={close} className={link}>
          All models
        </Link>
        <Link href={site.config.search.default_path} onClick={close} className={link}>
          Our Stock
        </Link>
        {site.config.presentation.models_menu_finance && (
          <Link href={site.config.links.finance} onClick={close} className={link}>
            Finance
          </Link>
        )}
        <Link href="/contact" onClick={close} className={link}>
          Contact Us
        </Link>
      </div>
    </div>
  );
}
