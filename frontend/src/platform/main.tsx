/** The platform operators' console, served at /console on the platform host: its
 * own small entry, apart from the dealer sites' app (no site to load, no site theme). */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "../index.css";
import { PlatformConsole } from "./PlatformConsole";

const container = document.getElementById("root");
if (!container) throw new Error("platform.html has no #root element");
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PlatformConsole />
    </QueryClientProvider>
  </StrictMode>,
);
