import { useId, type ReactNode } from 'react';

export interface HowItWorksStep {
  title: string;
  text: ReactNode;
}

interface HowItWorksProps {
  steps: readonly HowItWorksStep[];
  /** Anything the demo adds under the steps, such as tips. */
  children?: ReactNode;
}

/** The numbered How It Works box every demo shows. */
export function HowItWorks({ steps, children }: HowItWorksProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-muted/40 p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        How It Works
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-2">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-sm font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      {children}
    </section>
  );
}
