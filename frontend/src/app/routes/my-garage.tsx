import { GaragePage } from "../../features/account/GaragePage";

/** /my-garage and its brand variants: behind sign-in, on the server and in the router. */
export function Component() {
  return <GaragePage />;
}
