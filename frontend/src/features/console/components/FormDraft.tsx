/**
 * A form's draft and its save: the draft as typed, the server's 422 as errors by field path (for
 * a generated form to show beside each field), and the bar with the save button and the outcome.
 */
import { useMutation, type UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../components/ui/Button";
import { ApiError } from "../../../lib/api";
import { FormError } from "./Field";
import type { FieldErrors } from "./SchemaForm";

export type Draft = Record<string, unknown>;

/** The server's 422 as errors by field path. */
export function errorsByField(error: unknown): FieldErrors {
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
  return { draft, change, save, errors: errorsByField(save.error) };
}

type Save = Pick<UseMutationResult<unknown, Error, void>, "isPending" | "isSuccess" | "error">;

export function SaveBar({ save, errors, label, saved = "Saved: the site shows it now." }: { save: Save; errors: FieldErrors; label: string; saved?: string }) {
  const count = Object.keys(errors).length;
  return (
    <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-border bg-bg py-3">
      <Button type="submit" disabled={save.isPending}>{label}</Button>
      {save.isSuccess && <p role="status">{saved}</p>}
      {count > 0 ? (
        <p role="alert" className="font-semibold text-danger">{`${count === 1 ? "One field needs" : `${count} fields need`} a change: ${Object.keys(errors).join(", ")}.`}</p>
      ) : (
        <FormError error={save.error} />
      )}
    </div>
  );
}
