import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { NavigationMenu, type MenuEntry } from "./NavigationMenu";

const entries: MenuEntry[] = [
  { label: "Home", href: "/" },
  { label: "Service", href: "/service", children: [{ label: "Book a Service", href: "/service" }] },
  {
    label: "More",
    href: "#",
    children: [
      { label: "Parts", href: "/parts" },
      { label: "Finance", href: "/finance" },
    ],
  },
];

function renderMenu() {
  render(
    <MemoryRouter>
      <NavigationMenu label="Main" entries={entries} />
      <button type="button">Elsewhere</button>
    </MemoryRouter>,
  );
  return { more: screen.getByRole("button", { name: "More" }), service: screen.getByRole("button", { name: "Service" }) };
}

describe("NavigationMenu", () => {
  it("is a labelled navigation landmark of links and dropdown buttons", () => {
    renderMenu();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("link", { name: "Parts" })).toBeNull(); // closed dropdowns are hidden
  });

  it("a dropdown button discloses its links and says so", async () => {
    const { more } = renderMenu();
    await userEvent.click(more);
    expect(more).toHaveAttribute("aria-expanded", "true");
    expect(document.getElementById(more.getAttribute("aria-controls") ?? "")).toBeVisible();
    expect(screen.getByRole("link", { name: "Finance" })).toHaveAttribute("href", "/finance");
  });

  it("opens one dropdown at a time", async () => {
    const { more, service } = renderMenu();
    await userEvent.click(more);
    await userEvent.click(service);
    expect(service).toHaveAttribute("aria-expanded", "true");
    expect(more).toHaveAttribute("aria-expanded", "false");
  });

  it("Escape closes the dropdown and returns focus to its button", async () => {
    const { more } = renderMenu();
    await userEvent.click(more);
    await userEvent.tab();
    expect(screen.getByRole("link", { name: "Parts" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(more).toHaveAttribute("aria-expanded", "false");
    expect(more).toHaveFocus();
  });

  it("closes when focus or a click moves outside it", async () => {
    const { more } = renderMenu();
    await userEvent.click(more);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab(); // past Finance, out of the menu
    expect(more).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(more);
    await userEvent.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(more).toHaveAttribute("aria-expanded", "false");
  });
});

describe("NavigationMenu with a mouse", () => {
  it("hovering opens a dropdown, a click keeps it open, and moving to another button opens that one", async () => {
    const { more, service } = renderMenu();
    const user = userEvent.setup();
    await user.hover(more);
    expect(more).toHaveAttribute("aria-expanded", "true");
    await user.click(more);
    expect(more).toHaveAttribute("aria-expanded", "true");
    await user.hover(service);
    expect(service).toHaveAttribute("aria-expanded", "true");
    await new Promise((resolve) => setTimeout(resolve, 200)); // the hover-close delay of the first
    expect(service).toHaveAttribute("aria-expanded", "true");
    expect(more).toHaveAttribute("aria-expanded", "false");
  });
});
