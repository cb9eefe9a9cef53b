import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeLocation, makeSite } from "../test/fixtures";
import {
  deepMerge,
  loadSite,
  primaryPhone,
  scopedSite,
  SiteProvider,
  STATE_ELEMENT_ID,
  useDealershipScope,
  useScopedDealership,
  useSite,
} from "./site";

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

describe("per-dealership presentation (spec §2.7)", () => {
  const overrides = { "harbour-motors": { presentation: { map_zoom: 19, consent_text: "Harbour's own words." }, cards: { buttons: ["enquire"] } } };

  it("lays nested objects over the site's and replaces anything else, like the server", () => {
    expect(deepMerge({ a: { b: 1, c: [1, 2] }, d: 1 }, { a: { c: [3] }, e: null })).toEqual({ a: { b: 1, c: [3] }, d: 1, e: null });
  });

  it("presents the site with a dealership's overrides, and leaves other dealerships the site's", () => {
    const site = makeSite({ config: { dealership_overrides: overrides } });
    const scoped = scopedSite(site, "harbour-motors");
    expect(scoped.config.presentation.map_zoom).toBe(19);
    expect(scoped.config.cards.buttons).toEqual(["enquire"]);
    expect(scoped.config.cards.show_location_overlay).toBe(site.config.cards.show_location_overlay);
    expect(scopedSite(site, "another")).toBe(site);
    expect(scopedSite(site, null)).toBe(site);
  });

  it("scopes every useSite() while a page about the dealership is shown, and not after", () => {
    const site = makeSite({ config: { dealership_overrides: overrides } });
    function Reader() {
      const scoped = useSite();
      return <p>{`zoom ${scoped.config.presentation.map_zoom} by ${useScopedDealership()?.name ?? "the site"}`}</p>;
    }
    function DealershipPage() {
      useDealershipScope(10);
      return null;
    }
    function Pages() {
      const [open, setOpen] = useState(true);
      return (
        <>
          {open && <DealershipPage />}
          <button onClick={() => setOpen(false)}>leave</button>
          <Reader />
        </>
      );
    }
    render(
      <SiteProvider site={site}>
        <Pages />
      </SiteProvider>,
    );
    expect(screen.getByText("zoom 19 by Harbour Motors")).toBeTruthy();
    act(() => screen.getByRole("button", { name: "leave" }).click());
    expect(screen.getByText("zoom 15 by the site")).toBeTruthy();
  });
});
