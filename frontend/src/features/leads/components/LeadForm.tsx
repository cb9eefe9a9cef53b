/**
 * Every shopper form: the contact fields, the form's own fields, the dealership and location
 * selects where the site needs them, consent (terms checkbox or opt-out notice), the captcha and a
 * honeypot. Validates in the browser with the server's rules, shows the server's 422 messages
 * beside their fields, and goes to /success once the lead is committed.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from "react";
import { useForm, useWatch, type FieldErrors, type Resolver, type UseFormReturn } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { z } from "zod/mini";
import { Button } from "../../../components/ui/Button";
import { cn } from "../../../lib/cn";
import { ApiError, type SitePublic } from "../../../lib/api";
import { useSite } from "../../../lib/site";
import { ConsentNotice } from "../../../components/ConsentNotice";
import { newIdempotencyKey, submitLead, type LeadKind, type LeadOut } from "../../../lib/leads";
import { keepContact, knownContact, profileDetails } from "../../../lib/contact-store";
import { useSession } from "../../../lib/session";
import { SignInStep } from "./SignInStep";
import { comments, compact, contactFields, postcode } from "../lib/fields";
import * as m from "../lib/messages";
import { leadAttributes } from "../../../lib/visits";
import { Captcha } from "../../../components/captcha/Captcha";
import { FormField, type FieldSpec } from "./FormField";
import { TestDriveFields } from "./TestDriveFields";
import { EVENTS, track } from "../../../lib/tracking";

type Shape = Record<string, z.ZodMiniType>;
const CAREER_CATEGORY = "Career Enquiry";

/** One step of a multi-step form: the fields it shows (by name), and anything else it shows. */
export type LeadStep = {
  title: string;
  fields: string[];
  /** Shown under the step's fields; a function reads the values so far (a review step). */
  extra?: ReactNode | ((values: Record<string, unknown>) => ReactNode);
};

export type LeadFormProps = {
  kind: LeadKind;
  /** The form's own fields, after the contact details. */
  fields?: FieldSpec[];
  shape?: Shape;
  /** Sent as they are (car_id, the photo request's hidden text ...). */
  fixed?: Record<string, unknown>;
  defaults?: Record<string, unknown>;
  /** The car decides the dealership; otherwise a select when the site has several. */
  hasCar?: boolean;
  comments?: "required" | "optional" | "hidden";
  commentsLabel?: string;
  submitLabel?: string;
  intro?: ReactNode;
  /** The car's slug: a test drive then offers the location's free times. */
  carSlug?: string;
  /** The car a purchase is about: /success offers its finance and trade-in. */
  purchaseCar?: { id: number; slug: string };
  /** Called once the lead is committed, before going to /success (a dialog closes). */
  onSubmitted?: () => void;
  /** Instead of going to /success: the page shows what comes next (the trade-in's offer). */
  onLead?: (lead: LeadOut, values: Record<string, unknown>) => void;
  /** Fields a form draws itself (the trade-in's car picker), per step. */
  custom?: (form: UseFormReturn<Record<string, unknown>>, step: number) => ReactNode;
  /** In a dialog: the submit button stays at the dialog's foot while the fields scroll. */
  stickySubmit?: boolean;
  /** A multi-step form (spec: vehicle §4): each step is checked before the next; consent, the
   * captcha and the submit button close the last step. */
  steps?: LeadStep[];
};

function dealershipOptions(site: SitePublic) {
  return [{ value: "", label: "Choose a dealership" }, ...site.dealerships.map((d) => ({ value: d.slug, label: d.name }))];
}

export function LeadForm(props: LeadFormProps) {
  const { kind, shape = {}, fixed = {}, defaults = {}, hasCar = false, submitLabel = "Submit", carSlug } = props;
  const slotPicker = kind === "test_drive" && carSlug !== undefined;
  const fields = slotPicker ? [] : (props.fields ?? []);
  const site = useSite();
  const navigate = useNavigate();
  const config = site.config;
  const chooseDealership = !hasCar && site.dealerships.length > 1;
  const chooseLocation = !hasCar && kind === "enquiry" && config.leads.location_select;
  const commentsMode = props.comments ?? (kind === "enquiry" && config.leads.comments_required ? "required" : "optional");
  const termsRequired = config.sign_in.terms_checkbox_required;
  const shopper = useSession().data?.user ?? null;
  // A shopper verified by a texted code has proved more than a proof of work can (the server agrees).
  const captchaOn = config.sign_in.captcha && !shopper;
  // The site takes this form only from a signed-in shopper: the phone code comes first, here.
  const signInFirst = (site.sign_in_kinds ?? []).includes(kind) && !shopper;
  // The purchase this lead belongs to (the links after a reservation carry it).
  const dealToken = useSearchParams()[0].get("deal") ?? undefined;

  const schema = useMemo(() => {
    const base: Shape = {
      ...contactFields,
      postcode: postcode(config.sign_in.postcode_field),
      opt_in: z.boolean(),
      website: z.optional(z.string()),
      ...shape,
    };
    if (commentsMode !== "hidden") base.message = comments(commentsMode === "required");
    if (kind === "enquiry") base.category = z.string().check(z.minLength(1, m.REQUIRED));
    if (chooseDealership) base.dealership_slug = z.string().check(z.minLength(1, "Please choose a dealership."));
    if (chooseLocation) base.location_id = z.string().check(z.minLength(1, "Please choose a location."));
    if (termsRequired) base.terms_conditions = z.literal(true, { message: m.TERMS });
    return z.object(base);
  }, [shape, commentsMode, kind, chooseDealership, chooseLocation, termsRequired, config.sign_in.postcode_field]);

  const form = useForm<Record<string, unknown>>({
    resolver: zodResolver(schema as z.ZodMiniObject<Shape>) as unknown as Resolver<Record<string, unknown>>,
    defaultValues: {
      name: "", last_name: "", email: "", phone: "", postcode: "", message: "",
      category: config.leads.categories[0] ?? "General Enquiry",
      dealership_slug: "", location_id: "", opt_in: true, terms_conditions: false, website: "",
      ...knownContact(shopper), ...defaults,
    }, // prettier-ignore
  });
  // Signed in after the form opened (a gated form's phone-code step): the profile fills every field
  // the shopper has not typed in, over what this browser remembered, so the phone just verified is
  // the form's phone; what was typed stays.
  useEffect(() => {
    for (const [name, value] of Object.entries(profileDetails(shopper))) {
      if (value && !form.getFieldState(name).isDirty) form.setValue(name, value);
    }
  }, [shopper, form]);
  const { register, handleSubmit, formState, setError } = form;
  const errors = formState.errors as FieldErrors<Record<string, unknown>>;
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const [captchaReset, setCaptchaReset] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  // One key per submission attempt: a retry after a lost answer returns the first lead.
  const [key, setKey] = useState(newIdempotencyKey);
  const { steps } = props;
  const [step, setStep] = useState(0);
  const lastStep = !steps || step === steps.length - 1;
  const chosenDealership = useWatch({ control: form.control, name: "dealership_slug" }) as string;

  const locations = site.locations.filter(
    (l) => !chooseDealership || site.dealerships.find((d) => d.slug === chosenDealership)?.id === l.dealership_id,
  );
  const contactSpecs: FieldSpec[] = [
    { name: "name", label: "First name", type: "text", required: true, autoComplete: "given-name" },
    { name: "last_name", label: "Last name", type: "text", autoComplete: "family-name" },
    { name: "email", label: "Email", type: "email", required: true, autoComplete: "email" },
    { name: "phone", label: "Phone", type: "tel", required: true, autoComplete: "tel" },
  ];
  if (config.sign_in.postcode_field) contactSpecs.push({ name: "postcode", label: "Postcode", type: "text", required: true, autoComplete: "postal-code" });
  // A form that needs a contact field the site does not ask for (the prize draw's postcode) names it
  // among its own; where the site asks for it already, it is drawn once, with the contact details.
  const ownFields = fields.filter((f) => !contactSpecs.some((c) => c.name === f.name));
  const routing: FieldSpec[] = [];
  if (kind === "enquiry")
    routing.push({ name: "category", label: "Enquiry type", type: "select", required: true, options: config.leads.categories.map((c) => ({ value: c, label: c })) });
  if (chooseDealership) routing.push({ name: "dealership_slug", label: "Dealership", type: "select", required: true, options: dealershipOptions(site) });
  if (chooseLocation)
    routing.push({ name: "location_id", label: "Location", type: "select", required: true, options: [{ value: "", label: "Choose a location" }, ...locations.map((l) => ({ value: String(l.id), label: l.name }))] });
  const tail: FieldSpec[] = [];
  if (commentsMode !== "hidden") tail.push({ name: "message", label: props.commentsLabel ?? "Comments", type: "textarea", required: commentsMode === "required" });
  tail.push({ name: "opt_in", label: "Keep me up to date with news and offers", type: "checkbox" });
  if (termsRequired) tail.push({ name: "terms_conditions", label: "I agree to the terms of use and the privacy policy", type: "checkbox", required: true });

  const onValid = async (values: Record<string, unknown>) => {
    setFormError(null);
    if (captchaOn && !captcha) {
      setCaptchaError(m.CAPTCHA);
      return;
    }
    const body = compact({
      ...values,
      ...fixed,
      kind,
      location_id: values.location_id ? Number(values.location_id) : undefined,
      terms_conditions: termsRequired ? values.terms_conditions : undefined,
      altcha: captchaOn ? captcha : undefined,
      deal_token: dealToken,
      lead_attributes: leadAttributes(),
    });
    try {
      const lead = await submitLead({ ...body, kind }, key);
      keepContact(values as Record<string, string>);
      setKey(newIdempotencyKey());
      props.onSubmitted?.();
      if (props.onLead) props.onLead(lead, body);
      else navigate("/success", { state: { lead, car: props.purchaseCar } });
    } catch (error) {
      // A solution is spent only by a lead the server took: keep it unless it is what failed.
      if (error instanceof ApiError && error.fieldError("altcha")) {
        setCaptcha(null);
        setCaptchaReset((n) => n + 1);
      }
      if (error instanceof ApiError && error.status === 422 && error.fieldErrors.length) {
        const first = steps?.findIndex((st) => error.fieldErrors.some((e) => st.fields.includes(e.field))) ?? -1;
        if (first >= 0) setStep(first);
        for (const e of error.fieldErrors) {
          if (e.field === "altcha") setCaptchaError(e.message);
          else if (e.field in values || fields.some((f) => f.name === e.field) || (slotPicker && e.field.startsWith("preferred_")) || e.field in shape) setError(e.field, { message: e.message });
          else setFormError(e.message);
        }
        return;
      }
      // spec: vehicle §8 - a wizard shows the response's error; a single form the alert text.
      if (steps) setFormError(error instanceof ApiError ? error.message : m.WIZARD_FAILED);
      else setFormError(m.SUBMIT_FAILED);
    }
  };

  // The last step's submit checks every field: show the first step with a problem.
  const onInvalid = (found: FieldErrors) => {
    const first = steps?.findIndex((st) => st.fields.some((name) => name in found)) ?? -1;
    if (first >= 0 && first !== step) setStep(first);
  };
  const onNext = (event: FormEvent) => {
    event.preventDefault(); // Enter in a field of an early step moves on, it does not submit
    void next();
  };
  const next = async () => {
    if (!steps) return;
    setFormError(null);
    try {
      if (await form.trigger(steps[step]?.fields ?? [])) setStep(step + 1);
    } catch {
      setFormError(m.STEP_FAILED); // a check that broke, not a field the shopper got wrong
    }
  };
  const shown = (spec: FieldSpec) =>
    !steps || steps[step]?.fields.includes(spec.name) || (lastStep && tail.includes(spec) && spec.name !== "message");

  // spec: vehicle §9 - choosing Career Enquiry fires event 51.
  const onCategory = (event: { target: { value: string } }) => {
    if (event.target.value === CAREER_CATEGORY) track(EVENTS.careerEnquiry, typeof fixed.car_id === "number" ? fixed.car_id : null);
  };
  const render = (spec: FieldSpec) => (
    <FormField
      key={spec.name}
      spec={spec}
      registration={register(spec.name, spec.name === "category" ? { onChange: onCategory } : undefined)}
      error={errors[spec.name] as never}
    />
  );

  if (signInFirst) return <SignInStep contact={form.getValues()} />;
  return (
    <form noValidate onSubmit={lastStep ? handleSubmit(onValid, onInvalid) : onNext} className="flex flex-col gap-5" aria-label={submitLabel}>
      {props.intro}
      {steps && (
        <h2 className="text-xl font-bold" aria-live="polite" data-testid="form-step">
          Step {step + 1} of {steps.length}: {steps[step]?.title}
        </h2>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {contactSpecs.filter(shown).map(render)}
        {routing.filter(shown).map(render)}
        {ownFields.filter(shown).map(render)}
        {slotPicker && <TestDriveFields slug={carSlug} form={form} />}
        {props.custom?.(form, step)}
        {tail.filter(shown).map(render)}
      </div>
      {typeof steps?.[step]?.extra === "function" ? steps[step].extra(form.getValues()) : steps?.[step]?.extra}
      {/* Honeypot: hidden from people and assistive technology; bots fill every field. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="lead-website">Leave this empty</label>
        <input id="lead-website" type="text" tabIndex={-1} autoComplete="off" {...register("website")} />
      </div>
      {lastStep && !termsRequired && <ConsentNotice />}
      {lastStep && captchaOn && (
        <Captcha
          resetKey={captchaReset}
          error={captchaError}
          onChange={(payload) => {
            setCaptcha(payload);
            if (payload) setCaptchaError(undefined);
          }}
        />
      )}
      {formError && (
        <p role="alert" className="rounded-site border-2 border-danger p-3 font-semibold text-danger">
          {formError}
        </p>
      )}
      <div className={cn("flex flex-wrap gap-3", props.stickySubmit && "sticky -bottom-4 z-10 -mx-4 -mb-4 border-t border-border bg-bg px-4 py-3 *:grow sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6 sm:*:grow-0")}>
        {steps && step > 0 && (
          <Button variant="outline" size="lg" onClick={() => setStep(step - 1)}>
            Back
          </Button>
        )}
        {lastStep ? (
          // Own keys: React must not turn the clicked Next into this submit button mid-click.
          <Button key="submit" type="submit" size="lg" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? "Sending…" : submitLabel}
          </Button>
        ) : (
          // A submit button, so Enter in a field moves on too (the form's onSubmit is onNext).
          <Button key="next" type="submit" size="lg">
            Next
          </Button>
        )}
      </div>
    </form>
  );
}
