import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithSite } from "../../../test/render";
import type { CalendarLocation, Waiting } from "../api/appointments";
import type { ConsoleMe } from "../api/console";
import { WaitingList } from "./WaitingList";

const ME: ConsoleMe = {
  csrf_token: "csrf", email: "sam@example.com", id: 1, name: "Sam", operator: false,
  permissions: { "leads:read": [7], "leads:write": [7] }, roles: [], totp_enabled: false, totp_setup_needed: false,
};
const YARD: CalendarLocation = { id: 3, name: "North Yard", dealership_id: 7, dealership_name: "North Motors", location_type: "sales", time_zone: "Australia/Brisbane" };
const WORKSHOP: CalendarLocation = { ...YARD, id: 4, name: "North Workshop", location_type: "service", time_zone: "Australia/Perth" };
const WAITING: Waiting = {
  total: 1,
  leads: [{
    lead_id: 21, kind: "test_drive", shopper: "Jane Citizen", car_name: "2021 Mazda CX-5", dealership_id: 7,
    dealership_name: "North Motors", lead_status: "new", created_at: new Date(Date.now() - 2 * 3600_000).toISOString(), location_id: 4,
  }],
};

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

describe("WaitingList", () => {
  let posts: { url: string; body: unknown }[];
  beforeEach(() => {
    posts = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method !== "POST") return answer(200, WAITING);
        const body = JSON.parse(String(init.body)) as { time: string };
        posts.push({ url, body });
        if (body.time === "07:00") {
          return answer(422, { detail: "Invalid input.", errors: [{ field: "time", message: "Please choose a time from 8:30 am to 5:00 pm" }] });
        }
        return answer(201, { label: "Thursday 3 December 2026 at 10:00 am" });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("lists a request without a time, links its lead and books it at the offered location", async () => {
    renderWithSite(<WaitingList me={ME} location={YARD} locations={[YARD, WORKSHOP]} writable />);
    const item = await screen.findByTestId("waiting-lead");
    expect(within(item).getByRole("link", { name: "Jane Citizen" })).toHaveAttribute("href", "/console/leads/21");
    expect(item).toHaveTextContent("Test drive · 2021 Mazda CX-5 · North Motors · asked 2 hours ago");
    expect(fetch).toHaveBeenCalledWith("/api/v1/console/calendar/waiting?dealership_id=7", expect.anything());

    fireEvent.click(within(item).getByRole("button", { name: "Book a time for Jane Citizen" }));
    const form = within(item).getByRole("form", { name: "Book a time for Jane Citizen" });
    // the lead's offered location first, and the time in that location's zone
    expect(within(form).getByLabelText("Location")).toHaveValue("4");
    expect(within(form).getByLabelText("Time (Perth time)")).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText("Location"), { target: { value: "3" } });
    fireEvent.change(within(form).getByLabelText("Date"), { target: { value: "2026-12-03" } });
    fireEvent.change(within(form).getByLabelText("Time (Brisbane time)"), { target: { value: "07:00" } });
    fireEvent.click(within(form).getByRole("button", { name: "Book this time" }));
    const time = within(form).getByLabelText("Time (Brisbane time)");
    await waitFor(() => expect(time).toHaveAccessibleDescription("Please choose a time from 8:30 am to 5:00 pm"));
    expect(time).toHaveAttribute("aria-invalid", "true");

    fireEvent.change(time, { target: { value: "10:00" } });
    fireEvent.click(within(form).getByRole("button", { name: "Book this time" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Jane Citizen: booked for Thursday 3 December 2026 at 10:00 am. The shopper is being told.");
    expect(posts.at(-1)).toEqual({ url: "/api/v1/console/leads/21/appointment", body: { location_id: 3, date: "2026-12-03", time: "10:00" } });
  });

  it("offers no booking to a user who may only read leads", async () => {
    renderWithSite(<WaitingList me={ME} location={YARD} locations={[YARD]} writable={false} />);
    expect(await screen.findByRole("link", { name: "Jane Citizen" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Book a time/ })).toBeNull();
  });
});
