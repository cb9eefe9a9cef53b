/**
 * Toasts (spec: vehicle §4, §9): one at a time, each for 3000 ms, read out by screen readers.
 * A new toast replaces the one showing.
 */
import { useSyncExternalStore } from "react";

export const TOAST_MS = 3000;
type Toast = { id: number; title: string; body?: string; action?: { label: string; href: string } };

let current: Toast | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let nextId = 1;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export function showToast(title: string, body?: string, action?: Toast["action"]): void {
  clearTimeout(timer);
  current = { id: nextId++, title, body, action };
  notify();
  timer = setTimeout(() => {
    current = null;
    notify();
  }, TOAST_MS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster() {
  const toast = useSyncExternalStore(subscribe, () => current, () => null);
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4">
      {toast && (
        <div key={toast.id} className="pointer-events-auto flex max-w-md items-center gap-4 rounded-site bg-text px-4 py-3 text-bg shadow-lg" data-testid="toast">
          <div>
            <p className="font-bold">{toast.title}</p>
            {toast.body && <p className="text-sm">{toast.body}</p>}
          </div>
          {toast.action && (
            <a href={toast.action.href} className="font-semibold whitespace-nowrap text-bg underline">
              {toast.action.label}
            </a>
          )}
        </div>
      )}
    </div>
  );
}
