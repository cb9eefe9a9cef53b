/** Small page parts: announcement bar, sales counter, payment icons strip, trade-in FAQ. */
import { useState } from "react";
import { tradeInHref } from "../../../components/car-card/actions";
import { Collapse } from "../../../components/ui/Collapse";
import { Link } from "../../../components/ui/Link";
import { formatCount } from "../../../lib/format";
import { useMounted } from "../../../lib/hydration";
import { useSalesCount } from "../hooks/useSalesCount";
import { Section } from "./Sections";

function dismissedKey(siteSlug: string, text: string): string {
  return `forecourt:${siteSlug}:announcement:${text.length}:${text.slice(0, 40)}`;
}

function dismissedEarlier(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === "1";
  } catch {
    return false; // storage blocked
  }
}

/** spec: vehicle §2 - the dismissible announcement bar; dismissal lasts the browser session. */
export function AnnouncementBar({ text, siteSlug }: { text: string; siteSlug: string }) {
  const key = dismissedKey(siteSlug, text);
  const [dismissedNow, setDismissed] = useState(false);
  const mounted = useMounted(); // the server cannot know this tab's dismissal
  const dismissed = dismissedNow || (mounted && dismissedEarlier(key));
  if (dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      window.sessionStorage.setItem(key, "1");
    } catch {
      // storage blocked: dismissed for this page only
    }
  };
  return (
    <div role="region" aria-label="Announcement" className="bg-accent text-accent-contrast">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 sm:px-6 lg:px-8">
        <p className="flex-1 text-sm font-semibold">{text}</p>
        <button type="button" onClick={dismiss} aria-label="Dismiss announcement" className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-black/10">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
            <path fill="currentColor" d="M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z" />
          </svg>
        </button>
      </div>
    </div>
  );
}

/** spec: vehicle §9 - the sales counter, refreshed every 150000 ms. */
export function SalesCounter() {
  const count = useSalesCount();
  return (
    <p className="rounded-site bg-surface p-4 text-center text-lg" data-testid="sales-counter">
      <strong className="text-2xl text-primary">{formatCount(count)}</strong> cars sold this month
    </p>
  );
}

const PAYMENT_NAMES: Record<string, string> = { visa: "Visa", mastercard: "Mastercard", amex: "American Express", paypal: "PayPal", afterpay: "Afterpay", zip: "Zip" };

export function PaymentIcons({ icons }: { icons: string[] }) {
  if (icons.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm font-semibold text-muted">We accept</p>
      <ul className="flex flex-wrap gap-2">
        {icons.map((icon) => {
          const name = PAYMENT_NAMES[icon] ?? icon;
          return (
            <li key={icon} className="flex h-9 min-w-16 items-center justify-center rounded-site border border-border bg-bg px-2 text-xs font-extrabold tracking-wide uppercase">
              {name}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** spec: vehicle §9 - online estimates generally not for cars over 7 years or 100,000 km. */
const FAQ: [string, string][] = [
  [
    "How does the trade-in valuation work?",
    "Tell us your car's registration and a few details about its condition. We compare it with the market and give you a valuation, which we confirm when we see the car.",
  ],
  [
    "Can every car get an online estimate?",
    "Online estimates are generally not given for cars over 7 years old or with more than 100,000 km. We still want to see them: bring the car in or send us photos for a valuation.",
  ],
  [
    "Can I trade in a car that still has finance owing?",
    "Yes. We pay out the finance company and the difference goes towards your next car.",
  ],
  ["Do I have to buy a car from you to sell you mine?", "No. We buy all types of cars, whether or not you buy one from us."],
];

export function TradeInFaq({ carSlug }: { carSlug: string }) {
  return (
    <Section title="Trade-In FAQ">
      <div>
        {FAQ.map(([question, answer]) => (
          <Collapse key={question} summary={question}>
            <p>{answer}</p>
          </Collapse>
        ))}
      </div>
      <Link href={tradeInHref({ slug: carSlug })} className="inline-flex min-h-11 items-center self-start font-semibold text-primary underline">
        Get a trade-in valuation
      </Link>
    </Section>
  );
}
