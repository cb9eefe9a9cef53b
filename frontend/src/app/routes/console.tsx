import { ConsoleApp } from "../../features/console/ConsoleApp";

/** /console/*: the dealer console, outside the shopper's frame and in its own chunk. */
export function Component() {
  return <ConsoleApp />;
}
