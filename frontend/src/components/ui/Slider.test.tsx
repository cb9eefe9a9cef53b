import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { RangeSlider } from "./Slider";

function Price({ initial = [0, 100_000] as [number, number] }) {
  const [value, setValue] = useState(initial);
  return (
    <RangeSlider min={0} max={100_000} step={1000} value={value} onValueChange={setValue} thumbLabels={["Minimum price", "Maximum price"]} formatValue={(v) => `$${v}`} />
  );
}

const low = () => screen.getByRole("slider", { name: "Minimum price" });
const high = () => screen.getByRole("slider", { name: "Maximum price" });

describe("RangeSlider", () => {
  it("each handle says its value and range; keys move it by a step, ten steps, or to an end", () => {
    render(<Price initial={[20_000, 50_000]} />);
    expect(low()).toHaveAttribute("aria-valuetext", "$20000");
    expect(high()).toHaveAttribute("aria-valuemax", "100000");
    fireEvent.keyDown(high(), { key: "ArrowLeft" });
    expect(high()).toHaveAttribute("aria-valuenow", "49000");
    fireEvent.keyDown(high(), { key: "PageUp" });
    expect(high()).toHaveAttribute("aria-valuenow", "59000");
    fireEvent.keyDown(high(), { key: "End" });
    expect(high()).toHaveAttribute("aria-valuenow", "100000");
    fireEvent.keyDown(low(), { key: "Home" });
    expect(low()).toHaveAttribute("aria-valuenow", "0");
  });

  it("a handle pushed past the other swaps with it: the range stays in order and focus follows the value", () => {
    render(<Price initial={[30_000, 30_000]} />);
    low().focus();
    fireEvent.keyDown(low(), { key: "PageUp" });
    expect(low()).toHaveAttribute("aria-valuenow", "30000");
    expect(high()).toHaveAttribute("aria-valuenow", "40000");
    expect(high()).toHaveFocus();
  });

  it("pressing the track moves the nearer handle there, snapped to the step", () => {
    render(<Price initial={[20_000, 80_000]} />);
    const track = high().parentElement as HTMLElement;
    track.getBoundingClientRect = () => ({ left: 100, width: 400, top: 0, height: 6, right: 500, bottom: 6, x: 100, y: 0, toJSON: () => ({}) });
    const root = track.parentElement as HTMLElement;
    root.setPointerCapture = () => {};
    root.hasPointerCapture = () => false;
    fireEvent.pointerDown(root, { clientX: 381, button: 0, pointerId: 1 }); // 70.25% of the track
    expect(high()).toHaveAttribute("aria-valuenow", "70000");
    expect(low()).toHaveAttribute("aria-valuenow", "20000");
  });
});
