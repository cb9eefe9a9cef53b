import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import type { LeadOut } from "../../lib/leads";
import { renderWithSite } from "../../test/render";
import { Component as SuccessPage } from "./success";

const lead = (kind: LeadOut["kind"], category: string): LeadOut => ({ kind, category, lead_id: 7 }) as LeadOut;

it.each([
  ["enquiry", "General Enquiry", "We have received your general enquiry"],
  ["reserve", "Reserve", "We have received your reservation"],
  ["sell_my_car", "Sell My Car", "We have received your car's details"],
] as const)("a %s lead's thanks name what the shopper sent", async (kind, category, text) => {
  const { router } = renderWithSite(null, { routes: [{ path: "/", element: null }, { path: "/success", element: <SuccessPage /> }] });
  await router.navigate("/success", { state: { lead: lead(kind, category) } });
  expect(await screen.findByTestId("success-message")).toHaveTextContent(text);
});
