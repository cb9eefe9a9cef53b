import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { AppLinks, Link } from "./Link";

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderLinks(page: React.ReactNode) {
  const router = createMemoryRouter([{ path: "*", element: <AppLinks><Where />{page}</AppLinks> }], { initialEntries: ["/start"] });
  render(<RouterProvider router={router} />);
  return router;
}

describe("Link", () => {
  it("moves inside the app on a plain click, and names its path as its href", () => {
    const router = renderLinks(<Link href="/cars/mazda-cx-5?from=search">CX-5</Link>);
    const link = screen.getByRole("link", { name: "CX-5" });
    expect(link).toHaveAttribute("href", "/cars/mazda-cx-5?from=search");
    expect(fireEvent.click(link)).toBe(false); // the browser's own navigation is prevented
    expect(screen.getByTestId("where")).toHaveTextContent("/cars/mazda-cx-5?from=search");
    expect(router.state.historyAction).toBe("PUSH");
  });

  it("leaves a click for a new tab, another frame or a download to the browser", () => {
    renderLinks(
      <>
        <Link href="/a">A</Link>
        <Link href="/b" target="_blank">
          B
        </Link>
        <Link href="/c" download>
          C
        </Link>
      </>,
    );
    expect(fireEvent.click(screen.getByRole("link", { name: "A" }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole("link", { name: "A" }), { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByRole("link", { name: "B" }))).toBe(true);
    expect(fireEvent.click(screen.getByRole("link", { name: "C" }))).toBe(true);
    expect(screen.getByTestId("where")).toHaveTextContent("/start");
  });

  it("runs its own click handler first, which may keep the shopper where they are", () => {
    renderLinks(
      <Link href="/elsewhere" onClick={(event) => event.preventDefault()}>
        Stay
      </Link>,
    );
    fireEvent.click(screen.getByRole("link", { name: "Stay" }));
    expect(screen.getByTestId("where")).toHaveTextContent("/start");
  });

  it("is a plain anchor for other origins and tel: targets", () => {
    render(
      <>
        <Link href="tel:0755913300">Call</Link>
        <Link href="https://example.com/">Out</Link>
      </>,
    );
    expect(screen.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:0755913300");
    expect(screen.getByRole("link", { name: "Out" })).toHaveAttribute("href", "https://example.com/");
  });

  it("keeps the text of a link the rule does not allow, without its href", () => {
    render(
      <>
        <Link href="javascript:alert(10)">Script</Link>
        <Link href="//evil.example/">Elsewhere</Link>
      </>,
    );
    expect(screen.getByText("Script")).not.toHaveAttribute("href");
    expect(screen.getByText("Elsewhere")).not.toHaveAttribute("href");
    expect(screen.queryByRole("link")).toBeNull();
  });
});
