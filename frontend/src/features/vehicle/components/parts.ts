/** What the vehicle page shows of other features: its route (app/routes/car.tsx) hands them in. */
import type { ComponentType } from "react";
import type { CarFinance } from "../../../lib/car-finance";
import type { CarDetail } from "../api/types";

export type VehicleParts = {
  /** The sidebar's finance estimate. */
  FinanceEstimate: ComponentType<{ car: CarDetail }>;
  /** The sidebar's finance call to action; `href` is the finance page for this car. */
  FinanceCallToAction: ComponentType<{ car: CarDetail; href: string }>;
  /** The finance calculator among the lower sections, for a car with a lender's figures. */
  FinanceCalculator: ComponentType<{ finance: CarFinance; carId: number }>;
  /** The shopper's watchlist button beside the price. */
  WatchlistButton: ComponentType<{ car: CarDetail }>;
};
