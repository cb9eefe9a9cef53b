import { lazy, Suspense } from "react";
import { Container } from "../../components/ui/Container";
import { Link } from "../../components/ui/Link";
import { NavigationMenu } from "../../components/ui/NavigationMenu";
import { telHref } from "../../lib/format";
import { primaryPhone, useScopedDealership, useSite } from "../../lib/site";
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
  // On a page about one dealership (its car, its location) the header calls that dealership.
  const phone = useScopedDealership()?.phone || primaryPhone(site);
  const contactLinks = site.config.presentation.contact_links ?? [];
  return (
    <header className="relative z-30 border-b border-border bg-(--header-bg) text-(--header-text)">
      {contactLinks.length > 0 && <ContactBanner links={contactLinks} />}
      <Container className="flex min-h-18 items-center gap-4 py-2">
        <Link href="/" className="mr-auto flex shrink-0 items-center text-xl font-bold no-underline lg:mr-0">
          {site.theme.logo_url ? (
            <img src={site.theme.logo_url} alt={site.name} className="h-10 w-auto max-w-48 object-contain sm:h-12" />
          ) : (
            site.name
          )}
        </Link>
        <NavigationMenu label="Main" entries={entries} className="mx-auto hidden lg:block" />
        {/* Beside the menu there is room for one short line only: from lg to xl the phone and the
            account link share it one above the other. */}
        <div className="flex items-center gap-4 lg:flex-col lg:items-end lg:gap-0 xl:flex-row xl:items-center xl:gap-4">
          {phone && (
            <a href={telHref(phone)} aria-label={`Call us on ${phone}`} className="hidden items-center gap-2 font-semibold whitespace-nowrap no-underline sm:inline-flex">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
                <path fill="currentColor" d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
              </svg>
              {phone}
            </a>
          )}
          <AccountLink />
        </div>
        <MobileMenu entries={entries} />
      </Container>
    </header>
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
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
        <path fill="currentColor" d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9m0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5" />
      </svg>
      {label}
    </Link>
  );
}

/** The banner of contact links above the header (spec §2.7), per dealership like the header. */
function ContactBanner({ links }: { links: { label: string; url: string }[] }) {
  return (
    <nav aria-label="Contact" className="bg-primary text-primary-contrast" data-testid="contact-banner">
      <Container>
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-1 py-1.5 text-sm font-semibold sm:justify-end">
          {links.map((link) => (
            <li key={link.url}>
              <Link href={link.url} className="text-inherit no-underline hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  );
}
