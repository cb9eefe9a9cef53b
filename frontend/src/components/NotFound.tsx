import { useDocumentTitle } from "../lib/document-title";
import { useSite } from "../lib/site";
import { ButtonLink } from "./ui/Button";
import { Container } from "./ui/Container";

/** The app's not-found page (the server has already answered 404 for the address). */
export function NotFound() {
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
