/** One lead: who has it, its age and whether it is overdue, the customer's deal it belongs to,
 * what the shopper sent, the car, the replies (and a reply by e-mail or text), the pages
 * visited, each delivery with its attempts and errors (and a retry), the status workflow, the
 * assignee, notes and the lead's history ("assigned to Sam by Alex"). */
import { useState, type FormEvent } from "react";
import { useParams } from "react-router";
import { Button } from "../../../components/ui/Button";
import { Link } from "../../../components/ui/Link";
import { Select } from "../../../components/ui/Select";
import { useDocumentTitle } from "../../../lib/document-title";
import { can, LEAD_STATUSES, STATUS_LABEL, statusLabel, type ConsoleMe, type LeadDetail } from "../api/console";
import { useAssignees, useChangeLead, useLead } from "../api/queries";
import { AppointmentPanel } from "../components/AppointmentPanel";
import { DealPanel } from "../components/DealPanel";
import { FormError } from "../components/Field";
import { LeadClock } from "../components/LeadClock";
import { ReplyPanel } from "../components/ReplyPanel";
import { useNow } from "../lib/use-now";
import { when } from "../lib/when";

type HistoryEntry = LeadDetail["history"][number];

/** One line of the lead's history, in words: "assigned to Sam by Alex", "status to Contacted". */
export function historyLine(h: HistoryEntry): string {
  const at = when.format(new Date(h.created_at));
  const who = `${h.actor}${h.operator ? " (platform operator)" : ""}`;
  if (h.action === "assign") {
    const to = h.after.assignee ? String(h.after.assignee) : null;
    return to ? `${at}: assigned to ${to} by ${String(h.after.by ?? who)}` : `${at}: unassigned by ${String(h.after.by ?? who)}`;
  }
  if (h.action === "update" && h.after.status) {
    return `${at}: ${who} set the status to ${statusLabel(String(h.after.status))}`;
  }
  if (h.action === "reply") return `${at}: ${who} replied by ${h.after.channel === "sms" ? "text" : "e-mail"}`;
  if (h.action === "reschedule") return `${at}: ${who} moved the appointment from ${String(h.before.appointment)} to ${String(h.after.appointment)}`;
  if (h.action === "book_appointment") return `${at}: ${who} booked ${String(h.after.appointment)}${h.after.location ? ` at ${String(h.after.location)}` : ""}`;
  if (h.action === "cancel_appointment") {
    return `${at}: ${who} cancelled the appointment of ${String(h.before.appointment)}${h.after.reason ? ` (${String(h.after.reason)})` : ""}`;
  }
  return `${at}: ${who} ${h.action.replaceAll("_", " ")}`;
}


export function LeadPage({ me }: { me: ConsoleMe }) {
  const { id } = useParams();
  // Keyed by the lead: a link to another lead of the deal starts with a clean status and note.
  return <Lead key={id} id={id} me={me} />;
}

function Lead({ id, me }: { id: string | undefined; me: ConsoleMe }) {
  const lead = useLead(id);
  useDocumentTitle(lead.data ? `Lead from ${lead.data.name}` : "Lead");
  const change = useChangeLead(me);
  const now = useNow();
  const [status, setStatus] = useState<string | null>(null);
  if (lead.isPending) return <p role="status">Loading the lead…</p>;
  if (lead.isError) return <p role="alert">{lead.error.message}</p>;
  const l = lead.data;
  const writable = can(me, "leads:write");
  const addNote = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const text = String(new FormData(form).get("note") ?? "").trim();
    if (!text) return;
    change.mutate({ method: "POST", path: `/leads/${l.id}/notes`, body: { text } }, { onSuccess: () => form.reset() });
  };
  return (
    <>
      <Link href="/console" className="self-start font-semibold underline">
        All leads
      </Link>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{l.name}</h1>
        <p className="text-muted">{[l.category, l.subcategory, l.dealership_name, when.format(new Date(l.created_at))].filter(Boolean).join(" · ")}</p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          {l.first_contacted_at ? (
            <span className="text-sm">{`First contact ${when.format(new Date(l.first_contacted_at))}`}</span>
          ) : (
            <LeadClock createdAt={l.created_at} overdue={l.overdue} now={now} />
          )}
          <span className="font-semibold" data-testid="lead-assignee">{l.assignee_name ? `Assigned to ${l.assignee_name}` : "Unassigned"}</span>
          {l.customer_id !== null && l.customer_id !== undefined && (
            <Link href={`/console/customers/${l.customer_id}`} className="text-sm font-semibold underline" data-testid="lead-customer">
              {l.customer_leads > 1 ? `Customer: ${l.customer_leads} leads` : "Customer"}
            </Link>
          )}
        </div>
      </header>
      <FormError error={change.error} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-6">
          {/* first: on a phone a booking's day and its changes come before the rest */}
          <AppointmentPanel me={me} leadId={l.id} kind={l.kind} shopper={l.name} writable={writable} />
          {l.deal && <DealPanel deal={l.deal} leadId={l.id} />}
          <section aria-labelledby="sent" className="flex flex-col gap-2">
            <h2 id="sent" className="text-lg font-bold">What they sent</h2>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 wrap-anywhere">
              <dt className="font-semibold">Phone</dt>
              <dd><a href={`tel:${l.phone}`} className="underline">{l.phone}</a></dd>
              <dt className="font-semibold">E-mail</dt>
              <dd><a href={`mailto:${l.email}`} className="underline">{l.email}</a></dd>
              {l.postcode && (<><dt className="font-semibold">Postcode</dt><dd>{l.postcode}</dd></>)}
              {l.car_name && (<><dt className="font-semibold">Car</dt><dd>{l.car_path ? <Link href={l.car_path} className="underline">{l.car_name}</Link> : l.car_name}</dd></>)}
              {Object.entries(l.details).map(([k, v]) => (
                <div key={k} className="contents"><dt className="font-semibold">{k.replaceAll("_", " ")}</dt><dd>{typeof v === "object" ? JSON.stringify(v) : String(v)}</dd></div>
              ))}
            </dl>
            {l.message && <p className="rounded-site bg-surface p-3 whitespace-pre-line">{l.message}</p>}
          </section>
          <ReplyPanel me={me} lead={l} writable={writable} />
          {l.pages_visited.length > 0 && (
            <section aria-labelledby="visited" className="flex flex-col gap-2">
              <h2 id="visited" className="text-lg font-bold">Pages visited</h2>
              <ol className="list-decimal pl-6 text-sm">{l.pages_visited.map((p, i) => <li key={i}>{String(p)}</li>)}</ol>
            </section>
          )}
          <section aria-labelledby="deliveries" className="flex flex-col gap-2">
            <h2 id="deliveries" className="text-lg font-bold">Deliveries</h2>
            <ul className="flex flex-col gap-2">
              {l.deliveries.map((d) => (
                <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 rounded-site border border-border p-2 text-sm">
                  <span>{`${d.purpose} to ${d.destination}: ${d.status}, ${d.attempts} attempt${d.attempts === 1 ? "" : "s"}`}{d.last_error && <span className="block text-danger">{d.last_error}</span>}</span>
                  {writable && d.status === "failed" && (
                    <Button size="sm" variant="outline" onClick={() => change.mutate({ method: "POST", path: `/leads/${l.id}/deliveries/${d.id}/retry` })}>Retry</Button>
                  )}
                </li>
              ))}
            </ul>
          </section>
        </div>
        <aside className="flex flex-col gap-6">
          {writable && (
            <section aria-labelledby="workflow" className="flex flex-col gap-3 rounded-site border border-border p-3">
              <h2 id="workflow" className="text-lg font-bold">Status</h2>
              <Select label="Lead status" hideLabel value={status ?? l.status} onValueChange={setStatus} options={LEAD_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))} />
              <Button onClick={() => status && change.mutate({ method: "PATCH", path: `/leads/${l.id}`, body: { status } })} disabled={!status || status === l.status}>
                Save status
              </Button>
            </section>
          )}
          {writable && <Assignment lead={l} me={me} assign={(body) => change.mutate({ method: "PATCH", path: `/leads/${l.id}`, body })} busy={change.isPending} />}
          <section aria-labelledby="notes" className="flex flex-col gap-3">
            <h2 id="notes" className="text-lg font-bold">Notes</h2>
            <ul className="flex flex-col gap-2">
              {l.notes.map((n) => (
                <li key={n.id} className="rounded-site bg-surface p-2 text-sm"><p className="whitespace-pre-line">{n.text}</p><p className="text-muted">{`${n.author}, ${when.format(new Date(n.created_at))}`}</p></li>
              ))}
            </ul>
            {writable && (
              <form onSubmit={addNote} className="flex flex-col gap-2">
                <label htmlFor="note" className="text-sm font-semibold">Add a note</label>
                <textarea id="note" name="note" rows={3} maxLength={4000} className="rounded-site border border-border bg-bg p-2" />
                <Button type="submit" variant="outline">Add note</Button>
              </form>
            )}
          </section>
          <section aria-labelledby="history" className="flex flex-col gap-2">
            <h2 id="history" className="text-lg font-bold">History</h2>
            <ul className="flex flex-col gap-1 text-sm" data-testid="lead-history">
              {l.history.map((h) => (
                <li key={h.id}>{historyLine(h)}</li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </>
  );
}

type AssignBody = { assignee_id: number } | { unassign: true };

/** Who has the lead: anyone whose role reaches it, or nobody; "Assign to me" in one click. */
function Assignment({ lead, me, assign, busy }: { lead: LeadDetail; me: ConsoleMe; assign: (body: AssignBody) => void; busy: boolean }) {
  const assignees = useAssignees(lead.id, true);
  const current = lead.assignee_id === null ? "" : String(lead.assignee_id);
  const [chosen, setChosen] = useState<string | null>(null);
  const value = chosen ?? current;
  const options = [{ value: "", label: "Nobody" }, ...(assignees.data ?? []).map((a) => ({ value: String(a.id), label: a.id === me.id ? `${a.name} (me)` : a.name }))];
  const meMaySee = assignees.data?.some((a) => a.id === me.id) ?? false;
  return (
    <section aria-labelledby="assignment" className="flex flex-col gap-3 rounded-site border border-border p-3">
      <h2 id="assignment" className="text-lg font-bold">Assigned to</h2>
      <Select label="Assign to" hideLabel value={value} onValueChange={setChosen} options={options} />
      <Button
        onClick={() => {
          assign(value ? { assignee_id: Number(value) } : { unassign: true });
          setChosen(null);
        }}
        disabled={busy || value === current}
      >
        Save assignment
      </Button>
      {lead.assignee_id !== me.id && meMaySee && (
        <Button variant="outline" disabled={busy} onClick={() => assign({ assignee_id: me.id })}>Assign to me</Button>
      )}
    </section>
  );
}
