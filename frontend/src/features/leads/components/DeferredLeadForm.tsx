/**
 * The lead form, loaded after the page's first screen: react-hook-form and zod are a fifth of a
 * page's script budget, and the page's heading and the car it is about draw without them. A
 * skeleton of a form's height holds its place meanwhile, so nothing below it moves.
 */
import { lazy, Suspense } from "react";
import { Skeleton } from "../../../components/ui/Skeleton";
import type { LeadFormProps } from "./LeadForm";

const LoadedLeadForm = lazy(() => import("./LeadForm").then((m) => ({ default: m.LeadForm })));

export function LeadForm(props: LeadFormProps) {
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
