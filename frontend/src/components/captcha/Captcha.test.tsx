import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Captcha } from "./Captcha";

vi.mock("altcha/external", () => ({}));
vi.mock("altcha/altcha.css", () => ({}));
vi.mock("altcha/workers/pbkdf2?worker", () => ({ default: vi.fn() }));

const starts = vi.hoisted(() => ({ count: 0 }));

// Like ALTCHA's widget: it announces its mounting with a load event that can arrive in the same
// tick as the page subscribes, and verify() marks it verifying only after an await.
class FakeAltcha extends HTMLElement {
  state = "unverified";
  getState() {
    return this.state;
  }
  async verify() {
    starts.count += 1;
    await Promise.resolve();
    this.state = "verifying";
  }
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) {
    super.addEventListener(type, listener, options);
    if (type === "load") queueMicrotask(() => this.dispatchEvent(new Event("load")));
  }
}
customElements.define("altcha-widget", FakeAltcha);

describe("captcha", () => {
  it("a shopper typing before the widget arrived starts its work once", async () => {
    render(
      <form>
        <input aria-label="First name" />
        <Captcha onChange={() => {}} />
      </form>,
    );
    screen.getByLabelText("First name").focus();
    const widget = await waitFor(() => {
      const found = document.querySelector("altcha-widget");
      expect(found).not.toBeNull();
      return found as unknown as FakeAltcha;
    });
    await waitFor(() => expect(widget.getState()).toBe("verifying"));
    expect(starts.count).toBe(1);
  });
});
