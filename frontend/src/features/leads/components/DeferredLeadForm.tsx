/**
 * The lead form, loaded after the page's first screen: react-hook-form and zod (the form's own
 * fields and rules, `lib/forms.ts`) are a fifth of a page's script budget, and the page's heading
 * and the car it is about draw without them. A skeleton of a form's height holds its place
 * meanwhile, so nothing below it moves.
 */
import { lazy, Suspense, useMemo } from "react";
import { Skeleton } from "../../../components/ui/Skeleton";
import type * as FormsModule from "../lib/forms";
import type { LeadFormProps } from "./LeadForm";

type Forms = typeof FormsModule;
/** The form's own fields and rules, picked from `lib/forms.ts` once it has loaded. Keep it stable
 * (a module-level function, or memoised on what it reads): it runs again when it changes. */
export type FormSpec = (forms: Forms) => Partial<LeadFormProps>;
export type DeferredLeadFormProps = LeadFormProps & { spec?: FormSpec };

const LoadedLeadForm = lazy(async () => {
  const [{ LeadForm }, forms] = await Promise.all([import("./LeadForm"), import("../lib/forms")]);
  function WithSpec({ spec, ...props }: DeferredLeadFormProps) {
    const own = useMemo(() => spec?.(forms), [spec]);
    return <LeadForm {...props} {...own} />;
  }
  return { default: WithSpec };
});

export function LeadForm(props: DeferredLeadFormProps) {
  return (
    <Suspense fallback={<FormSkeleton />}>
      <LoadedLeadForm {...props} />
    </Suspense>
  );
}

function FormSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <p role="status" className="sr-only">
        Loading the form
      </p>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
      <Skeleton className="h-12 w-40" />
    </div>
  );
}
