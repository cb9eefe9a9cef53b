import { useEffect } from "react";
import { Outlet, ScrollRestoration, isRouteErrorResponse, useLocation, useNavigate, useRouteError } from "react-router";
import { ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { LeadDialogHost } from "../../features/leads/components/LeadDialogHost";
import { recordVisit } from "../../features/leads/lib/visits";
import { useSession } from "../../features/account/api/session";
import { gateFor, signInHref } from "../../features/account/lib/gates";
import { useSite } from "../../lib/site";
import { AppLinks } from "../../components/ui/Link";
import { SiteFrame } from "./SiteFrame";

/** Pages seen and campaign parameters, for the lead's lead_attributes. */
function useVisitLog() {
  const { pathname, search } = useLocation();
  useEffect(() => recordVisit(pathname, search), [pathname, search]);
}

type Gate = NonNullable<ReturnType<typeof gateFor>>;

/** A gated page reached inside the app goes to sign-in, as a page load would (server: 303). Only a
 * gated page asks for the session here: every other page hydrates without it. */
function SignInFirst({ gate }: { gate: Gate }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const session = useSession();
  const signedOut = session.isSuccess && !session.data.user;
  useEffect(() => {
    if (signedOut) navigate(signInHref(gate.type, pathname + search), { replace: true });
  }, [gate, signedOut, navigate, pathname, search]);
  return null;
}

export function RootLayout() {
  useVisitLog();
  const site = useSite();
  const gate = gateFor(useLocation().pathname, site.gates ?? []);
  return (
    <AppLinks>
      {gate && <SignInFirst gate={gate} />}
      <SiteFrame>
        <LeadDialogHost>
          <Outlet />
        </LeadDialogHost>
      </SiteFrame>
      {/* Outside the page, which hydrates in a later task: its first render scrolls a fresh page to
          the top, which must happen in hydration's own task (lib/hydration.tsx keeps the shopper's
          place there), not after they have scrolled the server's markup. */}
      <ScrollRestoration />
    </AppLinks>
  );
}

/** Shown while the first page's code loads: the frame is there at once. */
export function LayoutFallback() {
  return <SiteFrame busy />;
}

/** A page that failed to render or load (a stale deployment's missing chunk, say). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <SiteFrame>
      <Container className="flex flex-col items-start gap-4 py-16">
        <h1 className="text-3xl font-bold">Something went wrong</h1>
        <p>Sorry, this page could not be shown. Please reload the page or try again shortly.</p>
        {detail && <p className="text-muted">{detail}</p>}
        <ButtonLink href="/">Go to the home page</ButtonLink>
      </Container>
    </SiteFrame>
  );
}
