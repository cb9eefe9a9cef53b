/** "Show Me N cars" (spec: vehicle-detail §2, §9): the hit count counts up over 1 s, capped at
 * 1999+. A link to the results, or a button (closing the mobile filters, say). Its accessible name
 * is the final count (the counting digits are hidden from screen readers, which would otherwise
 * hear every step of the animation). */
import { Button, ButtonLink } from "../../../components/ui/Button";
import { useCountUp } from "../hooks/useCountUp";
import { showMeCount, showMeLabel } from "../lib/show-me";

type Props = { total: number; pending?: boolean; className?: string } & (
  | { href: string; onClick?: never }
  | { onClick: () => void; href?: never }
);

export function ShowMeButton({ total, pending = false, className, href, onClick }: Props) {
  const { value, plus } = showMeCount(total);
  const shown = useCountUp(value);
  const label = showMeLabel(value, plus);
  const text = showMeLabel(shown, plus && shown === value);
  const common = { "aria-busy": pending || undefined, variant: "accent", size: "lg", block: true, className } as const;
  const content = (
    <>
      <span aria-hidden="true" className="tabular-nums">
        {text}
      </span>
      <span className="sr-only">{label}</span>
    </>
  );
  return href !== undefined ? (
    <ButtonLink href={href} {...common}>
      {content}
    </ButtonLink>
  ) : (
    <Button onClick={onClick} {...common}>
      {content}
    </Button>
  );
}
