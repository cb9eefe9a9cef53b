/**
 * The phone code a gated form asks for before the details (a site that takes reservations or
 * finance only from signed-in shoppers): verifying signs the shopper in on this site, and the form
 * then opens filled from what the shopper has already told us.
 */
import { PhoneVerification } from "../../../components/sign-in/PhoneVerification";

type Props = { contact: Record<string, unknown> };

function text(value: unknown): string | undefined {
  return typeof value === "string" && value ? value : undefined;
}

export function SignInStep({ contact }: Props) {
  return (
    <section aria-labelledby="sign-in-step" className="flex flex-col gap-3 rounded-site border-2 border-primary p-4" data-testid="sign-in-step">
      <h2 id="sign-in-step" className="text-xl font-bold">
        First, verify your mobile
      </h2>
      <p className="text-muted">We text you a 6-digit code. It signs you in, so your details and this car stay with you in My garage.</p>
      <PhoneVerification
        initialPhone={text(contact.phone) ?? ""}
        details={{ name: text(contact.name), last_name: text(contact.last_name), email: text(contact.email), postcode: text(contact.postcode) }}
        submitLabel="Verify and continue"
        onVerified={() => undefined}
      />
    </section>
  );
}
