/** spec: vehicle §2 and finance §2.7 - the one tenant's proposition banner (Reserve Quickly Online,
 * Secure Online Payments, Apply For Finance), on its home page and its vehicle pages, where the
 * site's presentation.proposition_banner says; its carousel starts at index 1 and loops. */
import { useSite } from "../../lib/site";
import { Carousel } from "../ui/Carousel";

const PROPOSITIONS = [
  ["Reserve Quickly Online", "Hold the car you want with a small deposit, from your couch."],
  ["Secure Online Payments", "Your payment is encrypted end to end and never stored by us."],
  ["Apply For Finance", "Pre-approval in minutes with our lending partners."],
] as const;

export function PropositionBanner() {
  const site = useSite();
  if (!site.config.presentation.proposition_banner) return null;
  return (
    <Carousel
      label="Why buy with us"
      index={1}
      loop
      slideClassName="basis-full md:basis-1/3"
      previousLabel="Previous reason"
      nextLabel="Next reason"
      slides={PROPOSITIONS.map(([title, text]) => (
        <div key={title} className="mx-2 flex h-full flex-col gap-1 rounded-site bg-surface p-5" data-testid="proposition">
          <p className="text-lg font-bold">{title}</p>
          <p className="text-muted">{text}</p>
        </div>
      ))}
    />
  );
}
