/**
 * Phone verification (spec: finance-signin-locations §4): Send Code -> Sending... -> Code sent!,
 * the button then reads Resend Code and the code input, disabled until then, opens. The code field
 * takes a pasted or autofilled code (autocomplete=one-time-code) on a numeric keyboard (WCAG 2.2
 * 3.3.8: no transcription needed). A verified code signs the shopper in on this site: the sign-in
 * page asks for it, and so does the finance journey before it applies.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { Button } from "../ui/Button";
import { Captcha } from "../captcha/Captcha";
import { ApiError } from "../../lib/api";
import { track } from "../../lib/tracking";
import { CODE_REQUEST_TIMEOUT_MS, SESSION_KEY, checkRateLimit, sendCode, verifyCode, type CodeRequest, type SessionOut } from "../../lib/session";
import { MESSAGES, codeProblem } from "./messages";

const EVENT_CODE_SENT = 36;
const EVENT_CODE_VERIFIED = 37;
type SendState = "idle" | "sending" | "sent";

type Props = {
  /** What the form already knows of the shopper, kept with the code (spec §7 metadata). */
  details?: Omit<CodeRequest, "phone">;
  initialPhone?: string;
  submitLabel: string;
  onVerified: (session: SessionOut) => void;
};

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.fieldErrors[0]?.message ?? error.message : fallback;
}

export function PhoneVerification({ details, initialPhone = "", submitLabel, onVerified }: Props) {
  const id = useId();
  const client = useQueryClient();
  const [phone, setPhone] = useState(initialPhone);
  const [code, setCode] = useState("");
  const [sendState, setSendState] = useState<SendState>("idle");
  const [alert, setAlert] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  // Many codes asked from one address (a showroom's Wi-Fi): the server wants the proof of work.
  const [proofWanted, setProofWanted] = useState<string | null>(null);
  const [proof, setProof] = useState<string | null>(null);

  async function send() {
    setAlert(null);
    setPhoneError(phone.trim() ? null : MESSAGES.required);
    if (!phone.trim()) return;
    if (proofWanted && !proof) return;
    setSendState("sending");
    const timeout = new AbortController();
    const timer = window.setTimeout(() => timeout.abort(), CODE_REQUEST_TIMEOUT_MS);
    try {
      await checkRateLimit(phone, timeout.signal);
      await sendCode({ ...details, phone, altcha: proof ?? undefined }, timeout.signal);
      setSendState("sent");
      setProofWanted(null);
      track(EVENT_CODE_SENT, null);
    } catch (error) {
      setSendState("idle");
      setProof(null);
      const proofProblem = error instanceof ApiError ? error.fieldError("altcha") : undefined;
      if (timeout.signal.aborted) setAlert(MESSAGES.codeTimeout);
      else if (proofProblem) setProofWanted(proofProblem);
      else if (error instanceof ApiError && error.status === 429) setAlert(MESSAGES.tooMany);
      else if (error instanceof ApiError && error.status === 422) setPhoneError(messageOf(error, MESSAGES.generic));
      else setAlert(messageOf(error, MESSAGES.generic));
    } finally {
      window.clearTimeout(timer);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    const problem = codeProblem(code);
    setCodeError(problem);
    if (problem) return;
    setVerifying(true);
    setAlert(null);
    try {
      const session = await verifyCode(phone, code.trim());
      client.setQueryData(SESSION_KEY, session);
      track(EVENT_CODE_VERIFIED, null);
      onVerified(session);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) setAlert(MESSAGES.tooMany);
      else if (error instanceof ApiError && error.status === 422) setCodeError(messageOf(error, MESSAGES.verification));
      else setAlert(messageOf(error, MESSAGES.verification));
    } finally {
      setVerifying(false);
    }
  }

  const sent = sendState === "sent";
  return (
    <form onSubmit={verify} noValidate className="flex flex-col gap-4" aria-labelledby={`${id}-legend`}>
      <p id={`${id}-legend`} className="sr-only">Phone verification</p>
      {alert && (
        <p role="alert" className="rounded-site border-2 border-danger p-3 font-semibold text-danger">
          {alert}
        </p>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-phone`} className="text-sm font-semibold">
          Mobile number <span aria-hidden="true">*</span>
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={`${id}-phone`}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={phoneError ? `${id}-phone-error` : undefined}
            aria-required
            className="min-h-11 flex-1 rounded-site border border-border bg-bg px-3 text-base aria-[invalid=true]:border-danger"
          />
          <Button variant="outline" onClick={send} disabled={sendState === "sending"}>
            {sendState === "sending" ? "Sending..." : sent ? "Resend Code" : "Send Code"}
          </Button>
        </div>
        {phoneError && (
          <p id={`${id}-phone-error`} className="text-sm font-semibold text-danger">
            {phoneError}
          </p>
        )}
        <p role="status" className="text-sm font-semibold text-text">
          {sent ? "Code sent!" : ""}
        </p>
      </div>
      {proofWanted && (
        <Captcha
          error={proof ? undefined : proofWanted}
          onChange={(payload) => {
            setProof(payload);
          }}
        />
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-code`} className="text-sm font-semibold">
          Verification code <span aria-hidden="true">*</span>
        </label>
        <input
          id={`${id}-code`}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          disabled={!sent}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, 6))}
          aria-invalid={codeError ? true : undefined}
          aria-describedby={codeError ? `${id}-code-error` : `${id}-code-hint`}
          className="min-h-11 w-40 rounded-site border border-border bg-bg px-3 text-lg tracking-widest disabled:bg-surface aria-[invalid=true]:border-danger"
        />
        {codeError ? (
          <p id={`${id}-code-error`} className="text-sm font-semibold text-danger">
            {codeError}
          </p>
        ) : (
          <p id={`${id}-code-hint`} className="text-sm text-muted">
            The 6-digit code we text you. It is valid for 10 minutes.
          </p>
        )}
      </div>
      <Button type="submit" disabled={!sent || verifying}>
        {verifying ? "Verifying..." : submitLabel}
      </Button>
    </form>
  );
}
