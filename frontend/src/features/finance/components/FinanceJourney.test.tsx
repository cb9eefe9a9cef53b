import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it, vi } from "vitest";
import { renderWithSite } from "../../../test/render";
import { FinanceJourney } from "./FinanceJourney";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const SHOPPER = { name: "Robin", last_name: null, email: "robin@example.com", phone: "0412555001", postcode: null, price_alert: "off" };

afterEach(() => vi.unstubAllGlobals());

/** A signed-out shopper's journey up to the last step, with the server's answers to each call. */
async function toTheLastStep(answers: { lead?: () => Response } = {}) {
  let signedIn = false;
  const fetch = vi.fn((url: RequestInfo | URL) => {
    const path = String(url);
    if (path.startsWith("/api/v1/auth/session")) return Promise.resolve(json(signedIn ? { user: SHOPPER, csrf_token: "t" } : { user: null, csrf_token: null }));
    if (path.startsWith("/api/v1/auth/code")) return Promise.resolve(json({ code_length: 6, expires_in_seconds: 600, sent_to: "04xx xxx 001" }, 202));
    if (path.startsWith("/api/v1/auth/verify")) {
      signedIn = true;
      return Promise.resolve(json({ user: SHOPPER, csrf_token: "t" }));
    }
    if (path.startsWith("/api/v1/leads")) return Promise.resolve(answers.lead?.() ?? json({ lead_id: 7 }, 201));
    if (path.startsWith("/api/youx/create-customer")) return Promise.resolve(json({ redirectUrl: "/finance/applications/abc" }));
    if (path.startsWith("/api/youx/quote")) return Promise.resolve(json({ weeklyRepaymentAmount: 120, advertisedRate: 9.9, comparisonRate: 10.4 }));
    return Promise.resolve(json({ ok: true }));
  });
  vi.stubGlobal("fetch", fetch);
  const { router } = renderWithSite(<FinanceJourney prefill={{ carId: 620 }} lenderName="YouX" />, { path: "/finance" });
  await userEvent.click(await screen.findByRole("button", { name: "Next" }));
  await userEvent.type(screen.getByRole("textbox", { name: /First name/ }), "Robin");
  await userEvent.type(screen.getByRole("textbox", { name: /Email/ }), "robin@example.com");
  await userEvent.click(screen.getByRole("button", { name: "Next" }));
  expect(await screen.findByTestId("form-step")).toHaveTextContent("Instant pre-approval");
  await userEvent.click(screen.getByRole("button", { name: "Next" }));
  expect(screen.getByTestId("form-step")).toHaveTextContent("Apply to lender");
  await userEvent.type(screen.getByRole("textbox", { name: /Mobile number/ }), "0412 555 001");
  await userEvent.click(screen.getByRole("button", { name: "Send Code" }));
  await screen.findByText("Code sent!");
  await userEvent.type(screen.getByRole("textbox", { name: /Verification code/ }), "123456");
  return { fetch, router };
}

it("the last step verifies the code and applies in one action", async () => {
  const { fetch, router } = await toTheLastStep();
  expect(screen.queryByRole("button", { name: /^Apply to/ })).toBeNull();

  await userEvent.click(screen.getByRole("button", { name: "Verify and apply to YouX" }));

  await vi.waitFor(() => expect(router.state.location.pathname).toBe("/finance/applications/abc"));
  const posted = fetch.mock.calls.map(([url]) => String(url));
  expect(posted.indexOf("/api/v1/auth/verify")).toBeLessThan(posted.indexOf("/api/v1/leads"));
  expect(posted).toContain("/api/youx/create-customer");
});

it("a lead refused without words of the server's own says 'Lead submission failed'", async () => {
  await toTheLastStep({ lead: () => new Response("<html>Bad gateway</html>", { status: 502 }) });
  await userEvent.click(screen.getByRole("button", { name: "Verify and apply to YouX" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Lead submission failed");
});

it("a lead refused with the server's words shows them", async () => {
  await toTheLastStep({ lead: () => json({ detail: "This site takes no finance enquiries." }, 409) });
  await userEvent.click(screen.getByRole("button", { name: "Verify and apply to YouX" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("This site takes no finance enquiries.");
});
