import { useEffect } from "react";
import { Outlet, ScrollRestoration, isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { LeadDialogHost } from "../../features/leads/components/LeadDialogHost";
import { recordVisit } from "../../features/leads/lib/visits";
import { SiteFrame } from "./SiteFrame";

/** Pages seen and campaign parameters, for the lead's lead_attributes. */
function useVisitLog() {
  const { pathname, search } = useLocation();
  useEffect(() => recordVisit(pathname, search), [pathname, search]);
}

export function RootLayout() {
  useVisitLog();
  return (
    <SiteFrame>
      <LeadDialogHost>
        <Outlet />
      </LeadDialogHost>
      <ScrollRestoration />
    </SiteFrame>
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
