/**
 * A model's intro page (/models/{slug}; spec §2.6): title, short description, 'For sale in {city}
 * {state}', Get a Quote (Register Your Interest when coming soon), Book a Test Drive, Finance
 * Enquiry, its features (descriptions cut at 600 characters, with view more), its gallery and the
 * quote form at #form-section, where links to the model's form land (spec §2.6).
 */
import { useState, type ComponentType } from "react";
import { useParams } from "react-router";
import { NotFound } from "../../components/NotFound";
import { ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { useScrollToAnchor } from "../../hooks/useScrollToAnchor";
import { useDocumentTitle } from "../../lib/document-title";
import { useSite } from "../../lib/site";
import { orderNowHref, primaryLabel, testDriveHref, useModel, type ModelOut } from "./api/queries";

export const FEATURE_TEXT_MAX = 600; // spec §9
export const FORM_SECTION = "form-section"; // spec §2.6, the anchor of the model's form

/** The quote form about the model (the leads feature's; the route hands it in). */
export type ModelQuoteForm = ComponentType<{ model: ModelOut }>;

function Feature({ feature }: { feature: ModelOut["features"][number] }) {
  const [open, setOpen] = useState(false);
  const long = feature.description.length > FEATURE_TEXT_MAX;
  return (
    <li className="flex flex-col gap-2 rounded-site bg-surface p-4">
      <h3 className="text-lg font-semibold">{feature.title}</h3>
      <p>{open || !long ? feature.description : `${feature.description.slice(0, FEATURE_TEXT_MAX).trimEnd()}...`}</p>
      {long && (
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className="self-start text-sm font-semibold text-primary underline">
          {open ? "View less" : "View more"}
        </button>
      )}
    </li>
  );
}

export function ModelPage({ QuoteForm }: { QuoteForm: ModelQuoteForm }) {
  const { slug = "" } = useParams();
  const site = useSite();
  const model = useModel(slug);
  useDocumentTitle(model.data ? `${model.data.manufacturer} ${model.data.name} | ${site.name}` : site.name);
  useScrollToAnchor(FORM_SECTION, Boolean(model.data));
  if (model.isError) return <NotFound />;
  if (!model.data) return <p aria-busy="true" className="sr-only">Loading...</p>;
  const m = model.data;
  const finance = `${site.config.links.finance}?${new URLSearchParams({ car_type: "new", whoIsHelping: `${m.manufacturer} ${m.name}` }).toString()}`;
  return (
    <Container className="flex flex-col gap-10 py-8">
      <section className="grid items-center gap-8 lg:grid-cols-2">
        {m.image_url && <img src={m.image_url} alt={`${m.manufacturer} ${m.name}`} width={1200} height={800} className="aspect-[3/2] w-full rounded-site object-cover" />}
        <div className="flex flex-col gap-4">
          <h1 className="text-3xl font-bold sm:text-4xl">{`${m.manufacturer} ${m.name}`}</h1>
          <p className="text-lg">{m.short_description}</p>
          {m.for_sale_in && <p className="font-semibold">{`For sale in ${m.for_sale_in}`}</p>}
          <div className="flex flex-wrap gap-2">
            <ButtonLink href={orderNowHref(m)}>{primaryLabel(m)}</ButtonLink>
            <ButtonLink href={testDriveHref(m)} variant="outline">
              Book a Test Drive
            </ButtonLink>
            <ButtonLink href={finance} variant="outline">
              Finance Enquiry
            </ButtonLink>
          </div>
          {/* Sanitised on the server (nh3). */}
          <div className="content-body" dangerouslySetInnerHTML={{ __html: m.description }} />
        </div>
      </section>
      {m.features.length > 0 && (
        <section aria-labelledby="features-title" className="flex flex-col gap-4">
          <h2 id="features-title" className="text-2xl font-bold">
            Features
          </h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {m.features.map((f) => (
              <Feature key={f.title} feature={f} />
            ))}
          </ul>
        </section>
      )}
      {m.gallery.length > 1 && (
        <section aria-labelledby="gallery-title" className="flex flex-col gap-4">
          <h2 id="gallery-title" className="text-2xl font-bold">
            Gallery
          </h2>
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {m.gallery.map((src, i) => (
              <li key={src}>
                <img src={src} alt={`${m.name}, picture ${i + 1} of ${m.gallery.length}`} width={1200} height={800} loading="lazy" className="aspect-[3/2] w-full rounded-site object-cover" />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section id={FORM_SECTION} aria-labelledby="form-section-title" className="flex max-w-3xl scroll-mt-24 flex-col gap-4">
        <h2 id="form-section-title" className="text-2xl font-bold">
          {primaryLabel(m)}
        </h2>
        <p className="text-lg text-muted">{`Tell us how to reach you and we will be in touch about the ${m.manufacturer} ${m.name}.`}</p>
        <QuoteForm model={m} />
      </section>
    </Container>
  );
}
