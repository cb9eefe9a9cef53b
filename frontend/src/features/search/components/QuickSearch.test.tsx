import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it, vi } from "vitest";
import { makeSite } from "../../../test/fixtures";
import { renderWithSite } from "../../../test/render";
import { QuickSearch } from "./QuickSearch";

afterEach(() => vi.unstubAllGlobals());

const facet = (value: string, count: number, range: string | null = null) => ({ value, count, range });

it("builds the search from the panel and shows me how many cars match, linking to them", async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://x");
      const make = url.searchParams.get("make");
      return Promise.resolve(
        new Response(
          JSON.stringify({
            total: make ? 2500 : 3100,
            facets: {
              car_type: [facet("new", 1000), facet("used", 2100)],
              make: [facet("Toyota", 2500), facet("Mazda", 600)],
              model: make ? [facet("Corolla", 900)] : [],
              make_model: [facet("Toyota > Corolla", 900), facet("Mazda > CX-5", 600)],
              price_range: [facet("Under $10,000", 10, "1:9999")],
            },
          }),
        ),
      );
    }),
  );
  renderWithSite(<QuickSearch />, { site: makeSite() });
  expect(screen.getByRole("combobox", { name: "Model" })).toBeDisabled();
  await screen.findByRole("option", { name: "Toyota (2500)" });
  await userEvent.selectOptions(screen.getByRole("combobox", { name: "Make" }), "Toyota");
  await userEvent.selectOptions(screen.getByRole("combobox", { name: "Condition" }), "used");
  await screen.findByRole("option", { name: "Corolla (900)" });
  await userEvent.selectOptions(screen.getByRole("combobox", { name: "Model" }), "Corolla");
  await userEvent.selectOptions(screen.getByRole("combobox", { name: "Price" }), "1:9999");
  const link = await screen.findByRole("link", { name: "Show Me 1999+ cars" });
  await waitFor(() => expect(link).toHaveAttribute("href", "/search/toyota/corolla?car_type=used&price=1:9999"));
});
