import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StarRating, starFills } from "./StarRating";

describe("StarRating", () => {
  it("fills stars by the rating, partly for a fraction", () => {
    expect(starFills(4.3)).toEqual([1, 1, 1, 1, expect.closeTo(0.3, 5)]);
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(-1)).toEqual([0, 0, 0, 0, 0]);
  });

  it("is one image named by its value", () => {
    render(<StarRating value={4.25} />);
    expect(screen.getByRole("img", { name: "Rated 4.3 out of 5" })).toBeInTheDocument();
  });
});
