import { afterEach, describe, expect, it, vi } from "vitest";
import { makeLocation, makeSite } from "../test/fixtures";
import { loadSite, primaryPhone, STATE_ELEMENT_ID } from "./site";

afterEach(() => {
  document.getElementById(STATE_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
});

function inlineState(state: unknown) {
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = STATE_ELEMENT_ID;
  script.textContent = JSON.stringify(state);
  document.body.append(script);
}

describe("loadSite", () => {
  it("uses the configuration the server inlined, without a request", async () => {
    const site = makeSite();
    inlineState({ site });
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    await expect(loadSite()).resolves.toEqual(site);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("fetches /api/v1/site when the page has none (the Vite dev server)", async () => {
    const site = makeSite();
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify(site)));
    vi.stubGlobal("fetch", fetchMock);
    await expect(loadSite()).resolves.toEqual(site);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/v1/site");
  });
});

describe("primaryPhone", () => {
  it("is the primary dealership's phone", () => {
    expect(primaryPhone(makeSite())).toBe("(02) 9000 1234");
  });

  it("falls back to the primary location's phone, else none", () => {
    const site = makeSite({ dealerships: [], locations: [makeLocation({ primary: true, phone: "(02) 9000 5555" })] });
    expect(primaryPhone(site)).toBe("(02) 9000 5555");
    expect(primaryPhone(makeSite({ dealerships: [] }))).toBeNull();
  });
});
