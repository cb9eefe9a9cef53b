import { useLocation } from "react-router";
import { NotFound } from "../../components/NotFound";
import { ContentPage } from "../../features/content/ContentPage";
import { useContentPage } from "../../features/content/api/queries";

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
