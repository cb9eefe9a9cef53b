import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { renderWithSite } from "../../test/render";
import { PhoneVerification } from "./PhoneVerification";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it("a code request with no answer after 15,000 ms gives up and says so", async () => {
  // The server never answers: only the request's own deadline ends the wait.
  const hanging = (_url: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))));
  vi.stubGlobal("fetch", vi.fn(hanging));
  renderWithSite(<PhoneVerification submitLabel="Sign In" onVerified={() => undefined} />);
  const mobile = await screen.findByRole("textbox", { name: /Mobile number/ });
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });

  fireEvent.change(mobile, { target: { value: "0412 555 001" } });
  fireEvent.click(screen.getByRole("button", { name: "Send Code" }));
  expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();

  await act(() => vi.advanceTimersByTimeAsync(14_999));
  expect(screen.queryByRole("alert")).toBeNull();
  await act(() => vi.advanceTimersByTimeAsync(1));
  expect(screen.getByRole("alert")).toHaveTextContent("Sending the code took too long. Please try again.");
  expect(screen.getByRole("button", { name: "Send Code" })).toBeEnabled();
});
