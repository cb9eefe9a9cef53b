/**
 * The dealer console, its own chunk: the shopper's pages never load it. Signed out it
 * is the sign-in panel; signed in, a frame with the sections the user's role allows (the server
 * checks every call; hiding a link is only a courtesy).
 */
import { lazy, Suspense } from "react";
import { NavLink, Route, Routes } from "react-router";
import { Button } from "../../components/ui/Button";
import { Link } from "../../components/ui/Link";
import { cn } from "../../lib/cn";
import { useSite } from "../../lib/site";
import { can, useConsoleMe, type ConsoleMe, type Permission } from "./api/console";
import { useLiveInbox } from "./api/inbox";
import { useSignOut } from "./api/queries";
import { AdFeedsPage } from "./pages/AdFeedsPage";
import { AuditLogPage } from "./pages/AuditLogPage";
import { HandOffPage } from "./pages/HandOffPage";
import { LeadPage } from "./pages/LeadPage";
import { LeadsPage } from "./pages/LeadsPage";
import { ChoosePasswordPage, ForgotPasswordPage } from "./pages/PasswordPages";
import { SecurityPage } from "./pages/SecurityPage";
import { SettingsPage } from "./pages/SettingsPage";
import { SignInPanel } from "./pages/SignInPanel";
import { StockPage } from "./pages/StockPage";
import { UsersPage } from "./pages/UsersPage";

// The charts and their library load only when the dashboard is opened.
const DashboardPage = lazy(() => import("./pages/DashboardPage"));
// Content screens are a dealer's occasional work: their own chunk too.
const ContentPage = lazy(() => import("./pages/content/ContentPage"));

export function ConsoleApp() {
  return (
    <Routes>
      <Route path="password" element={<ChoosePasswordPage />} />
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="hand-off" element={<HandOffPage />} />
      <Route path="*" element={<SignedInConsole />} />
    </Routes>
  );
}

function SignedInConsole() {
  const me = useConsoleMe();
  if (me.isPending) return <p role="status" className="p-6">Loading the console…</p>;
  if (!me.data) return <SignInPanel />;
  if (me.data.totp_setup_needed) {
    return (
      <ConsoleFrame me={me.data}>
        <SecurityPage me={me.data} />
      </ConsoleFrame>
    );
  }
  return (
    <ConsoleFrame me={me.data}>
      <Routes>
        <Route index element={<LeadsPage me={me.data} />} />
        <Route path="leads/:id" element={<LeadPage me={me.data} />} />
        <Route path="stock" element={<Guarded me={me.data} permission="stock:read"><StockPage me={me.data} /></Guarded>} />
        <Route path="feeds" element={<Guarded me={me.data} permission="stock:read"><AdFeedsPage /></Guarded>} />
        <Route path="users" element={<Guarded me={me.data} permission="users:manage"><UsersPage me={me.data} /></Guarded>} />
        <Route path="dashboard" element={<Suspense fallback={<p role="status">Loading the dashboard…</p>}><DashboardPage /></Suspense>} />
        <Route path="content/*" element={<Guarded me={me.data} permission="content:read"><Suspense fallback={<p role="status">Loading…</p>}><ContentPage me={me.data} /></Suspense></Guarded>} />
        <Route path="security" element={<SecurityPage me={me.data} />} />
        <Route path="audit" element={<Guarded me={me.data} permission="audit:read"><AuditLogPage /></Guarded>} />
        <Route path="settings/*" element={<Guarded me={me.data} permission="settings:read"><SettingsPage me={me.data} /></Guarded>} />
        <Route path="*" element={<h1 className="text-2xl font-bold">Page not found</h1>} />
      </Routes>
    </ConsoleFrame>
  );
}

function Guarded({ me, permission, children }: { me: ConsoleMe; permission: Permission; children: React.ReactNode }) {
  if (can(me, permission)) return <>{children}</>;
  return (
    <div className="flex flex-col gap-2" data-testid="no-access">
      <h1 className="text-2xl font-bold">No access</h1>
      <p>Your role does not include this part of the console. Ask an owner of the site if you need it.</p>
    </div>
  );
}

const navLink = ({ isActive }: { isActive: boolean }) =>
  cn("inline-flex min-h-11 items-center gap-2 rounded-site px-3 font-semibold no-underline", isActive ? "bg-primary text-primary-contrast" : "hover:bg-surface");

function ConsoleFrame({ me, children }: { me: ConsoleMe; children: React.ReactNode }) {
  const site = useSite();
  const count = useLiveInbox(can(me, "leads:read") && !me.totp_setup_needed);
  const signOut = useSignOut(me);
  return (
    <div className="min-h-screen bg-bg text-text">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-4 py-2">
          <p className="mr-auto font-bold">{site.name} console</p>
          <nav aria-label="Console" className="flex flex-wrap gap-1">
            <NavLink to="/console" end className={navLink}>
              Leads
              {count.data && count.data.new > 0 && (
                <span className="rounded-full bg-accent px-2 text-sm text-accent-contrast" aria-label={`${count.data.new} new`} data-testid="new-count">
                  {count.data.new}
                </span>
              )}
            </NavLink>
            <NavLink to="/console/dashboard" className={navLink}>Dashboard</NavLink>
            {can(me, "stock:read") && <NavLink to="/console/stock" className={navLink}>Stock</NavLink>}
            {can(me, "stock:read") && <NavLink to="/console/feeds" className={navLink}>Ad feeds</NavLink>}
            {can(me, "content:read") && <NavLink to="/console/content" className={navLink}>Content</NavLink>}
            {can(me, "users:manage") && <NavLink to="/console/users" className={navLink}>Users</NavLink>}
            {can(me, "audit:read") && <NavLink to="/console/audit" className={navLink}>Audit log</NavLink>}
            {can(me, "settings:read") && <NavLink to="/console/settings" className={navLink}>Settings</NavLink>}
          </nav>
          <Link href="/console/security" className="px-2 font-semibold underline">Two-step sign-in</Link>
          <Link href="/" className="px-2 font-semibold underline">View site</Link>
          {me.operator && <span className="rounded-site bg-accent px-2 py-1 text-sm font-semibold text-accent-contrast">Platform operator</span>}
          <Button variant="outline" size="sm" onClick={signOut}>
            Sign out {me.name}
          </Button>
        </div>
      </header>
      <main id="main" className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
        {children}
      </main>
    </div>
  );
}
