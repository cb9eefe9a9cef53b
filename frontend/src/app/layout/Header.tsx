import { Container } from "../../components/ui/Container";
import { Link } from "../../components/ui/Link";
import { NavigationMenu } from "../../components/ui/NavigationMenu";
import { telHref } from "../../lib/format";
import { primaryPhone, useSite } from "../../lib/site";
import { ModelsMegaMenu } from "../../features/models/components/ModelsMegaMenu";
import { menuEntries } from "./menu";
import { MobileMenu } from "./MobileMenu";

export function Header() {
  const site = useSite();
  const entries = menuEntries(site.config.presentation.nav ?? [], (close) => <ModelsMegaMenu close={close} />);
  const phone = primaryPhone(site);
  return (
    <header className="relative z-30 border-b border-border bg-(--header-bg) text-(--header-text)">
      <Container className="flex min-h-18 items-center gap-4 py-2">
        <Link href="/" className="mr-auto flex shrink-0 items-center text-xl font-bold no-underline lg:mr-0">
          {site.theme.logo_url ? (
            <img src={site.theme.logo_url} alt={site.name} className="h-10 w-auto max-w-48 object-contain sm:h-12" />
          ) : (
            site.name
          )}
        </Link>
        <NavigationMenu label="Main" entries={entries} className="mx-auto hidden lg:block" />
        {phone && (
          <a href={telHref(phone)} aria-label={`Call us on ${phone}`} className="hidden items-center gap-2 font-semibold whitespace-nowrap no-underline sm:inline-flex">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
              <path fill="currentColor" d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
            </svg>
            {phone}
          </a>
        )}
        <MobileMenu entries={entries} />
      </Container>
    </header>
  );
}
