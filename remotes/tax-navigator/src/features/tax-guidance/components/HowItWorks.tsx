import { useId } from 'react';

const steps = [
  { title: 'Ask your question', text: 'Type an Irish tax question in plain words, or pick one of the examples.' },
  { title: 'We search our knowledge base', text: 'Postgres full-text search finds the entries your question is about in a knowledge base we wrote and checked against Revenue, gov.ie and the Oireachtas for 2026.' },
  { title: 'Guidance is composed', text: 'The answer gives the figure or rule first, then the dates and conditions that matter to a small business. No language model, so nothing is made up.' },
  { title: 'Check the sources', text: 'Every answer links to the official pages it rests on and says which tax year it is for. Questions we do not cover get an honest "not covered" and where to look.' },
];

export function HowItWorks() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-muted/40 p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        How It Works
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-2">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
              {index + 1}
            </span>
            <div>
              <h3 className="text-sm font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
