import { GaragePage } from "../../features/account/GaragePage";
import { SearchHistoryLinks } from "../../features/search/components/SearchHistoryLinks";

/** /my-garage and its brand variants: behind sign-in, on the server and in the router. The garage
 * lists this browser's recent searches with the search feature's list. */
export function Component() {
  return <GaragePage RecentSearches={SearchHistoryLinks} />;
}
