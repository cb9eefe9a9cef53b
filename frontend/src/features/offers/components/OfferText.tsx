/** An offer's description (sanitised HTML, cut to plain text around 160 characters when longer
 * than 200) and its disclaimer (cut at 200), each with its own view more/less toggle. */
import { useId, useState } from "react";
import { descriptionNeedsToggle, disclaimerShort, DESCRIPTION_AROUND, truncateAround } from "../lib/truncate";
import type { Offer } from "../api/queries";

function Toggle({ open, onClick, controls, what }: { open: boolean; onClick: () => void; controls: string; what: string }) {
  return (
    <button type="button" aria-expanded={open} aria-controls={controls} onClick={onClick} className="inline-flex min-h-11 min-w-11 items-center self-start text-sm font-semibold text-primary underline underline-offset-2">
      {open ? "View less" : "View more"}
      <span className="sr-only">{` of the ${what}`}</span>
    </button>
  );
}

export function OfferDescription({ offer, startOpen = false }: { offer: Offer; startOpen?: boolean }) {
  const id = useId();
  const [open, setOpen] = useState(startOpen);
  const long = descriptionNeedsToggle(offer.description_text);
  return (
    <div className="flex flex-col gap-1">
      {open || !long ? (
        // Sanitised on the server (nh3): only safe tags and links.
        <div id={id} className="content-body text-base" data-testid="offer-description" dangerouslySetInnerHTML={{ __html: offer.sanitized_description }} />
      ) : (
        <p id={id} data-testid="offer-description">
          {truncateAround(offer.description_text, DESCRIPTION_AROUND)}
        </p>
      )}
      {long && <Toggle open={open} onClick={() => setOpen(!open)} controls={id} what="description" />}
    </div>
  );
}

export function OfferDisclaimer({ offer }: { offer: Offer }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  if (!offer.disclaimer) return null;
  const short = disclaimerShort(offer.disclaimer);
  return (
    <div className="flex flex-col gap-1 text-xs text-muted">
      <p id={id} data-testid="offer-disclaimer">
        {open ? offer.disclaimer : short}
      </p>
      {short !== offer.disclaimer && <Toggle open={open} onClick={() => setOpen(!open)} controls={id} what="disclaimer" />}
    </div>
  );
}
