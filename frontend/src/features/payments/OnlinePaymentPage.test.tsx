import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it, vi } from "vitest";
import { renderWithSite } from "../../test/render";
import type { OwedDeposit, OwedDeposits } from "./api/deposits";
import { OnlinePaymentPage } from "./OnlinePaymentPage";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const DEPOSIT: OwedDeposit = {
  reservation_id: 7,
  amount: 200,
  car: null,
  car_name: "2021 Mazda CX-5 Maxx Sport",
  status: "held",
  expires_at: "2026-11-28T01:00:00Z",
  dealership: { name: "Northside Mazda", phone: "02 9000 1234", email: null },
};
const REMOTE: OwedDeposits = { deposits: [DEPOSIT], pays_online: true, fee_label: "Refundable deposit", note: "Your deposit is held by our payment provider." };

afterEach(() => vi.unstubAllGlobals());

it("the shopper pays the deposit they owe and is told it is paid", async () => {
  const calls: string[] = [];
  let paid = false;
  vi.stubGlobal(
    "fetch",
    vi.fn((url: RequestInfo | URL, init?: RequestInit) => {
      const path = String(url);
      calls.push(`${init?.method ?? "GET"} ${path}`);
      if (path.startsWith("/api/v1/auth/session")) return Promise.resolve(json({ user: null, csrf_token: "csrf-1" }));
      if (init?.method === "POST") {
        paid = true;
        expect(new Headers(init.headers).get("X-CSRF-Token")).toBe("csrf-1");
        return Promise.resolve(json({ paid: true, message: "Your deposit is held by our payment provider.", reservation: { id: 7, status: "held", amount: 200, expires_at: null, processor_status: "authorised", message: "" } }));
      }
      return Promise.resolve(json(paid ? { ...REMOTE, deposits: [] } : REMOTE));
    }),
  );
  renderWithSite(<OnlinePaymentPage />);
  expect(await screen.findByRole("heading", { name: "2021 Mazda CX-5 Maxx Sport" })).toBeInTheDocument();
  expect(screen.getByText("Refundable deposit:", { exact: false })).toHaveTextContent("Refundable deposit: $200");
  await userEvent.click(screen.getByRole("button", { name: "Pay $200 deposit" }));
  expect(await screen.findByTestId("payment-result")).toHaveTextContent("Thank you: your $200 deposit is paid.");
  expect(await screen.findByText("You have no payments due.")).toBeInTheDocument();
  expect(calls).toContain("POST /api/v1/payments/deposits/7");
});

it("where the dealer takes deposits in person, the page says whom to call and offers no payment", async () => {
  vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(json({ ...REMOTE, pays_online: false, note: "No payment is taken online." }))));
  renderWithSite(<OnlinePaymentPage />);
  expect(await screen.findByText(/Northside Mazda will call you to take this deposit/)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "02 9000 1234" })).toHaveAttribute("href", "tel:0290001234");
  expect(screen.queryByRole("button", { name: /Pay/ })).toBeNull();
});
