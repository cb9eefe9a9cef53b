import { FinancePage } from "../../features/finance/FinancePage";

/** /finance and the finance links some dealers use (spec: finance §2.1). */
export function Component() {
  return <FinancePage />;
}
