import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithSite } from "../../../test/render";
import { Reviews } from "./Reviews";

const review = (id: number) => ({
  id,
  location_id: null,
  customer_name: `Customer ${id}`,
  text: "Great service.",
  rating: 5,
  review_date: "2024-05-02",
  reply_text: id === 1 ? "Thanks for coming in!" : null,
  reply_date: id === 1 ? "2024-05-04" : null,
  image: null,
});

describe("reviews", () => {
  it("shows all 12 reviews the backend lists (spec: vehicle §9, Google reviews 12)", () => {
    const items = Array.from({ length: 12 }, (_, i) => review(i + 1));
    renderWithSite(<Reviews reviews={{ summary: { count: 40, average_rating: 4.6 }, min_rating: 4, items }} />);
    const section = screen.getByRole("region", { name: "Customer Reviews" });
    expect(within(section).getAllByRole("listitem")).toHaveLength(12);
    expect(section).toHaveTextContent("from 40 reviews");
    expect(section).toHaveTextContent("Reply from the dealer, 4 May 2024");
  });
});
