import { SearchPage } from "../../features/search/components/SearchPage";

/** /search/{...}: the vehicle search page (its own chunk). */
export function Component() {
  return <SearchPage />;
}
