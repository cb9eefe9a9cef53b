import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COLLAPSE_MS } from "../../../components/ui/Collapse";
import { makeCarFinance, makeSite } from "../../../test/fixtures";
import { renderWithSite } from "../../../test/render";
import { installObservers } from "../test/observers";
import { makeCarDetail } from "../test/fixtures";
import { FuelCalculator } from "./FuelCalculator";
import { DealerComments, Features, KeyInformation, Specifications } from "./Sections";
import { ShareRow } from "./ShareRow";
import { StickyBar } from "./StickyBar";
import { TradeInFaq } from "./Extras";

const car = makeCarDetail();
const fuel = car.fuel_calculator as NonNullable<typeof car.fuel_calculator>;

afterEach(() => vi.unstubAllGlobals());

describe("key information and features", () => {
  it("Key information shows the first 4, the rest behind Show More/Less", async () => {
    renderWithSite(<KeyInformation rows={car.key_information} shown={car.key_information_shown} />);
    const section = screen.getByRole("region", { name: "Key Information" });
    expect(within(section).getAllByRole("term")).toHaveLength(4);
    await userEvent.click(within(section).getByRole("button", { name: "Show More" }));
    expect(within(section).getAllByRole("term")).toHaveLength(6);
    await userEvent.click(within(section).getByRole("button", { name: "Show Less" }));
    expect(within(section).getAllByRole("term")).toHaveLength(4);
  });

  it("the feature list shows 8, then Show All/Hide", async () => {
    renderWithSite(<Features features={car.features} shown={car.features_shown} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(8);
    await userEvent.click(screen.getByRole("button", { name: "Show All" }));
    expect(screen.getAllByRole("listitem")).toHaveLength(10);
    expect(screen.getByRole("button", { name: "Hide" })).toHaveAttribute("aria-expanded", "true");
  });

  it("no toggle when everything fits", () => {
    renderWithSite(<Features features={["One", "Two"]} shown={8} />);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows the backend's specification rows", () => {
    renderWithSite(<Specifications rows={car.specifications} />);
    expect(screen.getByText("Cylinders").nextElementSibling).toHaveTextContent("4");
  });
});

describe("dealer comments", () => {
  it("collapse at 400 characters with more/less", async () => {
    const text = `${"Lovely car. ".repeat(40)}The end.`;
    renderWithSite(<DealerComments text={text} />);
    const section = screen.getByRole("region", { name: "Dealer Comments" });
    expect(section).not.toHaveTextContent("The end.");
    await userEvent.click(within(section).getByRole("button", { name: "Read more" }));
    expect(section).toHaveTextContent("The end.");
    await userEvent.click(within(section).getByRole("button", { name: "Read less" }));
    expect(section).not.toHaveTextContent("The end.");
  });

  it('say "Dealer comments are pending. Please check back here later." when empty', () => {
    renderWithSite(<DealerComments text={null} />);
    expect(screen.getByText("Dealer comments are pending. Please check back here later.")).toBeInTheDocument();
  });
});

describe("fuel calculator", () => {
  it("computes the weekly cost from the defaults and the car's consumption", () => {
    renderWithSite(<FuelCalculator data={{ ...fuel, consumption: null }} />);
    expect(screen.getByLabelText("Fuel price")).toHaveValue("1.70");
    expect(screen.getByLabelText("Distance")).toHaveValue("250");
    expect(screen.getByLabelText("Fuel consumption")).toHaveValue("10");
    expect(screen.getByTestId("fuel-cost")).toHaveTextContent("$42.50");
  });

  it('reads "$", commas and "kms" in what the shopper types', async () => {
    renderWithSite(<FuelCalculator data={fuel} />);
    const distance = screen.getByLabelText("Distance");
    await userEvent.clear(distance);
    await userEvent.type(distance, "1,000 kms");
    const price = screen.getByLabelText("Fuel price");
    await userEvent.clear(price);
    await userEvent.type(price, "$2");
    expect(screen.getByTestId("fuel-cost")).toHaveTextContent("$126.00"); // 1000/100 x 6.3 x 2
    await userEvent.clear(price);
    expect(screen.getByTestId("fuel-cost")).toHaveTextContent("—");
  });
});

describe("sticky header", () => {
  it("appears after scrolling past the backend's threshold (500 px) with name, price and buttons", () => {
    renderWithSite(<StickyBar car={car} />);
    const bar = screen.getByTestId("sticky-bar");
    expect(bar).not.toBeVisible();
    act(() => {
      window.scrollY = 501;
      fireEvent.scroll(window);
    });
    return vi.waitFor(() => {
      expect(bar).toBeVisible();
      expect(bar).toHaveTextContent(car.name);
      expect(bar).toHaveTextContent("$23,990");
      expect(within(bar).getAllByRole("link").map((a) => a.textContent)).toEqual(["Get Finance", "Trade-In Valuation"]);
    });
  });

  it("shows the car's weekly repayment, or its monthly one on a monthly-only site", () => {
    const financed = { ...car, finance: makeCarFinance({ lenders: { forecourt: { paymentMonth: 498.2 } } }) };
    const { unmount } = renderWithSite(<StickyBar car={financed} />);
    expect(screen.getByTestId("sticky-repayment")).toHaveTextContent("or $118 p/w");
    unmount();
    const monthly = makeSite({ config: { finance: { monthly_only: true } } });
    renderWithSite(<StickyBar car={{ ...financed, finance: makeCarFinance({ lenders: { forecourt: { paymentWeek: null, paymentMonth: 498.2 } } }) }} />, { site: monthly });
    expect(screen.getByTestId("sticky-repayment")).toHaveTextContent("or $498 p/m");
  });

  it("shows a subscription price with its label and period", () => {
    const price = { ...car.price, kind: "subscription", amount: 189, text: "$189 per week", label: "Subscription", price_type: null, was_amount: null };
    renderWithSite(<StickyBar car={{ ...car, price }} />);
    expect(screen.getByTestId("sticky-bar")).toHaveTextContent("Subscription$189 per week");
  });

  it("the bottom bar layout waits for 900 px", async () => {
    const bottom = { ...car, layout: { ...car.layout, sticky_layout: "bottom_bar" as const, sticky_threshold_px: 900 } };
    window.scrollY = 600;
    renderWithSite(<StickyBar car={bottom} />);
    expect(screen.getByTestId("sticky-bar")).not.toBeVisible();
    act(() => {
      window.scrollY = 901;
      fireEvent.scroll(window);
    });
    await vi.waitFor(() => expect(screen.getByTestId("sticky-bar")).toBeVisible());
    window.scrollY = 0;
  });
});

describe("share row", () => {
  beforeEach(() => installObservers());

  it("opens a 550x400 popup, copies the URL and says Copied for 1.5 s", async () => {
    const user = userEvent.setup();
    const open = vi.fn();
    vi.stubGlobal("open", open);
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    renderWithSite(<ShareRow car={car} />);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole("link", { name: /Facebook/ }));
      expect(open).toHaveBeenCalledWith(expect.stringContaining("facebook.com"), "share", expect.stringMatching(/^width=550,height=400,/));
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${car.path}`);
      expect(await screen.findByText("Copied")).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1400));
      expect(screen.getByText("Copied")).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(screen.queryByText("Copied")).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("downloads the PDF as {slug}.pdf, saying Preparing... while it is made", async () => {
    let release: (r: Response) => void = () => {};
    const fetchMock = vi.fn((url: RequestInfo | URL) =>
      String(url).endsWith("/pdf") ? new Promise<Response>((r) => (release = r)) : Promise.resolve(new Response("{}", { status: 201 })),
    );
    vi.stubGlobal("fetch", fetchMock);
    class BlobUrls extends URL {
      static createObjectURL = vi.fn(() => "blob:pdf");
      static revokeObjectURL = vi.fn();
    }
    vi.stubGlobal("URL", BlobUrls);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderWithSite(<ShareRow car={car} />);
    await userEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    expect(screen.getByRole("button", { name: "Preparing..." })).toBeDisabled();
    release(new Response("%PDF-1.4", { headers: { "Content-Type": "application/pdf" } }));
    expect(await screen.findByRole("button", { name: "Download PDF" })).toBeEnabled();
    expect(clicked).toEqual([`${car.slug}.pdf`]);
    expect(fetchMock).toHaveBeenCalledWith(`/api/v1/cars/${car.slug}/pdf`, expect.anything());
  });

  it("alerts with the error when the PDF fails", async () => {
    vi.stubGlobal("fetch", vi.fn((url: RequestInfo | URL) =>
      Promise.resolve(String(url).endsWith("/pdf") ? new Response(JSON.stringify({ detail: "This car is not available on this site." }), { status: 404 }) : new Response("{}", { status: 201 })),
    ));
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    renderWithSite(<ShareRow car={car} />);
    await userEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith("This car is not available on this site."));
  });

  it("a failed tracking event is logged as a warning", async () => {
    vi.stubGlobal("fetch", vi.fn(() => Promise.reject(new Error("offline"))));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubGlobal("alert", vi.fn());
    renderWithSite(<ShareRow car={car} />);
    await userEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith("Tracking event 61 failed", expect.any(Error)));
  });
});

describe("trade-in FAQ", () => {
  it("opens and closes each answer with a 300 ms animation", async () => {
    renderWithSite(<TradeInFaq carSlug="2021-toyota-corolla-abc" />);
    const question = screen.getByRole("button", { name: "Can every car get an online estimate?" });
    const panel = document.getElementById(question.getAttribute("aria-controls") ?? "") as HTMLElement;
    expect(COLLAPSE_MS).toBe(300);
    expect(panel.style.transitionDuration).toBe("300ms");
    expect(question).toHaveAttribute("aria-expanded", "false");
    expect(panel).toHaveAttribute("inert");
    await userEvent.click(question);
    expect(question).toHaveAttribute("aria-expanded", "true");
    expect(panel).not.toHaveAttribute("inert");
    expect(screen.getByRole("link", { name: "Get a trade-in valuation" })).toHaveAttribute("href", "/cars/trade-in?car_id=2021-toyota-corolla-abc");
  });
});
