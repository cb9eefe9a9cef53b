import { useEffect, type ReactNode } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { LeadDialogHost } from "../../features/leads/components/LeadDialogHost";
import { recordVisit } from "../../lib/visits";
import { useSession } from "../../lib/session";
import { gateFor, signInHref } from "../../features/account/lib/gates";
import { useSite } from "../../lib/site";
import { AppLinks } from "../../components/ui/Link";
import { PageErrorBoundary } from "./PageErrorBoundary";
import { ScrollRestoration } from "./ScrollRestoration";
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
  const { pathname } = useLocation();
  const gate = gateFor(pathname, site.gates ?? []);
  return (
    <AppLinks>
      {gate && <SignInFirst gate={gate} />}
      <SiteFrame>
        <LeadDialogHost>
          <PageErrorBoundary resetKey={pathname} fallback={<PageError />}>
            <Outlet />
          </PageErrorBoundary>
        </LeadDialogHost>
      </SiteFrame>
      <ScrollRestoration />
    </AppLinks>
  );
}

/** A page that failed to render or load (a stale deployment's missing chunk, say). */
function PageError() {
  return (
    <Container className="flex flex-col items-start gap-4 py-16">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p>Sorry, this page could not be shown. Please reload the page or try again shortly.</p>
      <ButtonLink href="/">Go to the home page</ButtonLink>
    </Container>
  );
}

/** A page that stands alone (the console, the printable page), failed: in the site's frame. */
export function StandalonePage({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary
      resetKey={pathname}
      fallback={
        <SiteFrame>
          <PageError />
        </SiteFrame>
      }
    >
      {children}
    </PageErrorBoundary>
  );
}
