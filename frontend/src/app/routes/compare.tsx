import { ComparePage } from "../../features/compare/ComparePage";

/** /compare: the cars this browser chose, side by side (spec: vehicle §4). */
export function Component() {
  return <ComparePage />;
}
