/**
 * An object edited through the form generated from its model's JSON schema (an offer, a
 * location): the draft, the server's errors beside their fields, saved by `send`.
 */
import type { ReactNode } from "react";
import { useFormDraft, type Draft } from "../../api/drafts";
import { SaveBar } from "../../components/FormDraft";
import { SchemaForm } from "../../components/SchemaForm";
import type { JsonSchema } from "../../lib/schema";

type Props<T> = {
  label: string;
  schema: unknown;
  saved: Draft;
  editable: boolean;
  saveLabel: string;
  send: (draft: Draft) => Promise<T>;
  onSaved: (result: T) => void;
  extra?: (draft: Draft, change: (value: unknown) => void) => ReactNode;
  /** What sits beside a top-level field (an image's upload beside its address), by field name. */
  beside?: (draft: Draft, setField: (field: string, value: unknown) => void) => Record<string, ReactNode>;
  sectioned?: boolean;
};

export function SchemaEditor<T>({ label, schema, saved, editable, saveLabel, send, onSaved, extra, beside, sectioned }: Props<T>) {
  const { draft, change, setField, save, errors } = useFormDraft(saved, send, onSaved);
  return (
    <form
      aria-label={label}
      noValidate
      className="rounded-site border border-border p-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <fieldset disabled={!editable} className="flex flex-col gap-3">
        <h2 className="text-xl font-bold">{label}</h2>
        <SchemaForm schema={schema as JsonSchema} value={draft} onChange={change} errors={errors} sectioned={sectioned} beside={beside?.(draft, setField)} />
        {extra?.(draft, change)}
        {editable && <SaveBar save={save} errors={errors} label={saveLabel} />}
      </fieldset>
    </form>
  );
}
