/** Replying to the shopper from the console: by e-mail (with a subject; their answer comes back
 * to the salesperson) or by text to a mobile; a template fills in the shopper's name, the car
 * and the salesperson (filled by the server), then the words can be changed before sending.
 * Each reply stays on the lead's timeline with its delivery's status. */
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/Button";
import { Select } from "../../../components/ui/Select";
import { ApiError } from "../../../lib/api";
import type { ConsoleMe, LeadDetail } from "../api/console";
import { useReplyTemplates, useSendReply } from "../api/queries";
import { FormError } from "./Field";
import { when } from "../lib/when";

const STATUS: Record<string, string> = { pending: "Queued", sending: "Sending", delivered: "Delivered", failed: "Failed" };
const SMS_MAX = 459;

export function ReplyPanel({ me, lead, writable }: { me: ConsoleMe; lead: LeadDetail; writable: boolean }) {
  return (
    <section aria-labelledby="replies" className="flex flex-col gap-3">
      <h2 id="replies" className="text-lg font-bold">Replies</h2>
      {lead.replies.length === 0 ? (
        <p className="text-muted">No reply yet.</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="reply-list">
          {lead.replies.map((r) => (
            <li key={r.id} className="rounded-site border border-border p-3 text-sm">
              <p className="font-semibold">{`${r.channel === "email" ? "E-mail" : "Text"} to ${r.destination} by ${r.author}, ${when.format(new Date(r.created_at))}: `}<span data-testid="reply-status">{STATUS[r.status] ?? r.status}</span></p>
              {r.subject && <p className="font-semibold">{r.subject}</p>}
              <p className="whitespace-pre-line">{r.text}</p>
              {r.last_error && <p className="text-danger">{r.last_error}</p>}
            </li>
          ))}
        </ul>
      )}
      {writable && <ReplyForm me={me} lead={lead} />}
    </section>
  );
}

function ReplyForm({ me, lead }: { me: ConsoleMe; lead: LeadDetail }) {
  const templates = useReplyTemplates(lead.id, true);
  const send = useSendReply(me, lead.id);
  const [channel, setChannel] = useState<"email" | "sms">("email");
  const [template, setTemplate] = useState("");
  const [subject, setSubject] = useState("");
  const [text, setText] = useState("");
  const choose = (key: string) => {
    setTemplate(key);
    const found = templates.data?.find((t) => t.key === key);
    if (found) {
      setSubject(found.subject);
      setText(found.text);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send.mutate(
      { channel, text: text.trim(), ...(channel === "email" ? { subject: subject.trim() } : {}) },
      { onSuccess: () => { setText(""); setSubject(""); setTemplate(""); } },
    );
  };
  const fieldError = (field: string) => (send.error instanceof ApiError ? send.error.fieldError(field) : undefined);
  const inputClass = "min-h-11 rounded-site border border-border bg-bg px-3 text-base";
  return (
    <form onSubmit={submit} noValidate aria-label="Reply to the shopper" className="flex flex-col gap-3 rounded-site border border-border p-3">
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 text-sm font-semibold">Send by</legend>
        {(["email", "sms"] as const).map((c) => (
          <label key={c} className="flex min-h-11 items-center gap-2">
            <input type="radio" name="channel" value={c} checked={channel === c} onChange={() => setChannel(c)} className="size-5" />
            {c === "email" ? `E-mail (${lead.email})` : `Text (${lead.phone})`}
          </label>
        ))}
      </fieldset>
      {fieldError("channel") && <p role="alert" className="text-sm font-semibold text-danger">{fieldError("channel")}</p>}
      <Select label="Template" value={template} onValueChange={choose} options={[{ value: "", label: "Choose a template" }, ...(templates.data ?? []).map((t) => ({ value: t.key, label: t.label }))]} />
      {channel === "email" && (
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Subject
          <input name="subject" value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={250} className={`${inputClass} font-normal`} aria-invalid={fieldError("subject") ? true : undefined} />
          {fieldError("subject") && <span className="text-danger">{fieldError("subject")}</span>}
        </label>
      )}
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Message
        <textarea name="text" rows={7} value={text} onChange={(e) => setText(e.target.value)} maxLength={channel === "sms" ? SMS_MAX : 4000} className="rounded-site border border-border bg-bg p-2 text-base font-normal" aria-invalid={fieldError("text") ? true : undefined} />
        {channel === "sms" && <span className="font-normal text-muted">{`${text.length} of ${SMS_MAX} characters`}</span>}
        {fieldError("text") && <span className="text-danger">{fieldError("text")}</span>}
      </label>
      <Button type="submit" disabled={send.isPending || !text.trim()}>{channel === "email" ? "Send e-mail" : "Send text"}</Button>
      {send.isSuccess && <p role="status">Reply queued.</p>}
      <FormError error={send.error instanceof ApiError && send.error.fieldErrors.length ? undefined : send.error} />
    </form>
  );
}
