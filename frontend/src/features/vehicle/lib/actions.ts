/**
 * The sidebar's action buttons. Which buttons show (by availability, reservability, finance) is
 * the backend's decision (CarDetail.sidebar_buttons); this maps each to its label, route and event.
 */
import {
  ACTION_LABELS,
  buyOnlineHref,
  enquireHref,
  financeHref,
  reserveHref,
  testDriveHref,
  tradeInHref,
} from "../../../components/car-card/actions";
import type { SiteConfig } from "../../../lib/api";
import type { CarDetail } from "../api/types";
import { enquiryEvent, testDriveEvent } from "../../../lib/tracking";

type Links = SiteConfig["links"];
export type ActionKey = "enquire" | "finance" | "tradeIn" | "testDrive" | "reserve" | "buyOnline";
export type VehicleAction = { key: ActionKey; label: string; href: string; eventId: number | null };
type Car = Pick<CarDetail, "id" | "slug" | "path" | "car_type" | "vin" | "price" | "dealership_slug" | "test_drive_only">;

export const TRADE_IN_LABEL = "Trade-In Valuation";
export const BUY_ONLINE_LABEL = "Buy Online"; // the online purchase's own title
export const FIND_SIMILAR_LABEL = ACTION_LABELS.findSimilar;

export function actionHref(key: ActionKey, car: Car, links: Links): string {
  switch (key) {
    case "enquire":
      return enquireHref(car, links);
    case "finance":
      return financeHref(links.finance, car);
    case "tradeIn":
      return tradeInHref(car);
    case "testDrive":
      return testDriveHref(car, links);
    case "reserve":
      return reserveHref(car, links);
    case "buyOnline":
      return buyOnlineHref(car);
  }
}

const LABELS: Record<ActionKey, string> = {
  enquire: ACTION_LABELS.enquire,
  finance: ACTION_LABELS.finance,
  tradeIn: TRADE_IN_LABEL,
  testDrive: ACTION_LABELS.testDrive,
  reserve: ACTION_LABELS.reserve,
  buyOnline: BUY_ONLINE_LABEL,
};

function eventFor(key: ActionKey, car: Car): number | null {
  if (key === "enquire") return enquiryEvent(car.car_type);
  if (key === "testDrive") return testDriveEvent(car.car_type, car.test_drive_only);
  return null;
}

function isActionKey(key: string): key is ActionKey {
  return Object.hasOwn(LABELS, key);
}

/** The backend's buttons in its order; "CTD" (call the dealer) is its own block. */
export function vehicleActions(buttons: string[], car: Car, links: Links): VehicleAction[] {
  return buttons
    .filter(isActionKey)
    .map((key) => ({ key, label: LABELS[key], href: actionHref(key, car, links), eventId: eventFor(key, car) }));
}

export { financeHref, findSimilarHref } from "../../../components/car-card/actions";
