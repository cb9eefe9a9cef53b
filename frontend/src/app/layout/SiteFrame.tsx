import { Suspense } from "react";
import type { ReactNode } from "react";
import { Header } from "./Header";
import { lazyNamed } from "../../lib/lazy-named";
import { Toaster } from "../../lib/toast";

// Below every page's first screen: its code comes after the first screen's (the server's markup
// shows it already, and its boundary hydrates once the code is there).
const Footer = lazyNamed(() => import("./Footer"), "Footer");

/** Every page's frame: skip link, header, the page as the main landmark, footer. */
export function SiteFrame({ children, busy = false }: { children?: ReactNode; busy?: boolean }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-site bg-primary px-4 py-3 font-semibold text-primary-contrast focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <Suspense>
        <Header />
      </Suspense>
      <main id="main" tabIndex={-1} aria-busy={busy || undefined} className="flex-1 focus:outline-none">
        <Suspense>{children}</Suspense>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      {/* Outside main: a toast is about the page, not part of its content. */}
      <Toaster />
    </div>
  );
}
