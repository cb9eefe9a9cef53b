/**
 * Call the dealer with the phone reveal (spec: vehicle §4): the number shows masked after its first
 * 5 characters until clicked; the click reveals it and logs a reveal event. Some sites start
 * revealed. No number: a warning is logged and the button carries no number.
 */
import { useEffect, useRef, useState } from "react";
import { Link } from "../../../components/ui/Link";
import { useSite } from "../../../lib/site";
import { withQuery } from "../../../lib/url";
import { logPhoneReveal } from "../api/vehicle";
import type { CarDetail } from "../api/types";
import { EVENTS, track } from "../../../lib/tracking";

// Drawn as a secondary: the sidebar has one visual primary, its first action.
const buttonClass =
  "flex min-h-12 w-full items-center gap-3 rounded-site border-2 border-primary bg-bg px-4 py-2 text-lg font-bold text-primary no-underline hover:bg-surface";

function PhoneIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0">
      <path fill="currentColor" d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
    </svg>
  );
}

export function CallDealer({ car }: { car: Pick<CarDetail, "id" | "slug" | "dealership_id" | "contact"> }) {
  const site = useSite();
  const { contact } = car;
  const [revealed, setRevealed] = useState(contact.phone_revealed);
  const telLink = useRef<HTMLAnchorElement>(null);
  const focusAfterReveal = useRef(false);

  useEffect(() => {
    if (!contact.phone) console.warn(`No phone number found for car ${car.slug}`);
  }, [contact.phone, car.slug]);

  useEffect(() => {
    if (revealed && focusAfterReveal.current) telLink.current?.focus();
  }, [revealed]);

  if (!contact.phone || !contact.tel) {
    return (
      <Link href={withQuery(site.config.links.contact, { car_id: car.slug })} className={buttonClass} onClick={() => track(EVENTS.callDealer, car.id)}>
        <PhoneIcon />
        {contact.contact_text}
      </Link>
    );
  }

  if (!revealed) {
    const reveal = () => {
      focusAfterReveal.current = true;
      setRevealed(true);
      logPhoneReveal(car, site.id).catch((error: unknown) => console.error("Phone reveal could not be logged", error));
    };
    return (
      <button type="button" onClick={reveal} className={buttonClass} data-testid="phone-reveal">
        <PhoneIcon />
        <span className="flex flex-col items-start leading-tight">
          <span className="text-sm font-semibold">{contact.contact_text}</span>
          <span data-testid="phone-number">{contact.phone_masked}</span>
        </span>
        <span className="ml-auto text-sm font-semibold underline">Show number</span>
      </button>
    );
  }

  return (
    <a ref={telLink} href={contact.tel} className={buttonClass} onClick={() => track(EVENTS.callDealer, car.id)} data-testid="phone-call">
      <PhoneIcon />
      <span className="flex flex-col items-start leading-tight">
        <span className="text-sm font-semibold">{contact.contact_text}</span>
        <span data-testid="phone-number">{contact.phone}</span>
      </span>
    </a>
  );
}
