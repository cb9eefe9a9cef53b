/**
 * The new-site wizard: name and address, brand, dealership, first stock feed, lead e-mails, the
 * owner's invitation, then live. Each step saves on the server (validated there by the console's
 * own rules, each field's message shown beside it), so the operator can leave at any step and
 * resume from the sites' list ("Continue setup"), where the server says the next step.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "../components/ui/Button";
import { ApiError } from "../lib/api";
import { Field, FormError } from "../features/console/components/Field";
import { usePlatformChange, useSetup, type ImportReport, type Operator, type PlatformSite, type Setup } from "./api";

type Step = Setup["next_step"];
const STEPS: { step: Exclude<Step, "done">; label: string }[] = [
  { step: "brand", label: "Brand" },
  { step: "dealership", label: "Dealership" },
  { step: "stock", label: "Stock" },
  { step: "leads", label: "Leads" },
  { step: "owner", label: "Owner" },
  { step: "live", label: "Go live" },
];
const FONTS = ["system-ui, sans-serif", "Georgia, serif", "Arial, sans-serif", "'Trebuchet MS', sans-serif"];
const STATES = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"];

/** The message of `field` in a refused request, for the input it names. */
function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fieldError(field) : undefined;
}

function slugOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 64);
}

export function NewSiteWizard({ operator, siteId, onLeave }: { operator: Operator; siteId: number | null; onLeave: () => void }) {
  const [id, setId] = useState<number | null>(siteId);
  const setup = useSetup(id);
  const [step, setStep] = useState<Step | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const current: Step | "name" = id === null ? "name" : (step ?? setup.data?.next_step ?? "brand");
  useEffect(() => heading.current?.focus(), [current]);
  const next = (answer: Setup) => setStep(answer.next_step);
  const title = id === null ? "New site" : `Set up ${setup.data?.site.name ?? "the site"}`;

  return (
    <main id="main" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{title}</h1>
        <Button variant="outline" onClick={onLeave}>{id === null ? "Cancel" : "Save and leave"}</Button>
      </div>
      {id !== null && (
        <nav aria-label="Setup steps">
          <ol className="flex flex-wrap gap-2">
            {STEPS.map(({ step: s, label }, i) => (
              <li key={s}>
                <button
                  type="button"
                  onClick={() => setStep(s)}
                  aria-current={current === s ? "step" : undefined}
                  className={`min-h-11 rounded-site border px-3 text-sm font-semibold ${current === s ? "border-primary bg-primary text-primary-contrast" : "border-border bg-bg"}`}
                >
                  {`${i + 1}. ${label}`}
                </button>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <section aria-labelledby="step-heading" className="flex max-w-2xl flex-col gap-3">
        <h2 id="step-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
          {current === "name" ? "Name and address" : current === "done" ? "Done" : STEPS.find((s) => s.step === current)?.label}
        </h2>
        {current === "name" && <NameStep operator={operator} onMade={(site) => { setId(site.id); setStep("brand"); }} />}
        {id !== null && !setup.data && <p role="status">Loading the site…</p>}
        {id !== null && setup.data && (
          <>
            {current === "brand" && <BrandStep operator={operator} setup={setup.data} onDone={next} />}
            {current === "dealership" && <DealershipStep operator={operator} setup={setup.data} onDone={next} />}
            {current === "stock" && <StockStep operator={operator} setup={setup.data} onDone={() => setStep("leads")} />}
            {current === "leads" && <LeadsStep operator={operator} setup={setup.data} onDone={next} />}
            {current === "owner" && <OwnerStep operator={operator} setup={setup.data} onDone={next} />}
            {current === "live" && <LiveStep operator={operator} setup={setup.data} onDone={() => setStep("done")} />}
            {current === "done" && (
              <p>
                {`${setup.data.site.name} is live at `}
                <a className="underline" href={setup.data.site.url}>{setup.data.site.url}</a>.
              </p>
            )}
          </>
        )}
      </section>
    </main>
  );
}

function StepForm({ onSubmit, error, busy, submit, children }: { onSubmit: () => void; error: unknown; busy: boolean; submit: string; children: ReactNode }) {
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={send} className="flex flex-col gap-3" noValidate>
      {children}
      <FormError error={error instanceof ApiError && error.fieldErrors.length ? null : error} />
      <div>
        <Button type="submit" disabled={busy}>{submit}</Button>
      </div>
    </form>
  );
}

function NameStep({ operator, onMade }: { operator: Operator; onMade: (site: PlatformSite) => void }) {
  const [name, setName] = useState("");
  const [slug, setSlug] = useState<string | null>(null);
  const make = usePlatformChange<PlatformSite, undefined>(operator, () => ["POST", "/sites", { name, slug: slug ?? slugOf(name) }], onMade);
  const address = slug ?? slugOf(name);
  return (
    <StepForm onSubmit={() => make.mutate(undefined)} error={make.error} busy={make.isPending} submit="Create the site">
      <Field label="Dealer's name" value={name} onChange={(e) => setName(e.target.value)} error={fieldError(make.error, "name")} autoComplete="organization" />
      <Field label="Address name" value={address} onChange={(e) => setSlug(e.target.value)} error={fieldError(make.error, "slug")} />
      <p className="text-sm text-muted">{`The site opens in preview at ${address || "…"}.${window.location.hostname}, hidden from search engines until it goes live.`}</p>
    </StepForm>
  );
}

function BrandStep({ operator, setup, onDone }: { operator: Operator; setup: Setup; onDone: (s: Setup) => void }) {
  const [theme, setTheme] = useState<Record<string, unknown>>(setup.theme);
  const save = usePlatformChange<Setup, undefined>(operator, () => ["PUT", `/sites/${setup.site.id}/theme`, theme], onDone);
  const set = (key: string) => (value: string) => setTheme((t) => ({ ...t, [key]: value || null }));
  const text = (key: string) => String(theme[key] ?? "");
  return (
    <StepForm onSubmit={() => save.mutate(undefined)} error={save.error} busy={save.isPending} submit="Save the brand">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Main colour" type="color" value={text("primary")} onChange={(e) => set("primary")(e.target.value)} error={fieldError(save.error, "primary")} />
        <Field label="Accent colour" type="color" value={text("accent")} onChange={(e) => set("accent")(e.target.value)} error={fieldError(save.error, "accent")} />
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Typeface
          <select className="min-h-11 rounded-site border border-border bg-bg px-3 text-base font-normal" value={text("font")} onChange={(e) => set("font")(e.target.value)}>
            {[...new Set([text("font"), ...FONTS])].map((f) => <option key={f} value={f}>{f}</option>)}
          </select>
        </label>
        <Field label="Logo address (https://…)" type="url" value={text("logo_url")} onChange={(e) => set("logo_url")(e.target.value)} error={fieldError(save.error, "logo_url")} />
      </div>
      <div aria-label="Preview of the brand" role="img" className="flex flex-col gap-2 rounded-site border border-border p-3" style={{ fontFamily: text("font") }}>
        <div className="rounded-site p-3 font-bold" style={{ background: text("primary"), color: text("primary_contrast") }}>{setup.site.name}</div>
        <div className="w-48 rounded-site border border-border p-2">
          <div className="h-16 rounded-site bg-surface" />
          <p className="font-semibold">2022 Toyota HiLux SR5</p>
          <p className="font-bold" style={{ color: text("primary") }}>$45,990</p>
          <span className="rounded-site px-2 text-sm font-semibold" style={{ background: text("accent") }}>New</span>
        </div>
      </div>
    </StepForm>
  );
}

function DealershipStep({ operator, setup, onDone }: { operator: Operator; setup: Setup; onDone: (s: Setup) => void }) {
  const [form, setForm] = useState<Record<string, string>>({ name: setup.site.name, state: "VIC" });
  const add = usePlatformChange<Setup, undefined>(operator, () => ["POST", `/sites/${setup.site.id}/dealerships`, Object.fromEntries(Object.entries(form).filter(([, v]) => v))], onDone);
  if (setup.dealerships.length) {
    return <p>{`${setup.dealerships.map((d) => d.name).join(", ")}: added. Go on to the stock.`}</p>;
  }
  const input = (key: string, label: string, extra: Record<string, string> = {}) => (
    <Field label={label} value={form[key] ?? ""} onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))} error={fieldError(add.error, key)} {...extra} />
  );
  return (
    <StepForm onSubmit={() => add.mutate(undefined)} error={add.error} busy={add.isPending} submit="Add the dealership">
      {input("name", "Dealership name")}
      {input("street", "Street address", { autoComplete: "street-address" })}
      <div className="grid gap-3 sm:grid-cols-3">
        {input("city", "Suburb")}
        <label className="flex flex-col gap-1 text-sm font-semibold">
          State
          <select className="min-h-11 rounded-site border border-border bg-bg px-3 text-base font-normal" value={form.state} onChange={(e) => setForm((f) => ({ ...f, state: e.target.value }))}>
            {STATES.map((s) => <option key={s}>{s}</option>)}
          </select>
        </label>
        {input("postcode", "Postcode", { inputMode: "numeric" })}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {input("phone", "Phone", { type: "tel" })}
        {input("email", "E-mail address", { type: "email" })}
      </div>
      {input("dealer_licence_number", "Dealer licence number")}
    </StepForm>
  );
}

function StockStep({ operator, setup, onDone }: { operator: Operator; setup: Setup; onDone: () => void }) {
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const dealership = setup.dealerships[0];
  const send = usePlatformChange<ImportReport, boolean>(operator, (dryRun) => ["POST", "/imports/stock", {
    dealership_id: dealership?.id, format: file?.name.toLowerCase().endsWith(".json") ? "json" : "csv", content: file?.content, dry_run: dryRun,
  }], (answer) => { setReport(answer); if (!answer.dry_run && answer.accepted) onDone(); });
  if (!dealership) return <p>Add the dealership first.</p>;
  const choose = async (chosen: File | undefined) => {
    setReport(null);
    setFile(chosen ? { name: chosen.name, content: await chosen.text() } : null);
  };
  return (
    <div className="flex flex-col gap-3">
      {setup.cars > 0 && <p>{`${setup.cars.toLocaleString("en-AU")} cars imported so far.`}</p>}
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Stock feed (CSV or JSON)
        <input type="file" accept=".csv,.json,text/csv,application/json" className="min-h-11 text-base font-normal" onChange={(e) => void choose(e.target.files?.[0])} />
      </label>
      <FormError error={send.error} />
      {report && (
        <div role="status" className="rounded-site border border-border p-3">
          {report.accepted ? (
            <p>{report.dry_run ? `The feed is good: ${report.created} cars to add, ${report.updated} to update.` : `Imported: ${report.created} cars added, ${report.updated} updated.`}</p>
          ) : (
            <>
              <p className="font-semibold">The feed was refused; nothing was imported:</p>
              <ul className="list-disc pl-5">
                {report.problems.slice(0, 20).map((p, i) => <li key={i}>{`${p.row ? `Row ${p.row}, ` : ""}${p.field}: ${p.message}`}</li>)}
              </ul>
            </>
          )}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={!file || send.isPending} onClick={() => send.mutate(true)}>Check the feed</Button>
        <Button disabled={!file || !report?.dry_run || !report.accepted || send.isPending} onClick={() => send.mutate(false)}>
          {report?.dry_run && report.accepted ? `Import ${report.created + report.updated} cars` : "Import"}
        </Button>
        {setup.cars > 0 && <Button variant="ghost" onClick={onDone}>Next</Button>}
      </div>
    </div>
  );
}

function LeadsStep({ operator, setup, onDone }: { operator: Operator; setup: Setup; onDone: (s: Setup) => void }) {
  const dealership = setup.dealerships[0];
  const [email, setEmail] = useState(dealership?.lead_emails[0] ?? "");
  const save = usePlatformChange<Setup, undefined>(operator, () => ["PUT", `/sites/${setup.site.id}/lead-destinations/${dealership?.id}`, { emails: [email] }], onDone);
  if (!dealership) return <p>Add the dealership first.</p>;
  return (
    <StepForm onSubmit={() => save.mutate(undefined)} error={save.error} busy={save.isPending} submit="Save the lead e-mails">
      <Field label={`E-mail leads of ${dealership.name} to`} type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={fieldError(save.error, "emails.0") ?? fieldError(save.error, "emails")} />
    </StepForm>
  );
}

function OwnerStep({ operator, setup, onDone }: { operator: Operator; setup: Setup; onDone: (s: Setup) => void }) {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const invite = usePlatformChange<Setup, undefined>(operator, () => ["POST", `/sites/${setup.site.id}/owner`, { name, email }], onDone);
  if (setup.owner) return <p>{`${setup.owner} is invited to set a password.`}</p>;
  return (
    <StepForm onSubmit={() => invite.mutate(undefined)} error={invite.error} busy={invite.isPending} submit="Send the invitation">
      <Field label="Owner's name" value={name} onChange={(e) => setName(e.target.value)} error={fieldError(invite.error, "name")} />
      <Field label="Owner's e-mail address" type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={fieldError(invite.error, "email")} />
    </StepForm>
  );
}

function LiveStep({ operator, setup, onDone }: { operator: Operator; setup: Setup; onDone: () => void }) {
  const live = usePlatformChange<PlatformSite, undefined>(operator, () => ["PUT", `/sites/${setup.site.id}/status`, { status: "live" }], onDone);
  return (
    <div className="flex flex-col gap-3">
      <p>
        {"Look at the site in preview first: "}
        <a className="underline" href={setup.site.url} target="_blank" rel="noreferrer">{setup.site.url}</a>
      </p>
      <ul className="list-disc pl-5">
        <li>{`${setup.dealerships.length} dealership${setup.dealerships.length === 1 ? "" : "s"}`}</li>
        <li>{`${setup.cars.toLocaleString("en-AU")} cars`}</li>
        <li>{setup.owner ? `Owner: ${setup.owner}` : "No owner invited yet"}</li>
      </ul>
      <FormError error={live.error} />
      <div>
        <Button disabled={live.isPending || setup.site.status === "live"} onClick={() => live.mutate(undefined)}>Go live</Button>
      </div>
    </div>
  );
}
