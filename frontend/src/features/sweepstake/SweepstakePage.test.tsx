import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it, vi } from "vitest";
import { renderWithSite } from "../../test/render";
import type { Sweepstake } from "./api/sweepstake";
import { SweepstakePage } from "./SweepstakePage";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const DRAW: Sweepstake = {
  name: "Drive Away a Winner",
  description: "Win your car's price back.",
  terms_path: "/pages/sweepstake-terms",
  opens: "2024-05-13",
  closes: "2024-06-24",
  status: "open",
  message: null,
  min_age: 18,
  states: ["NSW"],
  entered_at: null,
};

afterEach(() => vi.unstubAllGlobals());

/** Answers each request with the next body; the last one again for any after it. */
function serve(...answers: [unknown, number?][]) {
  let last = answers[0];
  vi.stubGlobal(
    "fetch",
    vi.fn(() => {
      last = answers.shift() ?? last;
      return Promise.resolve(json(last?.[0], last?.[1]));
    }),
  );
}

it("the prize draw links its terms, says who may enter, and shows the entry once entered", async () => {
  serve([DRAW], [{ ...DRAW, entered_at: "2026-11-26T01:00:00Z" }]);
  renderWithSite(<SweepstakePage entryForm={(onEntered) => <button onClick={onEntered}>Enter the Draw</button>} />);

  expect(await screen.findByRole("heading", { level: 1, name: "Drive Away a Winner" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Read the draw's terms and conditions" })).toHaveAttribute("href", "/pages/sweepstake-terms");
  expect(screen.getByText("Open to residents of NSW aged 18 or over.")).toBeInTheDocument();
  expect(screen.getByText("Entries open 13 May 2024 to 24 June 2024.")).toBeInTheDocument();

  await userEvent.click(screen.getByRole("button", { name: "Enter the Draw" }));
  expect(await screen.findByText("You're in the draw!")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Enter the Draw" })).toBeNull();
});

it("a closed draw takes no entry, and a site without one says there is none", async () => {
  serve([{ ...DRAW, status: "closed", message: "Entries to Drive Away a Winner closed on 24 June 2024." }]);
  const form = vi.fn(() => <p>form</p>);
  const { unmount } = renderWithSite(<SweepstakePage entryForm={form} />);
  expect(await screen.findByText("Entries to Drive Away a Winner closed on 24 June 2024.")).toBeInTheDocument();
  expect(form).not.toHaveBeenCalled();
  unmount();

  serve([{ detail: "No prize draw is running on this site.", errors: [] }, 404]);
  renderWithSite(<SweepstakePage entryForm={form} />);
  expect(await screen.findByText("There is no prize draw running at the moment.")).toBeInTheDocument();
});
