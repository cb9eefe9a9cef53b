/**
 * Maps the buttons the backend chose for a card (CarCard.buttons: which actions, and whether the
 * car is available, are backend decisions) to labelled links using the site's link settings.
 */
import type { CarCard, SiteConfig } from "../../lib/api";
import { slugify, withQuery } from "../../lib/url";

export type CardActionKey = "enquire" | "testDrive" | "viewDetails" | "reserve" | "finance" | "findSimilar";
export type CardAction = { key: CardActionKey; label: string; href: string };
type Links = SiteConfig["links"];

// spec: finance-signin-locations §2.7 and search §4, the car search card's button labels
export const ACTION_LABELS: Record<CardActionKey, string> = {
  enquire: "Enquire",
  testDrive: "Book a Test Drive",
  viewDetails: "View Details",
  reserve: "Reserve this Car",
  finance: "Get Finance",
  findSimilar: "Find Me Something Similar",
};

function isActionKey(key: string): key is CardActionKey {
  return Object.hasOwn(ACTION_LABELS, key);
}

// The routes a car's actions lead to, shared by the card and the vehicle page's sidebar.
type CarRef = { slug: string; path: string };
type FinanceCar = CarRef & {
  car_type: string;
  vin?: string | null;
  dealership_slug?: string | null;
  price: { amount?: number | null };
};

export const enquireHref = (car: CarRef, links: Links) => withQuery(links.contact, { car_id: car.slug });
export const testDriveHref = (car: CarRef, links: Links) => withQuery(links.test_drive, { car_id: car.slug });

/** spec: search §2 - /cars/{slug}/checkout, or /cars/{slug}/buy-online on one site variant. */
export const reserveHref = (car: CarRef, links: Links) =>
  `${car.path}/${links.checkout_style === "buy-online" ? "buy-online" : "checkout"}`;

/** spec: vehicle §2 - the online purchase, /checkout-journey?car_id={slug}. */
export const buyOnlineHref = (car: { slug: string }) => withQuery("/checkout-journey", { car_id: car.slug });

/** spec: vehicle §2 - /cars/trade-in?car_id=, the car named by its slug as every other link names it;
 * `deal` joins the valuation to the shopper's purchase. */
export const tradeInHref = (car: { slug: string }, deal?: string) =>
  withQuery("/cars/trade-in", deal ? { car_id: car.slug, deal } : { car_id: car.slug });

/** Find Me Something Similar: the same make and model in the stock search. */
export const findSimilarHref = (car: { make: string; model: string }) =>
  `/search/${slugify(car.make)}/${slugify(car.model)}`;

/** spec: vehicle §2 - the finance link with car_id, car_type, vin, vehiclePriceBudget and #finance-form. */
export function financeHref(financeLink: string, car: FinanceCar): string {
  const params: Record<string, string | number> = { car_id: car.slug, car_type: car.car_type };
  if (car.dealership_slug) params.preferredDealership = car.dealership_slug;
  if (car.vin) params.vin = car.vin;
  if (car.price.amount) params.vehiclePriceBudget = car.price.amount;
  const [path = ""] = financeLink.split("#", 1);
  return withQuery(`${path}#finance-form`, params);
}

export function actionHref(key: CardActionKey, card: CarCard, links: Links): string {
  switch (key) {
    case "enquire":
      return enquireHref(card, links);
    case "testDrive":
      return testDriveHref(card, links);
    case "viewDetails":
      return card.path;
    case "reserve":
      return reserveHref(card, links);
    case "finance":
      return financeHref(links.finance, card);
    case "findSimilar":
      return findSimilarHref(card);
  }
}

/** The card's actions in the backend's order; keys this frontend does not know are skipped. */
export function cardActions(card: CarCard, links: Links): CardAction[] {
  return card.buttons.filter(isActionKey).map((key) => ({ key, label: ACTION_LABELS[key], href: actionHref(key, card, links) }));
}
