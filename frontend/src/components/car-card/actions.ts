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

export function actionHref(key: CardActionKey, card: CarCard, links: Links): string {
  switch (key) {
    case "enquire":
      return `${card.path}#enquire`;
    case "testDrive":
      return withQuery(links.test_drive, { car_id: card.slug });
    case "viewDetails":
      return card.path;
    case "reserve":
      // spec: search §2, /cars/{slug}/checkout, or /cars/{slug}/buy-online on one site variant
      return `${card.path}/${links.checkout_style === "buy-online" ? "buy-online" : "checkout"}`;
    case "finance":
      return withQuery(links.finance, { car_id: card.slug });
    case "findSimilar":
      return `/search/${slugify(card.make)}/${slugify(card.model)}`;
  }
}

/** The card's actions in the backend's order; keys this frontend does not know are skipped. */
export function cardActions(card: CarCard, links: Links): CardAction[] {
  return card.buttons.filter(isActionKey).map((key) => ({ key, label: ACTION_LABELS[key], href: actionHref(key, card, links) }));
}
