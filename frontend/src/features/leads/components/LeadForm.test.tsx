import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it, vi } from "vitest";
import { makeSite } from "../../../test/fixtures";
import { renderWithSite } from "../../../test/render";
import { z } from "zod/mini";
import { LeadForm } from "./LeadForm";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const VERIFIED = { name: null, last_name: null, email: null, phone: "0412555001", postcode: null, price_alert: "off" };

afterEach(() => vi.unstubAllGlobals());

it("a gated form asks for the phone code before its details, which then carry the verified mobile", async () => {
  // This browser remembers another phone from an earlier form.
  window.localStorage.setItem("forecourt.contact", JSON.stringify({ name: "Kim", email: "kim@example.com", phone: "0499 000 111" }));
  let signedIn = false;
  vi.stubGlobal(
    "fetch",
    vi.fn((url: RequestInfo | URL) => {
      const path = String(url);
      if (path.startsWith("/api/v1/auth/session")) return Promise.resolve(json(signedIn ? { user: VERIFIED, csrf_token: "t" } : { user: null, csrf_token: null }));
      if (path.startsWith("/api/v1/auth/code")) return Promise.resolve(json({ code_length: 6, expires_in_seconds: 600, sent_to: "04xx xxx 001" }, 202));
      if (path.startsWith("/api/v1/auth/verify")) {
        signedIn = true;
        return Promise.resolve(json({ user: VERIFIED, csrf_token: "t" }));
      }
      return Promise.resolve(json({ ok: true }));
    }),
  );
  renderWithSite(<LeadForm kind="reserve" hasCar fixed={{ car_id: 1 }} submitLabel="Reserve this Car" />, { site: makeSite({ sign_in_kinds: ["reserve"] }) });

  const mobile = await screen.findByRole("textbox", { name: /Mobile number/ });
  expect(screen.queryByRole("button", { name: "Reserve this Car" })).toBeNull();
  expect(screen.queryByRole("textbox", { name: /First name/ })).toBeNull();
  await userEvent.clear(mobile);
  await userEvent.type(mobile, "0412 555 001");
  await userEvent.click(screen.getByRole("button", { name: "Send Code" }));
  await screen.findByText("Code sent!");
  await userEvent.type(screen.getByRole("textbox", { name: /Verification code/ }), "123456");
  await userEvent.click(screen.getByRole("button", { name: "Verify and continue" }));

  expect(await screen.findByRole("button", { name: "Reserve this Car" })).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: /^Phone/ })).toHaveValue("0412555001");
  expect(screen.getByRole("textbox", { name: /^First name/ })).toHaveValue("Kim"); // the profile has none
});

it("a step whose check breaks says an unknown error occurred while advancing step", async () => {
  vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(json({ user: null, csrf_token: null }))));
  const broken = z.string().check(
    z.refine(() => {
      throw new Error("the check itself failed");
    }),
  );
  renderWithSite(
    <LeadForm
      kind="enquiry"
      fields={[{ name: "rego", label: "Rego", type: "text" }]}
      shape={{ rego: broken }}
      steps={[
        { title: "Your car", fields: ["rego"] },
        { title: "Your details", fields: ["name", "email", "phone"] },
      ]}
    />,
  );
  await userEvent.click(await screen.findByRole("button", { name: "Next" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("An unknown error occurred while advancing step.");
  expect(screen.getByTestId("form-step")).toHaveTextContent("Step 1 of 2: Your car");
});
