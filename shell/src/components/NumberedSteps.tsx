export interface Step {
  title: string;
  description: string;
}

/** A process shown as an ordered list, so its order is announced as well as seen. */
export function NumberedSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="mx-auto grid max-w-5xl gap-6 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-lg border border-border bg-card p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="mb-4 inline-flex size-10 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
          >
            {index + 1}
          </span>
          <h3 className="text-lg font-semibold text-brand-900">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-muted-foreground">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
