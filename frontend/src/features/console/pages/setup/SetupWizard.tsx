/**
 * The new-site wizard's steps: brand (colours, logo upload, and the theme set's typeface, hero
 * style and card style, with a live preview of the home page's hero and a car card), the dealership and its first location (postcode to position, the
 * state's coming holidays, opening hours, phone, licence), the first stock feed (uploaded or from
 * its HTTPS address, the dry run shown before the import), lead destinations (e-mail, ADF, webhook)
 * with a test lead, the owner, then live. Each step saves on the server (validated there by the
 * console's own rules, each field's message shown beside it), so the wizard can be left at any
 * step and resumed where the server says. An operator runs it from the platform console; a dealer
 * who signed up through an operator's link runs it in the site's console as its owner.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "../../../../components/ui/Button";
import { ApiError, type Theme } from "../../../../lib/api";
import { CARD_STYLE_CHOICES, HERO_STYLE_CHOICES, TYPEFACE_CHOICES } from "../../../../themes/choices";
import { fontVariables } from "../../../../themes/theme";
import { ChoiceGroup, type ChoiceOption } from "../../components/ChoiceGroup";
import { Field, FormError } from "../../components/Field";
import { BrandPreview, useTypefacesLoaded } from "./BrandPreview";
import { useSetup, useSetupChange, usePlace, useTestLead, type SetupApi, type Setup, type SetupImportReport, type SetupTestLead, type SignUpLink } from "../../api/setup";

export type Step = Setup["next_step"];
const ALL_STEPS: { step: Exclude<Step, "done">; label: string }[] = [
  { step: "brand", label: "Brand" },
  { step: "dealership", label: "Dealership" },
  { step: "stock", label: "Stock" },
  { step: "leads", label: "Leads" },
  { step: "owner", label: "Owner" },
  { step: "live", label: "Go live" },
];
const STATES = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const LOGO_TYPES = "image/png,image/jpeg,image/webp";

/** The message of `field` in a refused request, for the input it names. */
export function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fieldError(field) : undefined;
}

function stepsOf(api: SetupApi) {
  return ALL_STEPS.filter((s) => api.operator || s.step !== "owner");
}

/** The steps of one site's setup, from where the server says it stands (or `start`). */
export function SetupWizard({ api, onLeave, start }: { api: SetupApi; onLeave?: () => void; start?: Step }) {
  const setup = useSetup(api);
  const [step, setStep] = useState<Step | null>(start ?? null);
  const heading = useRef<HTMLHeadingElement>(null);
  const current: Step = step ?? setup.data?.next_step ?? "brand";
  const shown: Step = !api.operator && current === "owner" ? "live" : current;
  useEffect(() => heading.current?.focus(), [shown]);
  const next = (answer: Setup) => setStep(answer.next_step);
  const steps = stepsOf(api);
  return (
    <main id="main" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{`Set up ${setup.data?.site.name ?? "the site"}`}</h1>
        {onLeave && <Button variant="outline" onClick={onLeave}>Save and leave</Button>}
      </div>
      <nav aria-label="Setup steps">
        <ol className="flex flex-wrap gap-2">
          {steps.map(({ step: s, label }, i) => (
            <li key={s}>
              <button
                type="button"
                onClick={() => setStep(s)}
                aria-current={shown === s ? "step" : undefined}
                className={`min-h-11 rounded-site border px-3 text-sm font-semibold ${shown === s ? "border-primary bg-primary text-primary-contrast" : "border-border bg-bg"}`}
              >
                {`${i + 1}. ${label}`}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <section aria-labelledby="step-heading" className={`flex flex-col gap-3 ${shown === "brand" ? "max-w-6xl" : "max-w-2xl"}`}>
        <h2 id="step-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
          {shown === "done" ? "Done" : steps.find((s) => s.step === shown)?.label}
        </h2>
        {!setup.data ? (
          <p role="status">Loading the site…</p>
        ) : (
          <>
            {shown === "brand" && <BrandStep api={api} setup={setup.data} onDone={next} />}
            {shown === "dealership" && <DealershipStep api={api} setup={setup.data} onDone={next} />}
            {shown === "stock" && <StockStep api={api} setup={setup.data} onDone={() => setStep("leads")} />}
            {shown === "leads" && <LeadsStep api={api} setup={setup.data} onDone={next} />}
            {shown === "owner" && <OwnerStep api={api} setup={setup.data} onDone={next} />}
            {shown === "live" && <LiveStep api={api} setup={setup.data} onDone={() => setStep("done")} />}
            {shown === "done" && (
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

export function StepForm({ onSubmit, error, busy, submit, children }: { onSubmit: () => void; error: unknown; busy: boolean; submit: string; children: ReactNode }) {
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

type StepProps = { api: SetupApi; setup: Setup; onDone: (s: Setup) => void };

const typefaceOptions = (font: string | undefined, faces: boolean): ChoiceOption<Theme["typeface"]>[] =>
  // Each typeface's name in its own face (once the faces are here), before the site's fallback stack.
  TYPEFACE_CHOICES.map((c) => (faces ? { ...c, style: { fontFamily: fontVariables({ typeface: c.value, font: font ?? "system-ui, sans-serif" })["--font-heading"] } } : c));

function BrandStep({ api, setup, onDone }: StepProps) {
  const [theme, setTheme] = useState<Partial<Theme>>(setup.theme as Partial<Theme>);
  // The chosen file, shown at once: a new logo's address is served within half a minute.
  const [logoPreview, setLogoPreview] = useState<string | null>(null);
  const faces = useTypefacesLoaded();
  const save = useSetupChange<Setup, undefined>(api, () => ["PUT", "/theme", theme], onDone);
  const upload = useSetupChange<Setup, File>(api, (file) => ["POST", "/logo", file], (answer) => setTheme((t) => ({ ...t, logo_url: answer.theme.logo_url as string | null })));
  useEffect(() => () => { if (logoPreview) URL.revokeObjectURL(logoPreview); }, [logoPreview]);
  const set = <K extends keyof Theme>(key: K) => (value: Theme[K]) => setTheme((t) => ({ ...t, [key]: value }));
  const chooseLogo = (file: File | undefined) => {
    if (!file) return;
    setLogoPreview(URL.createObjectURL(file));
    upload.mutate(file);
  };
  const logo = logoPreview ?? (theme.logo_url || null);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <StepForm onSubmit={() => save.mutate(undefined)} error={save.error} busy={save.isPending || upload.isPending} submit="Save the brand">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Main colour" type="color" value={theme.primary ?? ""} onChange={(e) => set("primary")(e.target.value)} error={fieldError(save.error, "primary")} />
          <Field label="Accent colour" type="color" value={theme.accent ?? ""} onChange={(e) => set("accent")(e.target.value)} error={fieldError(save.error, "accent")} />
        </div>
        <Field label="Logo (PNG, JPEG or WebP)" type="file" accept={LOGO_TYPES} onChange={(e) => chooseLogo(e.target.files?.[0])} error={fieldError(upload.error, "logo")} />
        {upload.isPending && <p role="status">Uploading the logo…</p>}
        {upload.error && !fieldError(upload.error, "logo") ? <FormError error={upload.error} /> : null}
        <ChoiceGroup legend="Typeface" name="typeface" options={typefaceOptions(theme.font, faces)} value={theme.typeface ?? "system"} onChange={set("typeface")} error={fieldError(save.error, "typeface")} />
        <ChoiceGroup legend="Home page hero" name="hero_style" options={HERO_STYLE_CHOICES} value={theme.hero_style ?? "full-bleed"} onChange={set("hero_style")} error={fieldError(save.error, "hero_style")} />
        <ChoiceGroup legend="Car cards" name="card_style" options={CARD_STYLE_CHOICES} value={theme.card_style ?? "outlined"} onChange={set("card_style")} error={fieldError(save.error, "card_style")} />
      </StepForm>
      <BrandPreview api={api} theme={theme} logo={logo} faces={faces} />
    </div>
  );
}

type Hours = { open: boolean; from: string; to: string };
// A common yard's week: weekdays 8:30 to 5:30, Saturday morning, closed on Sunday.
const USUAL_HOURS: Hours[] = WEEKDAYS.map((_, day) => (day === 0 ? { open: false, from: "", to: "" } : day === 6 ? { open: true, from: "09:00", to: "13:00" } : { open: true, from: "08:30", to: "17:30" }));

function DealershipStep({ api, setup, onDone }: StepProps) {
  const [form, setForm] = useState<Record<string, string>>({ name: setup.site.name });
  const [hours, setHours] = useState<Hours[]>(USUAL_HOURS);
  const postcode = form.postcode ?? "";
  const place = usePlace(api, postcode);
  const found = place.data;
  // The postcode's state until the dealer picks one.
  const state = form.state ?? found?.state ?? "VIC";
  const body = () => ({
    ...Object.fromEntries(Object.entries(form).filter(([, v]) => v)),
    state,
    opening_hours: hours.map((h, weekday) => (h.open ? { weekday, status: "Open", open: h.from, close: h.to } : { weekday, status: "Closed" })),
  });
  const add = useSetupChange<Setup, undefined>(api, () => ["POST", "/dealerships", body()], onDone);
  if (setup.dealerships.length) {
    return <p>{`${setup.dealerships.map((d) => d.name).join(", ")}: added. Go on to the stock.`}</p>;
  }
  const input = (key: string, label: string, extra: Record<string, string> = {}) => (
    <Field label={label} value={form[key] ?? ""} onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))} error={fieldError(add.error, key)} {...extra} />
  );
  const setDay = (day: number, change: Partial<Hours>) => setHours((all) => all.map((h, i) => (i === day ? { ...h, ...change } : h)));
  return (
    <StepForm onSubmit={() => add.mutate(undefined)} error={add.error} busy={add.isPending} submit="Add the dealership">
      {input("name", "Dealership name")}
      {input("street", "Street address", { autoComplete: "street-address" })}
      <div className="grid gap-3 sm:grid-cols-3">
        {input("city", "Suburb")}
        <label className="flex flex-col gap-1 text-sm font-semibold">
          State
          <select className="min-h-11 rounded-site border border-border bg-bg px-3 text-base font-normal" value={state} onChange={(e) => setForm((f) => ({ ...f, state: e.target.value }))}>
            {STATES.map((s) => <option key={s}>{s}</option>)}
          </select>
        </label>
        {input("postcode", "Postcode", { inputMode: "numeric" })}
      </div>
      {found && (
        <div role="status" className="rounded-site border border-border p-3 text-sm" data-testid="place">
          <p>{`Postcode ${found.postcode} (${found.state}): the map and distances measure from ${found.lat.toFixed(4)}, ${found.long.toFixed(4)}.`}</p>
          {found.holidays.length > 0 && (
            <>
              <p className="mt-2 font-semibold">{`Public holidays in ${found.state} in the coming months (closed unless you set special hours later):`}</p>
              <ul className="list-disc pl-5">
                {found.holidays.map((h) => (
                  <li key={h.date}>{`${new Date(`${h.date}T00:00:00`).toLocaleDateString("en-AU", { weekday: "short", day: "numeric", month: "short" })}: ${h.name}`}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {place.isError && <p className="text-sm text-muted">This postcode is not in the postcode table; the location will have no map position.</p>}
      <div className="grid gap-3 sm:grid-cols-2">
        {input("phone", "Phone", { type: "tel" })}
        {input("email", "E-mail address", { type: "email" })}
      </div>
      {input("dealer_licence_number", "Dealer licence number")}
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold">Opening hours</legend>
        {hours.map((h, i) => {
          const day = WEEKDAYS[i] ?? "";
          return (
            <div key={day} className="grid grid-cols-[6.5rem_minmax(0,1fr)_minmax(0,1fr)] items-center gap-2">
              <label className="flex min-h-11 items-center gap-2">
                <input type="checkbox" checked={h.open} onChange={(e) => setDay(i, { open: e.target.checked, from: h.from || "08:30", to: h.to || "17:30" })} />
                {day}
              </label>
              {h.open ? (
                <>
                  <input type="time" aria-label={`${day} opens`} value={h.from} onChange={(e) => setDay(i, { from: e.target.value })} className="min-h-11 w-full min-w-0 rounded-site border border-border bg-bg px-1" />
                  <input type="time" aria-label={`${day} closes`} value={h.to} onChange={(e) => setDay(i, { to: e.target.value })} className="min-h-11 w-full min-w-0 rounded-site border border-border bg-bg px-1" />
                </>
              ) : (
                <span className="col-span-2 text-sm text-muted">Closed</span>
              )}
            </div>
          );
        })}
        {fieldError(add.error, "opening_hours") && <p className="text-sm font-semibold text-danger">{fieldError(add.error, "opening_hours")}</p>}
      </fieldset>
    </StepForm>
  );
}

function StockStep({ api, setup, onDone }: { api: SetupApi; setup: Setup; onDone: () => void }) {
  const [source, setSource] = useState<"file" | "address">("file");
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [address, setAddress] = useState("");
  const [report, setReport] = useState<SetupImportReport | null>(null);
  const dealership = setup.dealerships[0];
  const formatOf = (name: string) => ((name.toLowerCase().split("?")[0] ?? "").endsWith(".json") ? "json" : "csv");
  const send = useSetupChange<SetupImportReport, boolean>(api, (dryRun) => source === "file"
    ? ["POST", "/imports/stock", { dealership_id: dealership?.id, format: formatOf(file?.name ?? ""), content: file?.content, dry_run: dryRun }]
    : ["POST", "/imports/stock-address", { dealership_id: dealership?.id, format: formatOf(address), url: address, dry_run: dryRun }],
  (answer) => { setReport(answer); if (!answer.dry_run && answer.accepted) onDone(); });
  if (!dealership) return <p>Add the dealership first.</p>;
  const choose = async (chosen: File | undefined) => {
    setReport(null);
    setFile(chosen ? { name: chosen.name, content: await chosen.text() } : null);
  };
  const ready = source === "file" ? file !== null : address.length > 0;
  return (
    <div className="flex flex-col gap-3">
      {setup.cars > 0 && <p>{`${setup.cars.toLocaleString("en-AU")} cars imported so far.`}</p>}
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 text-sm font-semibold">Where the feed is</legend>
        <label className="flex min-h-11 items-center gap-2"><input type="radio" name="feed-source" checked={source === "file"} onChange={() => { setSource("file"); setReport(null); }} />A file</label>
        <label className="flex min-h-11 items-center gap-2"><input type="radio" name="feed-source" checked={source === "address"} onChange={() => { setSource("address"); setReport(null); }} />An HTTPS address</label>
      </fieldset>
      {source === "file" ? (
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Stock feed (CSV or JSON)
          <input type="file" accept=".csv,.json,text/csv,application/json" className="min-h-11 text-base font-normal" onChange={(e) => void choose(e.target.files?.[0])} />
        </label>
      ) : (
        <Field label="Feed address (https://…)" type="url" inputMode="url" value={address} onChange={(e) => { setAddress(e.target.value); setReport(null); }} error={fieldError(send.error, "url")} />
      )}
      {!fieldError(send.error, "url") && <FormError error={send.error} />}
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
        <Button variant="outline" disabled={!ready || send.isPending} onClick={() => send.mutate(true)}>Check the feed</Button>
        <Button disabled={!ready || !report?.dry_run || !report.accepted || send.isPending} onClick={() => send.mutate(false)}>
          {report?.dry_run && report.accepted ? `Import ${report.created + report.updated} cars` : "Import"}
        </Button>
        {setup.cars > 0 && <Button variant="ghost" onClick={onDone}>Next</Button>}
      </div>
    </div>
  );
}

const PURPOSES: Record<string, string> = { dealer: "E-mail", adf: "ADF e-mail", webhook: "Webhook" };
const STATUSES: Record<string, string> = { pending: "sending…", delivered: "delivered", failed: "failed" };

function LeadsStep({ api, setup, onDone }: StepProps) {
  const dealership = setup.dealerships[0];
  const [email, setEmail] = useState(dealership?.lead_emails[0] ?? "");
  const [adf, setAdf] = useState(dealership?.adf_emails[0] ?? "");
  const [hook, setHook] = useState(dealership?.webhooks[0] ?? "");
  const [secret, setSecret] = useState("");
  const [saved, setSaved] = useState<Setup | null>(null);
  const [sent, setSent] = useState<SetupTestLead | null>(null);
  const body = () => ({
    emails: email ? [email] : [],
    adf_emails: adf ? [adf] : [],
    webhooks: hook ? [{ url: hook, ...(secret ? { secret } : {}) }] : [],
  });
  const save = useSetupChange<Setup, undefined>(api, () => ["PUT", `/lead-destinations/${dealership?.id}`, body()], (answer) => { setSaved(answer); setSent(null); });
  const test = useSetupChange<SetupTestLead, undefined>(api, () => ["POST", `/dealerships/${dealership?.id}/test-leads`], setSent);
  const result = useTestLead(api, sent);
  if (!dealership) return <p>Add the dealership first.</p>;
  return (
    <div className="flex flex-col gap-4">
      <StepForm onSubmit={() => save.mutate(undefined)} error={save.error} busy={save.isPending} submit="Save where leads go">
        <Field label={`E-mail leads of ${dealership.name} to`} type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={fieldError(save.error, "emails.0") ?? fieldError(save.error, "emails")} />
        <Field label="ADF/XML e-mail for a CRM (optional)" type="email" value={adf} onChange={(e) => setAdf(e.target.value)} error={fieldError(save.error, "adf_emails.0")} />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Webhook address (optional)" type="url" value={hook} onChange={(e) => setHook(e.target.value)} error={fieldError(save.error, "webhooks.0.url")} />
          <Field label="Webhook signing secret" type="password" autoComplete="off" value={secret} onChange={(e) => setSecret(e.target.value)} placeholder={dealership.webhooks.length ? "Kept unless you enter a new one" : "At least 16 characters"} error={fieldError(save.error, "webhooks.0.secret")} />
        </div>
      </StepForm>
      {saved && (
        <div className="flex flex-col gap-3 rounded-site border border-border p-3">
          <p role="status">Saved. Send a test lead to see it arrive where leads go.</p>
          <FormError error={test.error} />
          {result.data && (
            <ul aria-label="Test lead deliveries" className="flex flex-col gap-1">
              {result.data.deliveries.map((d, i) => (
                <li key={i} data-testid="test-delivery">
                  {`${PURPOSES[d.purpose] ?? d.purpose} to ${d.destination}: ${STATUSES[d.status] ?? d.status}`}
                  {d.last_error ? ` (${d.last_error})` : ""}
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled={test.isPending} onClick={() => test.mutate(undefined)}>Send a test lead</Button>
            <Button onClick={() => onDone(saved)}>Continue</Button>
          </div>
        </div>
      )}
    </div>
  );
}

function OwnerStep({ api, setup, onDone }: StepProps) {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [link, setLink] = useState<SignUpLink | null>(null);
  const invite = useSetupChange<Setup, undefined>(api, () => ["POST", "/owner", { name, email }], onDone);
  const signUp = useSetupChange<SignUpLink, undefined>(api, () => ["POST", "/sign-up-links", { name, email }], setLink);
  if (setup.owner && !link) return <p>{`${setup.owner} is the owner (invited to set a password).`}</p>;
  return (
    <div className="flex flex-col gap-3">
      <StepForm onSubmit={() => invite.mutate(undefined)} error={invite.error ?? signUp.error} busy={invite.isPending || signUp.isPending} submit="Send the invitation">
        <Field label="Owner's name" value={name} onChange={(e) => setName(e.target.value)} error={fieldError(invite.error ?? signUp.error, "name")} />
        <Field label="Owner's e-mail address" type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={fieldError(invite.error ?? signUp.error, "email")} />
      </StepForm>
      <p className="text-sm">Or let the dealer finish the setup: a sign-up link makes them the owner and opens these steps in their site&apos;s console. It works once, for seven days.</p>
      <div>
        <Button variant="outline" disabled={signUp.isPending} onClick={() => signUp.mutate(undefined)}>Make a sign-up link</Button>
      </div>
      {link && (
        <div role="status" className="flex flex-col gap-1 rounded-site border border-border p-3">
          <p>{`Send this link to ${link.email}. It is shown only now, and works until ${new Date(link.expires_at).toLocaleDateString("en-AU")}:`}</p>
          <input readOnly aria-label="Sign-up link" value={link.url} className="min-h-11 rounded-site border border-border bg-bg px-3" onFocus={(e) => e.currentTarget.select()} />
        </div>
      )}
    </div>
  );
}

function LiveStep({ api, setup, onDone }: { api: SetupApi; setup: Setup; onDone: () => void }) {
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const refresh = useSetup(api);
  const live = async () => {
    setBusy(true);
    try {
      await api.goLive();
      await refresh.refetch();
      onDone();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };
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
      <FormError error={error} />
      <div>
        <Button disabled={busy || setup.site.status === "live"} onClick={() => void live()}>Go live</Button>
      </div>
    </div>
  );
}
