/** The bar under a form's draft (api/drafts.ts): the save button, then the outcome: saved, the
 * fields the server refused, or its error. */
import type { UseMutationResult } from "@tanstack/react-query";
import { Button } from "../../../components/ui/Button";
import { FormError } from "./Field";
import type { FieldErrors } from "./SchemaForm";

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
