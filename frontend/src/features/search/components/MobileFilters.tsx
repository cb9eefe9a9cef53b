/** Small screens: the filters in a drawer, closed with "Show Me N cars" (the results are already
 * filtered as the shopper goes). */
import { useState, type ReactNode } from "react";
import { Button } from "../../../components/ui/Button";
import { Drawer } from "../../../components/ui/Drawer";
import { ShowMeButton } from "./ShowMeButton";

type Props = { count: number; total: number; pending: boolean; onClear: () => void; children: ReactNode; className?: string };

export function MobileFilters({ count, total, pending, onClear, children, className }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <div className={className}>
      <Button variant="outline" onClick={() => setOpen(true)} aria-haspopup="dialog" className="w-full">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
          <path d="M3 5h14M6 10h8M8 15h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        Filters{count > 0 && ` (${count})`}
      </Button>
      <Drawer
        open={open}
        onOpenChange={setOpen}
        title="Filters"
        footer={
          <div className="flex flex-col gap-2">
            <ShowMeButton total={total} pending={pending} onClick={() => setOpen(false)} />
            {count > 0 && (
              <Button variant="ghost" onClick={onClear}>
                Clear Filters
              </Button>
            )}
          </div>
        }
      >
        {children}
      </Drawer>
    </div>
  );
}
