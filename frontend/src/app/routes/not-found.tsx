import { useLocation } from "react-router";
import { ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { ContentPage } from "../../features/content/ContentPage";
import { useContentPage } from "../../features/content/api";
import { useDocumentTitle } from "../../lib/document-title";
import { useSite } from "../../lib/site";

// The shape of a content page's path (the API's own pattern): anything else is not asked for.
const PAGE_PATH = /^(\/[a-z0-9]+(-[a-z0-9]+)*){1,3}$/;

/** Every path no page of the app claims: the site's content page there, or not found. */
export function Component() {
  const { pathname } = useLocation();
  const candidate = PAGE_PATH.test(pathname);
  const page = useContentPage(pathname, candidate);
  if (candidate && page.isPending && page.fetchStatus !== "idle") return <p aria-busy="true" className="sr-only">Loading...</p>;
  if (candidate && page.data) return <ContentPage page={page.data} />;
  return <NotFound />;
}

function NotFound() {
  const site = useSite();
  useDocumentTitle(`Page not found | ${site.name}`);
  return (
    <Container className="flex flex-col items-start gap-4 py-16">
      <h1 className="text-3xl font-bold sm:text-4xl">Page not found</h1>
      <p className="max-w-prose text-lg text-muted">
        Sorry, we couldn’t find the page you were looking for. It may have moved, or the car may have been sold.
      </p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink href="/">Go to the home page</ButtonLink>
        <ButtonLink href={site.config.search.default_path} variant="outline">
          Browse our stock
        </ButtonLink>
      </div>
    </Container>
  );
}
