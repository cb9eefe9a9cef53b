import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithSite } from "../../../test/render";
import type { Deal } from "../api/console";
import { DealPanel } from "./DealPanel";

const DEAL: Deal = {
  id: 7,
  customer: "Dana Deal",
  email: "dana@example.com",
  phone: "0412 345 678",
  car_id: 3,
  leads: [
    { id: 10, kind: "reserve", category: "Reserve", status: "contacted", created_at: "2026-03-02T01:00:00Z" },
    { id: 11, kind: "finance", category: "Finance Enquiry", status: "new", created_at: "2026-03-02T01:05:00Z" },
    { id: 12, kind: "trade_in", category: "Trade-In Valuation", status: "new", created_at: "2026-03-02T01:09:00Z" },
  ],
};

describe("DealPanel", () => {
  it("shows the customer and links every other lead of the deal with its status", () => {
    renderWithSite(<DealPanel deal={DEAL} leadId={11} />);
    const panel = screen.getByRole("region", { name: "Deal" });
    expect(panel).toHaveTextContent("Dana Deal · 3 leads for one purchase");
    expect(within(panel).getByRole("link", { name: "Reserve" })).toHaveAttribute("href", "/console/leads/10");
    expect(within(panel).getByRole("link", { name: "Trade-In Valuation" })).toHaveAttribute("href", "/console/leads/12");
    expect(within(panel).queryByRole("link", { name: /Finance/ })).toBeNull();
    expect(within(panel).getByText("Finance Enquiry (this lead)")).toHaveAttribute("aria-current", "page");
    const rows = within(panel).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Reserve.*Contacted$/),
      expect.stringMatching(/^Finance Enquiry \(this lead\).*New$/),
      expect.stringMatching(/^Trade-In Valuation.*New$/),
    ]);
  });
});
