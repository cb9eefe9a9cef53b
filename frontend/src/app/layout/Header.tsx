import { lazy, Suspense } from "react";
import { Container } from "../../components/ui/Container";
import { Link } from "../../components/ui/Link";
import { NavigationMenu } from "../../components/ui/NavigationMenu";
import { telHref } from "../../lib/format";
import { useLocation } from "react-router";
import { useScopedDealership, useSite } from "../../lib/site";
import { headerPhone } from "./header-phone";
import { menuEntries, useAccountEntry } from "./menu";
import { MobileMenu } from "./MobileMenu";

// The mega-menu (and its tabs) loads when the menu first opens: no page's first screen shows it.
const ModelsMegaMenu = lazy(() => import("../../features/models/components/ModelsMegaMenu").then((m) => ({ default: m.ModelsMegaMenu })));

export function Header() {
  const site = useSite();
  const entries = menuEntries(site.config.presentation.nav ?? [], (close) => (
    <Suspense fallback={<p aria-busy="true">Loading models...</p>}>
      <ModelsMegaMenu close={close} />
    </Suspense>
  ));
  // On a page about one dealership (its car, its location) the header calls it (header-phone.ts).
  const phone = headerPhone(useLocation().pathname, site, useScopedDealership());
  const contactLinks = site.config.presentation.contact_links ?? [];
  return (
    <header className="relative z-30 border-b border-border bg-(--header-bg) text-(--header-text)">
      {/* On a phone the contact links live in the menu: a banner of them took two lines there. */}
      {contactLinks.length > 0 && <ContactBanner links={contactLinks} />}
      <Container className="flex min-h-18 items-center gap-1 py-2 sm:gap-4">
        <Link href="/" className="mr-auto flex min-h-11 min-w-0 shrink items-center text-xl font-bold no-underline lg:mr-0">
          {/* The logo's box is fixed (up to 4:1, left-aligned), not its own width: a logo that
              arrived after the first paint widened the link and wrapped the menu to two rows. */}
          {site.theme.logo_url ? (
            <img src={site.theme.logo_url} alt={site.name} className="h-10 w-40 min-w-0 object-contain object-left sm:h-12 sm:w-48" />
          ) : (
            <span className="truncate">{site.name}</span>
          )}
        </Link>
        <NavigationMenu label="Main" entries={entries} className="mx-auto hidden lg:block" />
        {/* Beside the menu there is room for one short line only: from lg to xl the phone and the
            account link share it one above the other. */}
        <div className="flex shrink-0 items-center gap-1 sm:gap-4 lg:flex-col lg:items-end lg:gap-0 xl:flex-row xl:items-center xl:gap-4">
          {phone && <CallLink phone={phone} />}
          <AccountLink />
        </div>
        <SearchLink href={site.config.search.default_path} />
        <MobileMenu entries={entries} utilityLinks={contactLinks} />
      </Container>
    </header>
  );
}

// A phone's header control: its icon over a one-word label, a 44 px square at least. Its icon takes
// no clicks (pointer-events-none): a click that lands on it goes to the control itself, which
// after-paint.ts holds and makes again if the app has not hydrated yet (it holds HTML elements).
const PHONE_CONTROL =
  "inline-flex min-h-11 min-w-11 shrink-0 flex-col items-center justify-center text-xs leading-tight font-semibold whitespace-nowrap no-underline hover:underline";

const PHONE_ICON = "M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z";

/** The call button: "Call" under its icon on a phone, the number itself from sm up. */
function CallLink({ phone }: { phone: string }) {
  return (
    <a href={telHref(phone)} aria-label={`Call us on ${phone}`} data-testid="header-call" className={`${PHONE_CONTROL} sm:flex-row sm:gap-2 sm:text-base`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="pointer-events-none size-5">
        <path fill="currentColor" d={PHONE_ICON} />
      </svg>
      {/* The phone's one-word label is drawn by CSS: the link's text stays the number itself,
          as its accessible name says. */}
      <span aria-hidden="true" className="before:content-['Call'] sm:hidden" />
      <span className="hidden sm:inline">{phone}</span>
    </a>
  );
}

/** The search button beside Menu where the header has no room for the menu itself. */
function SearchLink({ href }: { href: string }) {
  return (
    <Link href={href} aria-label="Search our stock" data-testid="header-search" className={`${PHONE_CONTROL} lg:hidden`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="pointer-events-none size-5">
        <path fill="currentColor" d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.39A8 8 0 1 1 10 2m0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12" />
      </svg>
      Search
    </Link>
  );
}

/** Sign in or My garage. On a phone its label sits under the icon, so the logo, it and the Menu
 * button keep to one line. From lg it may sit under the phone number: 32px high, still an easy target. */
function AccountLink() {
  const { label, href } = useAccountEntry();
  return (
    <Link
      href={href}
      data-testid="account-link"
      className="inline-flex min-h-11 min-w-11 shrink-0 flex-col items-center justify-center text-xs leading-tight font-semibold whitespace-nowrap no-underline hover:underline sm:flex-row sm:gap-2 sm:text-base lg:min-h-8"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="pointer-events-none size-5">
        <path fill="currentColor" d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9m0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5" />
      </svg>
      {label}
    </Link>
  );
}

/** The banner of contact links above the header (spec §2.7), per dealership like the header. */
function ContactBanner({ links }: { links: { label: string; url: string }[] }) {
  return (
    <nav aria-label="Contact" className="hidden bg-primary text-primary-contrast sm:block" data-testid="contact-banner">
      <Container>
        <ul className="flex flex-nowrap justify-end gap-x-6 overflow-x-auto text-sm font-semibold whitespace-nowrap">
          {links.map((link) => (
            <li key={link.url}>
              <Link href={link.url} className="inline-flex min-h-8 items-center text-inherit no-underline hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  );
}
