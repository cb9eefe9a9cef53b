import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { makeLocation } from "../../../test/fixtures";
import { renderWithSite } from "../../../test/render";
import { LocationCard } from "./LocationCard";

const day = (weekday: number, open: string | null, close: string | null, text: string) => ({
  weekday,
  status: open ? "Open" : "Closed",
  open,
  close,
  formated_hours: text,
});
const WEEK = [
  day(0, null, null, "Closed"),
  ...[1, 2, 3, 4, 5].map((d) => day(d, "08:30", "17:30", "8:30am - 5:30pm")),
  day(6, "09:00", "13:00", "9:00am - 1:00pm"),
];

it("a location card shows the opening hours", () => {
  renderWithSite(<LocationCard location={makeLocation({ opening_hours: WEEK })} now={new Date("2026-11-25T00:00:00Z")} />);
  const hours = within(screen.getByTestId("opening-hours"));
  expect(hours.getByRole("row", { name: "Mon-Fri 8:30am - 5:30pm" })).toBeVisible();
  expect(hours.getByRole("row", { name: "Sat 9:00am - 1:00pm" })).toBeVisible();
  expect(hours.getByRole("row", { name: "Sun Closed" })).toBeVisible();
});

it("a location card's View Location shows the place on the map", () => {
  const withPlace = makeLocation({ address: { ...makeLocation().address, place_url: "https://maps.google.com/?cid=42" } });
  const { unmount } = renderWithSite(<LocationCard location={withPlace} />);
  expect(screen.getByRole("link", { name: /on the map/ })).toHaveAttribute("href", "https://maps.google.com/?cid=42");
  unmount();

  const atPosition = makeLocation({ address: { ...makeLocation().address, lat: -33.8688, long: 151.2093, place_id: "ChIJ42" } });
  renderWithSite(<LocationCard location={atPosition} />);
  expect(screen.getByRole("link", { name: /on the map/ })).toHaveAttribute(
    "href",
    "https://www.google.com/maps/search/?api=1&query=-33.8688%2C151.2093&query_place_id=ChIJ42",
  );
  expect(screen.getByRole("link", { name: /^View Location Details/ })).toHaveAttribute("href", "/contact-us/harbour-motors-sydney");
});
