/**
 * The car search card (spec: finance-signin-locations §2.7), shared by search, home and similar
 * cars. It renders the backend's decisions (price text, tag, buttons) and owns only presentation.
 */
import { useId } from "react";
import imageSizes from "../../lib/image-sizes.json";
import type { CarCard as CarCardData } from "../../lib/api";
import { cn } from "../../lib/cn";
import { formatCount, formatKm, formatPrice } from "../../lib/format";
import { useSite } from "../../lib/site";
import { ButtonLink, type ButtonVariant } from "../ui/Button";
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

  return (
    <Card as="article" data-testid="car-card" aria-labelledby={titleId} className="h-full">
      <div className="relative">
        <CardImage card={card} sizes={sizes} priority={priority} />
        {card.tag && <CardTag tag={card.tag} />}
        {cards.show_location_overlay && card.location.name && (
          <p className="absolute bottom-2 left-2 max-w-[calc(100%-1rem)] truncate rounded-site bg-black/75 px-2 py-1 text-sm text-white">
            <VisuallyHidden>Location: </VisuallyHidden>
            {card.location.name}
          </p>
        )}
        {cards.favourites_enabled && <FavouriteSwitch siteSlug={site.slug} card={card} />}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <Heading id={titleId} className="text-lg leading-snug font-semibold">
          <Link href={card.path} className="no-underline hover:underline">
            {card.year} {card.make} {card.model}
            {subtitle && <span className="block text-base font-normal text-muted">{subtitle}</span>}
          </Link>
        </Heading>
        <CardPrice price={card.price} />
        {cards.compare_enabled && card.available && <CompareSwitch siteSlug={site.slug} carSlug={card.slug} name={`${card.year} ${card.make} ${card.model}`} />}
        {card.extra_fields && <ExtraFields card={card} />}
        {card.views !== null && (
          <p className="text-sm text-muted">{`${formatCount(card.views)} ${card.views === 1 ? "view" : "views"}`}</p>
        )}
        <CardActions actions={actions} testDriveOnly={card.test_drive_only} describedBy={titleId} car={{ id: card.id, slug: card.slug, name: `${card.year} ${card.make} ${card.model}` }} />
      </div>
    </Card>
  );
}

function CardImage({ card, sizes, priority }: { card: CarCardData; sizes: string; priority: boolean }) {
  if (!card.image) {
    return (
      <div className="flex aspect-[4/3] w-full items-center justify-center bg-surface text-muted">
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
      height={600}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      className="aspect-[4/3] h-auto w-full bg-surface object-cover"
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
        "absolute top-2 left-2 rounded-site px-2 py-1 text-sm font-bold uppercase",
        tag.kind === "sold" ? "bg-text text-bg" : "bg-accent text-accent-contrast",
      )}
    >
      {tag.text}
    </p>
  );
}

function CardPrice({ price }: { price: CarCardData["price"] }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <PriceFigure price={price} className="text-2xl font-bold" mutedClassName="text-sm text-muted" />
      {price.was_amount !== null && (
        <span className="text-sm text-muted">
          <VisuallyHidden>Was </VisuallyHidden>
          <s>{formatPrice(price.was_amount)}</s>
        </span>
      )}
    </p>
  );
}

function ExtraFields({ card }: { card: CarCardData }) {
  // spec: finance-signin-locations §2.7, Condition, Transmission, Odometer (km), Fuel Type
  const fields: [string, string | null][] = [
    ["Condition", card.car_type.charAt(0).toUpperCase() + card.car_type.slice(1)],
    ["Transmission", card.transmission],
    ["Odometer", formatKm(card.km)],
    ["Fuel Type", card.fuel],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
      {fields
        .filter((f): f is [string, string] => Boolean(f[1]))
        .map(([label, value]) => (
          <div key={label}>
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

const VARIANT: Record<CardAction["key"], ButtonVariant> = {
  viewDetails: "primary",
  findSimilar: "primary",
  reserve: "accent",
  enquire: "outline",
  testDrive: "outline",
  finance: "outline",
};

const IN_DIALOG: Partial<Record<CardAction["key"], DialogLeadKind>> = { enquire: "enquiry", testDrive: "test_drive", findSimilar: "find_similar" };

type CardActionsProps = { actions: CardAction[]; testDriveOnly: boolean; describedBy: string; car: LeadCar };

function CardActions({ actions, testDriveOnly, describedBy, car }: CardActionsProps) {
  const openLead = useLeadOpener();
  const onClick = (a: CardAction) => {
    const kind = IN_DIALOG[a.key];
    return kind ? openInDialog(openLead, kind, car) : undefined;
  };
  if (actions.length === 0) return null;
  if (testDriveOnly) {
    // A Test Drive Only car: booking a test drive is the one call to action.
    const [first, rest] = [actions.filter((a) => a.key === "testDrive"), actions.filter((a) => a.key !== "testDrive")];
    return (
      <div className="mt-auto flex flex-col gap-2" data-layout="test-drive-only">
        {first.map((a) => (
          <ButtonLink key={a.key} href={a.href} size="lg" block aria-describedby={describedBy} onClick={onClick(a)}>
            {a.label}
          </ButtonLink>
        ))}
        {rest.map((a) => (
          <ButtonLink key={a.key} href={a.href} variant="ghost" size="sm" block aria-describedby={describedBy} onClick={onClick(a)}>
            {a.label}
          </ButtonLink>
        ))}
      </div>
    );
  }
  return (
    <div className={cn("mt-auto grid gap-2", actions.length > 1 && "grid-cols-2")}>
      {actions.map((a, i) => (
        <ButtonLink
          key={a.key}
          href={a.href}
          variant={VARIANT[a.key]}
          size="sm"
          className={cn(actions.length % 2 === 1 && i === actions.length - 1 && actions.length > 1 && "col-span-2")}
          aria-describedby={describedBy}
          onClick={onClick(a)}
        >
          {a.label}
        </ButtonLink>
      ))}
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
      className="absolute top-2 right-2 flex size-11 items-center justify-center rounded-full bg-white/90 text-primary shadow hover:bg-white"
    >
      <HeartIcon filled={on} />
    </button>
  );
}
