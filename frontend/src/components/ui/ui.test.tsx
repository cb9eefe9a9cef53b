import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StarRating, filledWidth, starFills } from "./StarRating";

describe("StarRating", () => {
  it("fills stars by the rating, partly for a fraction", () => {
    expect(starFills(4.3)).toEqual([1, 1, 1, 1, expect.closeTo(0.3, 5)]);
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(-1)).toEqual([0, 0, 0, 0, 0]);
  });

  it("fills the row of stars up to the rating, through a partly filled star by its fraction", () => {
    expect(filledWidth(5)).toBe(120);
    expect(filledWidth(4)).toBe(4 * 24 + 2.5); // the fifth star's left point, nothing of it filled
    expect(filledWidth(4.5)).toBe(4 * 24 + 2.5 + 9.5); // half of the fifth star's 19 units
    expect(filledWidth(0)).toBe(2.5);
  });

  it("is one image named by its value", () => {
    render(<StarRating value={4.25} />);
    expect(screen.getByRole("img", { name: "Rated 4.3 out of 5" })).toBeInTheDocument();
  });
});
