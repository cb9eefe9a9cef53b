/**
 * /sign-in?type=&redirect=&back= (spec: finance-signin-locations §2.2): phone one-time-code sign-in
 * on this site. Signed in, the shopper goes on to `redirect` (only ever a path of this site).
 */
import { useNavigate, useSearchParams } from "react-router";
import { Container } from "../../components/ui/Container";
import { Link } from "../../components/ui/Link";
import { NextSteps } from "../../components/site-media/NextSteps";
import { PageBanner } from "../../components/site-media/PageBanner";
import { useDocumentTitle } from "../../lib/document-title";
import { useSite } from "../../lib/site";
import { PhoneVerification } from "../../components/sign-in/PhoneVerification";
import { safeRedirect } from "./lib/gates";

const INTROS: Record<string, string> = {
  watchlist: "Sign in to save cars to your watchlist and hear when their price drops.",
  search: "Sign in to save this search and hear when new cars match it.",
  garage: "Sign in to see your garage: the cars you are buying, saved cars, saved searches and your details.",
  checkout: "Sign in to reserve or buy this car online.",
  finance: "Sign in to continue your finance application.",
  "spin-to-win": "Sign in to enter our prize draw: one entry per person, checked by a code to your mobile.",
  "online-payment": "Sign in to see and pay what you owe, such as the deposit of a car you reserved.",
};

export function SignInPage() {
  const site = useSite();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const type = params.get("type") ?? "";
  const redirect = safeRedirect(params.get("redirect"), "/");
  const back = safeRedirect(params.get("back"), "/");
  useDocumentTitle(`Sign in | ${site.name}`);
  return (
    <>
    <PageBanner pick={0} />
    <Container className="flex max-w-xl flex-col gap-6 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">Sign in</h1>
        <p>{INTROS[type] ?? `Sign in to ${site.name} with your mobile number: we text you a code, no password needed.`}</p>
      </div>
      <PhoneVerification
        submitLabel="Sign In"
        details={{ dealership_slug: site.dealerships[0]?.slug }}
        onVerified={() => navigate(redirect, { replace: true })}
      />
      <NextSteps steps={SIGN_IN_STEPS} />
      <p>
        <Link href={back} className="inline-flex min-h-11 items-center">
          Back
        </Link>
      </p>
    </Container>
    </>
  );
}

const SIGN_IN_STEPS = [
  "We text a 6-digit code to your mobile: no password to remember.",
  "Enter the code here to sign in on this site.",
  "You go straight on to where you were headed, signed in.",
] as const;
