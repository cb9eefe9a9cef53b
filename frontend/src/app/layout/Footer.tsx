import { Container } from "../../components/ui/Container";
import { Link } from "../../components/ui/Link";
import { addressLines, telHref } from "../../lib/format";
import { usePageNow } from "../../lib/page-clock";
import { useSite } from "../../lib/site";

export function Footer() {
  const site = useSite();
  const groups = site.config.presentation.footer ?? [];
  const year = usePageNow().getFullYear();
  return (
    <footer className="mt-16 border-t border-border bg-surface text-text">
      <Container className="flex flex-col gap-10 py-12">
        {groups.length > 0 && (
          <nav aria-label="Footer" className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {groups.map((group) => (
              <div key={group.title}>
                <h2 className="mb-3 text-base font-bold">{group.title}</h2>
                <ul className="flex flex-col sm:gap-2">
                  {group.links.map((link) => (
                    <li key={`${link.name}:${link.url}`}>
                      {/* A thumb's target on a phone (44 px tall); a compact list from sm up. */}
                      <Link href={link.url} className="inline-flex min-h-11 items-center underline-offset-2 hover:underline sm:min-h-0">
                        {link.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        )}
        {site.dealerships.length > 0 && (
          <ul className="grid gap-6 border-t border-border pt-8 sm:grid-cols-2 lg:grid-cols-3">
            {site.dealerships.map((dealership) => (
              <li key={dealership.id} className="text-sm">
                <p className="font-semibold">{dealership.name}</p>
                <address className="not-italic text-muted">
                  {addressLines(dealership).map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                  {dealership.phone && (
                    <a
                      href={telHref(dealership.phone)}
                      aria-label={`Call ${dealership.name} on ${dealership.phone}`}
                      className="flex min-h-11 items-center text-text underline-offset-2 hover:underline sm:block sm:min-h-0"
                    >
                      {dealership.phone}
                    </a>
                  )}
                </address>
                {dealership.dealer_licence_number && (
                  <p className="text-muted">Dealer licence {dealership.dealer_licence_number}</p>
                )}
              </li>
            ))}
          </ul>
        )}
        {site.config.presentation.disclaimer && (
          <p className="border-t border-border pt-6 text-sm text-muted" data-testid="site-disclaimer">
            {site.config.presentation.disclaimer}
          </p>
        )}
        <p className="border-t border-border pt-6 text-sm text-muted">
          © {year} {site.name}. All rights reserved.
        </p>
      </Container>
    </footer>
  );
}
