/**
 * Tabs, the WAI-ARIA tabs pattern (tablist, tab, tabpanel; arrow keys, Home and End move between
 * tabs and select the one they reach; only the selected tab is in the Tab order), themed by CSS
 * variables. Our own rather than Radix's: the vehicle page's first screen shows tabs, and Radix's
 * took 10 KB of its 100 KB script budget. Controlled (`value`, `onValueChange`) or not
 * (`defaultValue`).
 */
import { createContext, useContext, useId, useState, type HTMLAttributes, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "../../lib/cn";

type TabsState = { value: string; select: (value: string) => void; idOf: (part: "tab" | "panel", value: string) => string };
const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error("Tabs parts belong inside Tabs");
  return state;
}

type TabsProps = { value?: string; defaultValue?: string; onValueChange?: (value: string) => void; children: ReactNode; className?: string };

export function Tabs({ value: controlled, defaultValue = "", onValueChange, children, className }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const base = useId();
  const value = controlled ?? own;
  const select = (next: string) => {
    if (next === value) return;
    setOwn(next);
    onValueChange?.(next);
  };
  // Values are ours (ids, body types, view names); encoded so any of them makes a valid id.
  const idOf = (part: "tab" | "panel", v: string) => `${base}-${part}-${encodeURIComponent(v).replace(/%/g, "_")}`;
  return (
    <TabsContext value={{ value, select, idOf }}>
      <div className={className}>{children}</div>
    </TabsContext>
  );
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

export function TabsList({ className, children, ...props }: HTMLAttributes<HTMLDivElement>) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (!move || current < 0) return;
    event.preventDefault();
    const next = tabs[move(current, tabs.length)];
    next?.focus();
    next?.click(); // automatic activation: the tab reached is the tab shown
  };
  return (
    <div role="tablist" className={cn("flex flex-wrap gap-1 border-b border-border", className)} onKeyDown={onKeyDown} {...props}>
      {children}
    </div>
  );
}

type PartProps = Omit<HTMLAttributes<HTMLElement>, "id"> & { value: string; children: ReactNode };

export function TabsTrigger({ value, className, children, ...props }: PartProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf("tab", value)}
      aria-selected={selected}
      aria-controls={selected ? tabs.idOf("panel", value) : undefined}
      data-state={selected ? "active" : "inactive"}
      tabIndex={selected ? 0 : -1}
      onClick={() => tabs.select(value)}
      className={cn(
        "-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 border-transparent px-4 font-semibold text-muted",
        "hover:text-text data-[state=active]:border-primary data-[state=active]:text-text",
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}

export function TabsContent({ value, className, children, ...props }: PartProps) {
  const tabs = useTabs();
  if (tabs.value !== value) return null; // as Radix: only the selected panel is mounted
  return (
    <div
      role="tabpanel"
      id={tabs.idOf("panel", value)}
      aria-labelledby={tabs.idOf("tab", value)}
      data-state="active"
      tabIndex={0}
      className={cn("pt-4 focus-visible:outline-offset-4", className)}
      {...props}
    >
      {children}
    </div>
  );
}
