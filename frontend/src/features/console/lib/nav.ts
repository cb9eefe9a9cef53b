/** The console's sections, in the navigation's order: one entry each, shown to a user whose role
 * has its permission (the server checks every call; hiding a link is only a courtesy). A new
 * section is one line here; the frame lays the list out on one row at desktop widths and in a
 * menu on the phone. */
import type { Permission } from "../api/console";

export type NavEntry = {
  to: string;
  label: string;
  /** None: every signed-in user. */
  permission?: Permission;
  /** Active only on this exact path (the console's home). */
  end?: boolean;
  /** Shows the live count of new leads. */
  newLeads?: boolean;
};

export const CONSOLE_NAV: readonly NavEntry[] = [
  { to: "/console", label: "Leads", end: true, newLeads: true },
  { to: "/console/customers", label: "Customers", permission: "leads:read" },
  { to: "/console/calendar", label: "Calendar", permission: "leads:read" },
  { to: "/console/dashboard", label: "Dashboard" },
  { to: "/console/stock", label: "Stock", permission: "stock:read", end: true },
  { to: "/console/stock/import", label: "Import", permission: "stock:write" },
  { to: "/console/feeds", label: "Ad feeds", permission: "stock:read" },
  { to: "/console/content", label: "Content", permission: "content:read" },
  { to: "/console/users", label: "Users", permission: "users:manage" },
  { to: "/console/audit", label: "Audit log", permission: "audit:read" },
  { to: "/console/settings", label: "Settings", permission: "settings:read" },
];
