/**
 * The car search card (spec: finance-signin-locations §2.7), shared by search, home and similar
 * cars. It renders the backend's decisions (price text, tag, buttons) and owns only presentation.
 */
import { useId } from "react";
import imageSizes from "../../lib/image-sizes.json";
import type { CarCard as CarCardData } from "../../lib/api";
import { cn } from "../../lib/cn";
import { REPAYMENT_WORDS } from "../../lib/car-finance";
import { formatCount, formatKm, formatPrice } from "../../lib/format";
import { useSite } from "../../lib/site";
import { ButtonLink } from "../ui/Button";
import { Card } from "../ui/Card";
import { Link } from "../ui/Link";
import { VisuallyHidden } from "../ui/VisuallyHidden";
import { cardActions, type CardAction } from "./actions";
import { openInDialog, useLeadOpener, type DialogLeadKind, type LeadCar } from "./lead-opener";
import { CompareSwitch } from "./CompareSwitch";
import { useFavourite } from "./favourites";
import { HeartIcon } from "../ui/HeartIcon";
import { PriceFigure } from "../price/PriceFigure";

// Cards sit in a grid of 1, 2 or 3 columns inside a 80rem container.
// The server preloads the first card's photo with these sizes (pages/first_screen.py reads the same file).
const DEFAULT_SIZES = imageSizes.card;

type Props = {
  card: CarCardData;
  headingLevel?: 2 | 3 | 4;
  sizes?: string;
  /** Load the photo eagerly (a card above the fold). */
  priority?: boolean;
};

export function CarCard({ card, headingLevel = 3, sizes = DEFAULT_SIZES, priority = false }: Props) {
  const site = useSite();
  const { cards, links } = site.config;
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const actions = cardActions(card, links);
  const subtitle = [card.badge, card.series].filter(Boolean).join(" ");
  const name = `${card.year} ${card.make} ${card.model}`;

  // The whole card is a link to the car: the title's link stretches over it (::after, which also
  // draws its focus ring round the card), and the card's own controls (favourite, compare, the
  // spec's buttons) sit above it as real controls.
  return (
    <Card as="article" data-testid="car-card" aria-labelledby={titleId} className="relative h-full">
      <div className="relative">
        <CardImage card={card} sizes={sizes} priority={priority} />
        {card.tag && <CardTag tag={card.tag} />}
        {cards.show_location_overlay && card.location.name && (
          // The dealership's whole name, over two lines if it must: never cut short.
          <p className="absolute bottom-2 left-2 max-w-[calc(100%-1rem)] rounded-site bg-black/75 px-2 py-1 text-sm leading-snug text-white" data-testid="card-location">
            <VisuallyHidden>Location: </VisuallyHidden>
            {card.location.name}
          </p>
        )}
        {cards.favourites_enabled && <FavouriteSwitch siteSlug={site.slug} card={card} />}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-col gap-0.5">
          {card.extra_fields && (
            <dl className="text-xs font-semibold tracking-wide text-muted uppercase">
              <dt className="sr-only">Condition</dt>
              <dd>{card.car_type.charAt(0).toUpperCase() + card.car_type.slice(1)}</dd>
            </dl>
          )}
          <Heading id={titleId} className="text-lg leading-snug font-semibold">
            <Link href={card.path} className="no-underline after:absolute after:inset-0 after:rounded-site after:content-[''] hover:underline focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-accent">
              {name}
              {subtitle && <span className="block text-base font-normal text-muted">{subtitle}</span>}
            </Link>
          </Heading>
        </div>
        <CardFacts card={card} />
        <div className="mt-auto flex flex-col gap-3">
          {((cards.compare_enabled && card.available) || card.views !== null) && (
            <div className="flex min-h-11 items-center justify-between gap-3">
              {cards.compare_enabled && card.available ? <CompareSwitch siteSlug={site.slug} carSlug={card.slug} name={name} className="relative z-10" /> : <span />}
              {card.views !== null && <p className="text-sm text-muted">{`${formatCount(card.views)} ${card.views === 1 ? "view" : "views"}`}</p>}
            </div>
          )}
          <CardActions actions={actions} testDriveOnly={card.test_drive_only} describedBy={titleId} car={{ id: card.id, slug: card.slug, name }} />
        </div>
      </div>
    </Card>
  );
}

function CardImage({ card, sizes, priority }: { card: CarCardData; sizes: string; priority: boolean }) {
  if (!card.image) {
    return (
      <div className="flex aspect-[3/2] w-full items-center justify-center bg-surface text-muted">
        Photo coming soon
      </div>
    );
  }
  return (
    <img
      src={card.image.src}
      srcSet={card.image.srcset || undefined}
      sizes={card.image.srcset ? sizes : undefined}
      alt={card.image.alt || card.name}
      width={800}
      height={533}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      className="aspect-[3/2] h-auto w-full bg-surface object-cover"
    />
  );
}

function CardTag({ tag }: { tag: NonNullable<CarCardData["tag"]> }) {
  if (tag.image_url) {
    return <img src={tag.image_url} alt={tag.text} className="absolute top-2 left-2 h-10 w-auto" />;
  }
  return (
    <p
      className={cn(
        "absolute top-2 left-2 z-10 rounded-site px-2 py-1 text-sm font-bold uppercase",
        tag.kind === "sold" ? "bg-text text-bg" : "bg-accent text-accent-contrast",
      )}
    >
      {tag.text}
    </p>
  );
}

/**
 * The fact row, the same on every card of every site and in one order: the price with its type
 * (and the was-price), the repayment the car's page shows when it has one, then km, transmission
 * and fuel (spec §2.7's Odometer, Transmission and Fuel Type, named for screen readers).
 */
function CardFacts({ card }: { card: CarCardData }) {
  const { price, repayment } = card;
  const facts: [string, string | null][] = [
    ["Odometer", formatKm(card.km)],
    ["Transmission", card.transmission],
    ["Fuel Type", card.fuel],
  ];
  return (
    <div className="flex flex-col gap-2" data-testid="card-facts">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <PriceFigure price={price} className="text-2xl font-bold" mutedClassName="text-sm text-muted" />
          {price.was_amount !== null && (
            <span className="text-sm text-muted">
              <VisuallyHidden>Was </VisuallyHidden>
              <s>{formatPrice(price.was_amount)}</s>
            </span>
          )}
        </p>
        {repayment && (
          <p className="text-sm font-semibold whitespace-nowrap text-primary" data-testid="card-repayment">
            <VisuallyHidden>Finance estimate </VisuallyHidden>
            {`${formatPrice(repayment.amount)} ${REPAYMENT_WORDS[repayment.frequency].short}`}
          </p>
        )}
      </div>
      <dl className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
        {facts
          .filter((f): f is [string, string] => Boolean(f[1]))
          .map(([label, value], i) => (
            <div key={label} className="flex items-center gap-2">
              {i > 0 && <span aria-hidden="true">·</span>}
              <dt className="sr-only">{label}</dt>
              <dd className="whitespace-nowrap">{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}

// One order on every card (spec §2.7's: View Details, Get Finance, Book a Test Drive, Reserve
// this Car; then Enquire where a dealership adds it): the first is the one primary button.
const ORDER: CardAction["key"][] = ["findSimilar", "viewDetails", "finance", "testDrive", "reserve", "enquire"];
// A Test Drive Only car: booking a test drive is the one call to action.
const TEST_DRIVE_ORDER: CardAction["key"][] = ["testDrive", ...ORDER.filter((k) => k !== "testDrive")];

const IN_DIALOG: Partial<Record<CardAction["key"], DialogLeadKind>> = { enquire: "enquiry", testDrive: "test_drive", findSimilar: "find_similar" };

type CardActionsProps = { actions: CardAction[]; testDriveOnly: boolean; describedBy: string; car: LeadCar };

/**
 * The spec's buttons: the primary across the card, the rest beside each other below it. No label
 * ever breaks over two lines: a button keeps its label on one line and a row that has no room
 * for the next button starts another (tests/browser/test_card_layout.py measures 320-1920 px).
 */
function CardActions({ actions, testDriveOnly, describedBy, car }: CardActionsProps) {
  const openLead = useLeadOpener();
  const onClick = (a: CardAction) => {
    const kind = IN_DIALOG[a.key];
    return kind ? openInDialog(openLead, kind, car) : undefined;
  };
  if (actions.length === 0) return null;
  const order = testDriveOnly ? TEST_DRIVE_ORDER : ORDER;
  const [primary, ...rest] = [...actions].sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
  return (
    <div className="relative z-10 flex flex-col gap-2" data-testid="card-actions" data-layout={testDriveOnly ? "test-drive-only" : undefined}>
      {primary && (
        <ButtonLink href={primary.href} size={testDriveOnly ? "lg" : "md"} block className="whitespace-nowrap" aria-describedby={describedBy} onClick={onClick(primary)}>
          {primary.label}
        </ButtonLink>
      )}
      {rest.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {rest.map((a) => (
            <ButtonLink
              key={a.key}
              href={a.href}
              variant="outline"
              size="sm"
              className="min-h-11 flex-[1_1_auto] border whitespace-nowrap"
              aria-describedby={describedBy}
              onClick={onClick(a)}
            >
              {a.label}
            </ButtonLink>
          ))}
        </div>
      )}
    </div>
  );
}

function FavouriteSwitch({ siteSlug, card }: { siteSlug: string; card: CarCardData }) {
  const [on, setOn] = useFavourite(siteSlug, card.slug);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={`Favourite: ${card.year} ${card.make} ${card.model}`}
      onClick={() => setOn(!on)}
      className="absolute top-2 right-2 z-10 flex size-11 items-center justify-center rounded-full bg-white/90 text-primary shadow hover:bg-white"
    >
      <HeartIcon filled={on} />
    </button>
  );
}
