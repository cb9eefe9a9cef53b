import { useState } from "react";
import { SaveSearchButton } from "../../features/account/components/SaveSearchButton";
import { SearchPage } from "../../features/search/components/SearchPage";
import { dealershipOfNames } from "../../lib/site";
import { takeFirstSearch } from "../first-screen";
import type { DealershipScopeOf } from "../page-scope";

/** A search narrowed to one dealership (by its path or its parameters, both in the inlined search's
 * `params`) is presented by it: the server's render too. */
const dealershipScope: DealershipScopeOf = ({ site, first }) =>
  first?.search ? dealershipOfNames(site, new URLSearchParams(first.search.params).getAll("dealership_name")) : null;
export const handle = { dealershipScope };

/** /search/{...}: the vehicle search page (its own chunk), with the account's Save this search. */
export function Component() {
  // Taken once, as the page mounts: a later search on this page asks the server.
  const [first] = useState(takeFirstSearch);
  return <SearchPage first={first} SaveSearch={SaveSearchButton} />;
}
