/** A lender's disclaimer: 197 characters with Show more, animated open and closed (spec: vehicle
 * §4, §9). */
import { ExpandableText } from "../../../components/ui/ExpandableText";
import { collapsed } from "../rules";

export function FinanceDisclaimer({ text }: { text: string }) {
  const short = collapsed(text, false);
  return <ExpandableText text={text} short={short === text ? null : short} className="text-sm" />;
}
