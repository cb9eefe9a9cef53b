import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { COLLAPSE_MS } from "../../../components/ui/Collapse";
import { makeCarFinance, makeSite } from "../../../test/fixtures";
import { renderWithSite } from "../../../test/render";
import { termChoices } from "../rules";
import { FinanceCalculator } from "./FinanceCalculator";
import { FinanceEstimate, FinanceInfo } from "./FinanceEstimate";
import { FinanceJourney } from "./FinanceJourney";
import { QuickQuotePanel } from "./QuickQuote";

const monthlyOnly = makeSite({ config: { finance: { monthly_only: true } } });
const monthlyFinance = makeCarFinance({ lenders: { forecourt: { paymentWeek: null, paymentMonth: 498.2 } } });

/** The server's calculator: answers each repayment request in the frequency it was asked. */
function stubRepayments() {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    const frequency = url.searchParams.get("frequency") ?? "weekly";
    const periods = Number(url.searchParams.get("years")) * (frequency === "monthly" ? 12 : 52);
    const body = { frequency, amount_financed: 21591, periods, repayment: frequency === "monthly" ? 498.2 : 115, payment_text: null, monthly_display: frequency === "weekly" ? 497.95 : null, total_payable: 29892, total_interest: 5000, balloon: 0 };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } }));
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function requested(fetchMock: ReturnType<typeof stubRepayments>): URLSearchParams[] {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input), "http://localhost").searchParams);
}

afterEach(() => vi.unstubAllGlobals());

describe("monthly-only repayments", () => {
  it("a monthly-only site's calculator asks for and shows a monthly repayment", async () => {
    const fetchMock = stubRepayments();
    renderWithSite(<FinanceCalculator finance={monthlyFinance} carId={7} />, { site: monthlyOnly });
    const calculator = screen.getByTestId("finance-calculator");
    expect(within(calculator).getByText("Monthly repayment")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("calculator-repayment")).toHaveTextContent("$498"));
    expect(calculator).toHaveTextContent("over 60 months");
    expect(calculator).not.toHaveTextContent("a month"); // no weekly x 4.33 figure beside it
    expect(requested(fetchMock).map((p) => p.get("frequency"))).toEqual(["monthly"]);
  });

  it("other sites' calculators stay weekly", async () => {
    const fetchMock = stubRepayments();
    renderWithSite(<FinanceCalculator finance={makeCarFinance()} carId={7} />);
    await waitFor(() => expect(screen.getByTestId("calculator-repayment")).toHaveTextContent("$115"));
    expect(screen.getByText("Weekly repayment")).toBeInTheDocument();
    expect(screen.getByTestId("finance-calculator")).toHaveTextContent("over 260 weeks");
    expect(requested(fetchMock)[0]?.get("frequency")).toBe("weekly");
  });

  it("the car's estimate and its details show the monthly repayment on a monthly-only site", async () => {
    renderWithSite(<FinanceEstimate finance={monthlyFinance} />, { site: monthlyOnly });
    expect(screen.getByTestId("finance-estimate")).toHaveTextContent("From $498 p/m");
    await userEvent.click(screen.getByRole("button", { name: "Finance details" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Monthly")).toBeInTheDocument();
    expect(within(dialog).queryByText("Weekly")).toBeNull();
    expect(within(dialog).queryByText("Monthly (weekly x 4.33)")).toBeNull();
  });

  it("the weekly estimate elsewhere", () => {
    renderWithSite(<FinanceEstimate finance={makeCarFinance()} />);
    expect(screen.getByTestId("finance-estimate")).toHaveTextContent("From $118 p/w");
  });
});

describe("quick quote", () => {
  const quote = {
    weeklyRepaymentAmount: 101.6,
    monthlyRepaymentAmount: 439.93,
    advertisedRate: 8.99,
    comparisonRate: 9.84,
    lender: "Forecourt Finance",
    disclaimer: "Estimate only, based on a 5 year term, a 10% deposit and a 30% final payment at the end of the term.",
  };

  it("shows the disclaimer of what the estimate assumes beside its figures", () => {
    renderWithSite(<QuickQuotePanel quote={quote} loading={false} />);
    expect(screen.getByTestId("quick-quote")).toHaveTextContent("Weekly repayment$102");
    expect(screen.getByTestId("quick-quote-disclaimer")).toHaveTextContent("a 10% deposit and a 30% final payment");
  });

  it("shows the monthly figure on a monthly-only site", () => {
    renderWithSite(<QuickQuotePanel quote={quote} loading={false} />, { site: monthlyOnly });
    expect(screen.getByTestId("quick-quote")).toHaveTextContent("Monthly repayment$440");
  });

  it("the finance form's purchase price starts at the spec's 30,000", () => {
    vi.stubGlobal("fetch", vi.fn(() => new Promise<Response>(() => {})));
    renderWithSite(<FinanceJourney prefill={{ carId: null }} lenderName="Forecourt Finance" />);
    expect(screen.getByLabelText(/^Purchase price/)).toHaveValue("30000");
  });
});

describe("term slider", () => {
  it("steps 1 to the max by half years, or through the site's custom increments", () => {
    expect(termChoices([], 3, 0.5)).toEqual([1, 1.5, 2, 2.5, 3]);
    expect(termChoices([2, 3, 4, 5, 7], 7, 0.5)).toEqual([2, 3, 4, 5, 7]);
  });

  it("custom term increments replace the half-year steps", async () => {
    const fetchMock = stubRepayments();
    const finance = makeCarFinance({ calculator: { term_options: [2, 3, 4, 5, 7], default_term: 5 } });
    renderWithSite(<FinanceCalculator finance={finance} carId={7} />);
    const term = screen.getByLabelText("Loan term");
    expect(term).toHaveAttribute("aria-valuetext", "5 years");
    fireEvent.change(term, { target: { value: "4" } });
    expect(term).toHaveAttribute("aria-valuetext", "7 years");
    fireEvent.change(term, { target: { value: "0" } });
    expect(term).toHaveAttribute("aria-valuetext", "2 years");
    await waitFor(() => expect(requested(fetchMock).map((p) => p.get("years"))).toContain("2"));
    expect(requested(fetchMock).map((p) => p.get("years"))).not.toContain("1.5");
  });
});

describe("finance disclaimer", () => {
  it("expands and collapses with the 300 ms collapse animation, like the FAQ", async () => {
    stubRepayments();
    const heights = { offsetHeight: 40, scrollHeight: 40 };
    vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockImplementation(() => heights.offsetHeight);
    vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockImplementation(() => heights.scrollHeight);
    const finance = makeCarFinance();
    const disclaimer = finance.lenders.forecourt?.disclaimer ?? "";
    renderWithSite(<FinanceCalculator finance={finance} carId={7} />);
    const toggle = screen.getByRole("button", { name: "Show more" });
    const box = document.getElementById(toggle.getAttribute("aria-controls") ?? "") as HTMLElement;
    expect(COLLAPSE_MS).toBe(300);
    expect(box.style.transitionDuration).toBe("300ms");
    expect(box).toHaveTextContent(`${disclaimer.slice(0, 197).trimEnd()}...`);

    heights.scrollHeight = 64; // the full text, once shown, stands taller
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(box).toHaveTextContent(disclaimer);
    expect(box.style.height).toBe("64px"); // animating from 40 px to the full text's 64 px
    fireEvent.transitionEnd(box);
    expect(box.style.height).toBe(""); // then as tall as its text, whatever the width

    heights.offsetHeight = 64;
    heights.scrollHeight = 40;
    await userEvent.click(screen.getByRole("button", { name: "Show less" }));
    expect(box.style.height).toBe("40px");
    expect(box).toHaveTextContent(`${disclaimer.slice(0, 197).trimEnd()}...`);
  });

  it("the finance details dialog's disclaimer toggles the same way", async () => {
    const finance = makeCarFinance();
    const entry = finance.lenders.forecourt;
    if (!entry) throw new Error("fixture");
    renderWithSite(<FinanceInfo entry={entry} warning={finance.comparison_warning} />);
    await userEvent.click(screen.getByRole("button", { name: "Finance details" }));
    const toggle = within(await screen.findByRole("dialog")).getByRole("button", { name: "Show more" });
    const box = document.getElementById(toggle.getAttribute("aria-controls") ?? "") as HTMLElement;
    expect(box.style.transitionDuration).toBe("300ms");
  });
});
