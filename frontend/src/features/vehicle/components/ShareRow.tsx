/**
 * The social share row (spec: vehicle §7): networks open a 550x400 popup; any share also copies the
 * car's URL, with a Copied notice for 1.5 s. Then print (a printable page in a new tab) and the PDF.
 */
import type { MouseEvent } from "react";
import { VisuallyHidden } from "../../../components/ui/VisuallyHidden";
import type { CarDetail } from "../api/types";
import { pageOrigin } from "../../../lib/url";
import { usePdfDownload } from "../hooks/usePdfDownload";
import { useTimedFlag } from "../hooks/useTimedFlag";
import { COPIED_NOTICE_MS, popupFeatures, shareTargets } from "../lib/share";
import { EVENTS, track } from "../../../lib/tracking";

const itemClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-site border border-border bg-bg px-3 text-sm font-semibold no-underline hover:bg-surface disabled:opacity-60";

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.warn("Could not copy the link", error);
    return false;
  }
}

export function ShareRow({ car }: { car: Pick<CarDetail, "id" | "slug" | "name" | "path" | "layout" | "history_report_url"> }) {
  const url = `${pageOrigin()}${car.path}`;
  const [copied, showCopied] = useTimedFlag(COPIED_NOTICE_MS);
  const pdf = usePdfDownload(car.layout.pdf_path, car.slug);

  const share = async (href: string, popup: boolean, event: MouseEvent) => {
    if (popup) {
      event.preventDefault();
      window.open(href, "share", popupFeatures(window.screenX, window.screenY, window.outerWidth, window.outerHeight));
    }
    if (await copy(url)) showCopied();
  };

  return (
    <section aria-labelledby="share-title" className="flex flex-col gap-3">
      <h2 id="share-title" className="text-lg font-bold">
        Share this car
      </h2>
      <ul className="flex flex-wrap gap-2">
        {shareTargets(url, car.name).map((t) => (
          <li key={t.key}>
            <a href={t.href} target={t.popup ? "_blank" : undefined} rel="noopener noreferrer" className={itemClass} onClick={(e) => void share(t.href, t.popup, e)}>
              {t.label}
              {t.popup && <VisuallyHidden> (opens a new window)</VisuallyHidden>}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className={itemClass} onClick={async () => (await copy(url)) && showCopied()}>
            Copy link
          </button>
        </li>
      </ul>
      <p role="status" className="min-h-6 text-sm font-semibold text-primary">
        {copied ? "Copied" : ""}
      </p>
      <div className="flex flex-wrap gap-2">
        {car.layout.show_print_link && (
          <a href={car.layout.print_path} target="_blank" rel="noopener" className={itemClass} onClick={() => track(EVENTS.print, car.id)}>
            Print this car<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        )}
        <button
          type="button"
          className={itemClass}
          disabled={pdf.preparing}
          onClick={() => {
            track(EVENTS.print, car.id);
            void pdf.download();
          }}
        >
          {pdf.preparing ? "Preparing..." : "Download PDF"}
        </button>
        {car.history_report_url && (
          <a href={car.history_report_url} target="_blank" rel="noopener noreferrer" className={itemClass} onClick={() => track(EVENTS.historyReport, car.id)}>
            Vehicle History Report<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        )}
      </div>
    </section>
  );
}
