/**
 * Opens a lead form in a dialog over the current page (enquiry, test drive ...). The leads
 * feature provides it at the root; without a provider, the buttons stay plain links to the
 * form pages, which is also what a middle-click or a new tab gets.
 */
import { createContext, useContext, type MouseEvent } from "react";

export type DialogLeadKind = "enquiry" | "test_drive" | "photo_request" | "find_similar";
export type LeadCar = { id: number; slug: string; name: string };
export type LeadOpener = (kind: DialogLeadKind, car: LeadCar) => void;

export const LeadOpenerContext = createContext<LeadOpener | null>(null);

export function useLeadOpener(): LeadOpener | null {
  return useContext(LeadOpenerContext);
}

/** A link's click handler that opens the dialog instead, for a plain left click only. */
export function openInDialog(open: LeadOpener | null, kind: DialogLeadKind, car: LeadCar) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!open || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open(kind, car);
  };
}
