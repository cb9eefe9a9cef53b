import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Pagination, pageWindow } from "./Pagination";

describe("Pagination", () => {
  it("shows the first and last pages and a window around the current one", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
  });

  it("links each page, marks the current one and offers Previous and Next", () => {
    render(
      <MemoryRouter>
        <Pagination page={2} pages={5} hrefFor={(p) => `/search?page=${p}`} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("navigation", { name: "Pagination" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "/search?page=1");
    expect(screen.getByRole("link", { name: "Next page" })).toHaveAttribute("href", "/search?page=3");
  });

  it("is not shown for a single page", () => {
    const { container } = render(<Pagination page={1} pages={1} hrefFor={String} />);
    expect(container).toBeEmptyDOMElement();
  });
});
