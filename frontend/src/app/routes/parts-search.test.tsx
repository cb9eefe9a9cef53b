import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { makeLocation, makeSite } from "../../test/fixtures";
import { renderWithSite } from "../../test/render";
import { Component as PartsSearch } from "./parts-search";

it("a parts search starts from the part in the link, then asks for the shopper's details", async () => {
  const site = makeSite({ locations: [makeLocation({ id: 9, slug: "parts-windsor", name: "Windsor Parts", location_type: "parts", phone: "02 9000 7777" })] });
  renderWithSite(<PartsSearch />, { site, path: "/parts/search?q=brake%20pads&make=Mazda&model=CX-5" });

  expect(screen.getByRole("heading", { level: 1, name: "Parts Search" })).toBeInTheDocument();
  expect(await screen.findByText("Step 1 of 2: The part you need")).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: /Parts or accessories wanted/ })).toHaveValue("brake pads");
  expect(screen.getByRole("textbox", { name: /Vehicle make/ })).toHaveValue("Mazda");
  expect(screen.queryByRole("textbox", { name: /First name/ })).toBeNull();
  expect(screen.getByRole("link", { name: "02 9000 7777" })).toHaveAttribute("href", "tel:0290007777");

  await userEvent.click(screen.getByRole("button", { name: "Next" }));
  expect(await screen.findByText("Step 2 of 2: Your details")).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: /First name/ })).toBeInTheDocument();
});
