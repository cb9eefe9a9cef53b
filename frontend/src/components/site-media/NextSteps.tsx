/** "What happens next": a page's few steps after the shopper sends it, numbered. */
import { useId } from "react";

export function NextSteps({ steps, title = "What happens next" }: { steps: readonly string[]; title?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-site bg-surface p-5" data-testid="next-steps">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <ol className="flex flex-col gap-3">
        {steps.map((step, i) => (
          <li key={step} className="flex gap-3">
            <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-contrast">
              {i + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
