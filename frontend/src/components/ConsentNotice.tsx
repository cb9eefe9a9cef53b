/** The opt-out notice under a form on sites without a terms checkbox (spec §5): the spec's words,
 * or the consent text of the site or of the dealership in view (spec §2.7). */
import { cn } from "../lib/cn";
import { useSite } from "../lib/site";

/** The spec's words (vehicle §8, finance-signin §5); the server's forms say the same. */
export const OPT_OUT_NOTICE =
  "By submitting this form you agree to receive future communications from us. You can opt out at any time by replying STOP or through the unsubscribe link in our e-mails.";

export function ConsentNotice({ className }: { className?: string }) {
  const text = useSite().config.presentation.consent_text ?? OPT_OUT_NOTICE;
  return (
    <p className={cn("text-sm text-muted", className)} data-testid="consent-notice">
      {text}
    </p>
  );
}
