/**
 * The ALTCHA proof-of-work captcha (self-hosted: the challenge comes from our API, the work runs
 * in a Web Worker served from our own origin, so the CSP's script-src 'self' holds). Loaded only
 * when a form shows it. Reports the solved payload, or null when it expires or fails.
 */
import type {} from "altcha/types/react";
import { useEffect, useRef, useState } from "react";

/** The captcha's challenge (GET): the widget asks it itself, by its URL. */
const CHALLENGE_URL = "/api/v1/leads/challenge";

type AltchaWidget = { getState: () => string; verify: () => Promise<unknown> };

type Props = { onChange: (payload: string | null) => void; error?: string; resetKey?: number };

async function loadWidget(): Promise<void> {
  await import("altcha/external");
  await import("altcha/altcha.css");
  const { default: Pbkdf2Worker } = await import("altcha/workers/pbkdf2?worker");
  const registry = (globalThis as unknown as { $altcha?: { algorithms: Map<string, () => Worker> } }).$altcha;
  registry?.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());
}

export function Captcha({ onChange, error, resetKey = 0 }: Props) {
  const ref = useRef<HTMLElement | null>(null);
  const [ready, setReady] = useState(false);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let live = true;
    loadWidget().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const widget = ref.current;
    if (!ready || !widget) return;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      changed.current(detail.state === "verified" && detail.payload ? detail.payload : null);
    };
    widget.addEventListener("statechange", listener);
    // The work starts when the form is first focused; a shopper already typing before the widget
    // arrived would otherwise wait for a focus that has happened. Once only: the widget marks
    // itself as verifying only after an await, and a second start in that gap (its load event in
    // the same tick) aborts the first and can leave it unverified for good.
    let started = false;
    const startIfFocused = () => {
      const altcha = widget as Partial<AltchaWidget>;
      const typing = widget.closest("form")?.contains(document.activeElement);
      if (!started && typing && altcha.getState?.() === "unverified") {
        started = true;
        void altcha.verify?.();
      }
    };
    widget.addEventListener("load", startIfFocused); // the element has mounted
    startIfFocused(); // or had mounted before this effect ran
    return () => {
      widget.removeEventListener("statechange", listener);
      widget.removeEventListener("load", startIfFocused);
    };
  }, [ready]);

  useEffect(() => {
    // A submitted solution is spent: a second submission needs a fresh one.
    if (resetKey > 0) (ref.current as unknown as { reset?: () => void } | null)?.reset?.();
  }, [resetKey]);

  return (
    <div className="flex flex-col gap-1" data-testid="captcha">
      {ready ? (
        <altcha-widget ref={ref} challenge={CHALLENGE_URL} auto="onfocus" name="altcha-payload" />
      ) : (
        <p className="min-h-16 text-sm text-muted">Loading verification…</p>
      )}
      {error && (
        <p className="text-sm font-semibold text-danger" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
