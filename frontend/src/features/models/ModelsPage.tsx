/** /models and /models?body=SUV|Passenger|Commercial|Camper (spec §2.6): the site's model lines. */
import { useSearchParams } from "react-router";
import { Container } from "../../components/ui/Container";
import { useDocumentTitle } from "../../lib/document-title";
import { useSite } from "../../lib/site";
import { useModels } from "./api/queries";
import { ModelTile } from "./components/ModelTile";

const chip = "inline-flex min-h-11 items-center rounded-full border-2 border-border px-4 text-sm font-semibold no-underline aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-contrast";

export function ModelsPage() {
  const site = useSite();
  const [params, setParams] = useSearchParams();
  const body = params.get("body");
  const models = useModels();
  useDocumentTitle(`${body ? `${body} models` : "Our models"} | ${site.name}`);
  const bodies = models.data?.bodies ?? [];
  const shown = (models.data?.models ?? []).filter((m) => !body || m.body === body);
  return (
    <Container className="flex flex-col gap-6 py-8">
      <h1 className="text-3xl font-bold sm:text-4xl">{body ? `${body} models` : "Our models"}</h1>
      {bodies.length > 1 && (
        <nav aria-label="Body types" className="flex flex-wrap gap-2">
          {["All", ...bodies].map((b) => {
            const current = (b === "All" && !body) || b === body;
            return (
              <button key={b} type="button" aria-current={current ? "page" : undefined} className={chip} onClick={() => setParams(b === "All" ? {} : { body: b })}>
                {b}
              </button>
            );
          })}
        </nav>
      )}
      {models.isPending ? (
        <p aria-busy="true">Loading models...</p>
      ) : shown.length === 0 ? (
        <p>No models to show here yet.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
          {shown.map((m) => (
            <li key={m.id}>
              <ModelTile model={m} />
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
