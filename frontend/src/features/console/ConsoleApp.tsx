/**
 * The dealer console, its own chunk: the shopper's pages never load it. Signed out it
 * is the sign-in panel; signed in, a frame with the sections the user's role allows (the server
 * checks every call; hiding a link is only a courtesy).
 */
import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { lazyNamed } from "../../lib/lazy-named";
import { can, useConsoleMe, type ConsoleMe, type Permission } from "./api/console";
import { ConsoleFrame } from "./components/ConsoleFrame";
import { HandOffPage } from "./pages/HandOffPage";
import { LeadsPage } from "./pages/LeadsPage";
import { ChoosePasswordPage, ForgotPasswordPage } from "./pages/PasswordPages";
import { SecurityPage } from "./pages/SecurityPage";
import { SignInPanel } from "./pages/SignInPanel";
import { SignUpPage } from "./pages/setup/SignUpPage";

// The inbox and sign-in come with the console; each other screen loads when it is first opened
// (the console's first screen stays within the same script budget as the shop's pages).
const LeadPage = lazyNamed(() => import("./pages/LeadPage"), "LeadPage");
const CustomersPage = lazyNamed(() => import("./pages/CustomersPage"), "CustomersPage");
const CustomerPage = lazyNamed(() => import("./pages/CustomerPage"), "CustomerPage");
const CalendarPage = lazyNamed(() => import("./pages/CalendarPage"), "CalendarPage");
const StockPage = lazyNamed(() => import("./pages/StockPage"), "StockPage");
const StockImportPage = lazyNamed(() => import("./pages/StockImportPage"), "StockImportPage");
const AdFeedsPage = lazyNamed(() => import("./pages/AdFeedsPage"), "AdFeedsPage");
const UsersPage = lazyNamed(() => import("./pages/UsersPage"), "UsersPage");
const AuditLogPage = lazyNamed(() => import("./pages/AuditLogPage"), "AuditLogPage");
const SettingsPage = lazyNamed(() => import("./pages/SettingsPage"), "SettingsPage");
// A new site's setup, once per site: its own chunk.
const SetupPage = lazyNamed(() => import("./pages/setup/SetupPage"), "SetupPage");
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
      <Route path="sign-up" element={<SignUpPage />} />
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
      <Suspense fallback={<p role="status">Loading…</p>}>
      <Routes>
        <Route index element={<LeadsPage me={me.data} />} />
        <Route path="leads/:id" element={<LeadPage me={me.data} />} />
        <Route path="customers" element={<Guarded me={me.data} permission="leads:read"><CustomersPage /></Guarded>} />
        <Route path="customers/:id" element={<Guarded me={me.data} permission="leads:read"><CustomerPage /></Guarded>} />
        <Route path="calendar" element={<Guarded me={me.data} permission="leads:read"><CalendarPage me={me.data} /></Guarded>} />
        <Route path="stock" element={<Guarded me={me.data} permission="stock:read"><StockPage me={me.data} /></Guarded>} />
        <Route path="stock/import" element={<Guarded me={me.data} permission="stock:write"><StockImportPage me={me.data} /></Guarded>} />
        <Route path="feeds" element={<Guarded me={me.data} permission="stock:read"><AdFeedsPage /></Guarded>} />
        <Route path="users" element={<Guarded me={me.data} permission="users:manage"><UsersPage me={me.data} /></Guarded>} />
        <Route path="dashboard" element={<Suspense fallback={<p role="status">Loading the dashboard…</p>}><DashboardPage /></Suspense>} />
        <Route path="content/*" element={<Guarded me={me.data} permission="content:read"><Suspense fallback={<p role="status">Loading…</p>}><ContentPage me={me.data} /></Suspense></Guarded>} />
        <Route path="security" element={<SecurityPage me={me.data} />} />
        <Route path="setup" element={<Guarded me={me.data} permission="site:publish"><SetupPage me={me.data} /></Guarded>} />
        <Route path="audit" element={<Guarded me={me.data} permission="audit:read"><AuditLogPage /></Guarded>} />
        <Route path="settings/*" element={<Guarded me={me.data} permission="settings:read"><SettingsPage me={me.data} /></Guarded>} />
        <Route path="*" element={<h1 className="text-2xl font-bold">Page not found</h1>} />
      </Routes>
      </Suspense>
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
