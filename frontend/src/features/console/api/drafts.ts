/**
 * A form's draft and its save (a settings document, a page, an offer ...): the draft as typed, the
 * save by `send`, and the server's 422 as errors by field path, for a generated form to show beside
 * each field (components/FormDraft.tsx has the bar that shows the outcome).
 */
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../../../lib/api";

export type Draft = Record<string, unknown>;

/** The server's 422 as errors by field path ("config.search.default_path": its message). */
export function errorsByField(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message]));
}

export function useFormDraft<T>(saved: Draft, send: (draft: Draft) => Promise<T>, onSaved?: (result: T) => void) {
  const [draft, setDraft] = useState<Draft>(saved);
  const save = useMutation({ mutationFn: () => send(draft), onSuccess: onSaved });
  const change = (value: unknown) => {
    setDraft(value as Draft);
    if (save.isSuccess) save.reset();
  };
  // One field set from outside the form (an uploaded image's address), keeping what is typed.
  const setField = (field: string, value: unknown) => {
    setDraft((now) => ({ ...now, [field]: value }));
    if (save.isSuccess) save.reset();
  };
  return { draft, change, setField, save, errors: errorsByField(save.error) };
}
