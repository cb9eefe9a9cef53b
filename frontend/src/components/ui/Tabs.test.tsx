import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./Tabs";

function renderTabs(onValueChange = vi.fn()) {
  render(
    <Tabs defaultValue="Sedan" onValueChange={onValueChange}>
      <TabsList aria-label="Body types">
        {["Sedan", "SUV", "Ute 4x4"].map((b) => (
          <TabsTrigger key={b} value={b}>
            {b}
          </TabsTrigger>
        ))}
      </TabsList>
      {["Sedan", "SUV", "Ute 4x4"].map((b) => (
        <TabsContent key={b} value={b}>
          {`${b} models`}
        </TabsContent>
      ))}
    </Tabs>,
  );
  return onValueChange;
}

describe("Tabs", () => {
  it("shows the selected tab's panel, labelled by its tab, and only that tab is in the Tab order", () => {
    renderTabs();
    const sedan = screen.getByRole("tab", { name: "Sedan" });
    expect(sedan).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "SUV" })).toHaveAttribute("tabindex", "-1");
    const panel = screen.getByRole("tabpanel", { name: "Sedan" });
    expect(panel).toHaveTextContent("Sedan models");
    expect(sedan).toHaveAttribute("aria-controls", panel.id);
    expect(screen.queryByText("SUV models")).not.toBeInTheDocument();
  });

  it("arrow keys, Home and End move to a tab and select it, wrapping at the ends", async () => {
    const onValueChange = renderTabs();
    await userEvent.click(screen.getByRole("tab", { name: "Sedan" }));
    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Ute 4x4" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Ute 4x4 models");
    await userEvent.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Sedan" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "SUV" })).toHaveFocus();
    expect(onValueChange.mock.calls.map(([v]) => v)).toEqual(["Ute 4x4", "Sedan", "SUV"]);
  });
});
