/**
 * The brand step's live preview: the site's home page hero and a car card, drawn by the site's own
 * components (components/hero, components/car-card) in the draft brand as the dealer changes it.
 * The theme's variables are set on the preview's own element (.theme-scope), never on the
 * console's; the preview is a picture, so its links and buttons do nothing (inert, its site
 * links handed a navigate that stays, and a click that reaches any link anyway is cancelled).
 */
import { useEffect, useId, useState, type CSSProperties, type MouseEvent } from "react";
import { CarCard } from "../../../../components/car-card/CarCard";
import { SiteHero } from "../../../../components/hero/SiteHero";
import { StillLinks } from "../../../../components/ui/Link";
import type { SitePublic, Theme } from "../../../../lib/api";
import { SiteProvider } from "../../../../lib/site";
import { siteVariables } from "../../../../themes/theme";
import { TYPEFACE_CHOICES } from "../../../../themes/choices";
import { FormError } from "../../components/Field";
import { useSetupPreview, type SetupApi } from "../../api/setup";
import sampleSlide from "./sample-slide.svg";

type Slide = SitePublic["home"]["slides"][number];
// A site's photo heroes show its slides; a new site has none yet, so the preview shows a sample.
const SAMPLE_SLIDE: Slide = { name: "Sample photo", description: "", url: null, hide_overlay: false, image: { src: sampleSlide, srcset: "", alt: "" } };

/** The site's typefaces, fetched while the dealer looks at the choices; true once they are here.
 * The site's faces are font-display: optional, which keeps a face that comes late out of text
 * already drawn: what shows a face (the preview, each choice's name) draws it once it is here. */
export function useTypefacesLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (typeof document === "undefined" || !document.fonts) return;
    let live = true;
    const faces = TYPEFACE_CHOICES.filter((c) => c.value !== "system").map((c) => `1em "${c.label} Variable"`);
    void Promise.all(faces.map((face) => document.fonts.load(face)))
      .catch(() => undefined)
      .then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, []);
  return loaded;
}

function cancelClicks(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest("a, button")) event.preventDefault();
}

type Props = { api: SetupApi; theme: Partial<Theme>; logo: string | null; /** the typefaces are here (useTypefacesLoaded) */ faces: boolean };

export function BrandPreview({ api, theme, logo, faces }: Props) {
  const preview = useSetupPreview(api);
  const captionId = useId();
  const titleId = useId();
  if (preview.isError) return <FormError error={preview.error} />;
  if (!preview.data) return <p role="status">Loading the preview…</p>;
  const { site, car, sample } = preview.data;
  const draft: Theme = { ...site.theme, ...theme };
  const sampleSlide = site.home.slides.length === 0;
  const drawn: SitePublic = { ...site, theme: draft, home: { ...site.home, slides: sampleSlide ? [SAMPLE_SLIDE] : site.home.slides } };
  return (
    <figure aria-labelledby={captionId} className="flex min-w-0 flex-col gap-2">
      <figcaption id={captionId} className="text-sm font-semibold">
        Preview: the home page and a car card
      </figcaption>
      <div
        // Drawn again once the typefaces are here (optional faces never replace drawn text).
        key={faces ? "faces" : "fallback"}
        data-testid="brand-preview"
        data-template={site.template}
        className="theme-scope flex flex-col overflow-hidden rounded-site border border-border"
        style={siteVariables(draft, site.template) as CSSProperties}
        inert
        onClickCapture={cancelClicks}
      >
        <SiteProvider site={drawn}>
          <StillLinks>
            {/* The page at a smaller scale: its layout is the page's own, its size a miniature's. */}
            <div style={{ zoom: 0.6 }}>
              <div className="flex min-h-16 items-center gap-3 border-b border-border px-4 py-2 font-bold" style={{ background: "var(--header-bg)", color: "var(--header-text)" }}>
                {logo ? <img src={logo} alt="" className="h-10 w-auto max-w-48 object-contain" data-testid="logo-preview" /> : null}
                <span>{site.name}</span>
              </div>
              <SiteHero level={3} titleId={titleId} />
            </div>
            <div className="bg-surface p-3">
              <div className="mx-auto w-full max-w-72">
                <CarCard card={car} headingLevel={4} />
              </div>
            </div>
          </StillLinks>
        </SiteProvider>
      </div>
      {(sample || (sampleSlide && draft.hero_style !== "text")) && (
        <ul className="list-disc pl-5 text-sm text-muted" data-testid="preview-notes">
          {sample && <li>The car is a sample: your own first car shows here once the stock is imported.</li>}
          {sampleSlide && draft.hero_style !== "text" && (
            <li>The photo is a sample: the home page shows your slides there once you add them (Settings, home page); until then it shows the words on the brand colour.</li>
          )}
        </ul>
      )}
    </figure>
  );
}
