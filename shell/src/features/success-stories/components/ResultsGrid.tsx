import type { ResultMetric } from '../../../content/ims-connect-story';

export function ResultsGrid({ results }: { results: readonly ResultMetric[] }) {
  return (
    <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {results.map(({ icon: Icon, label, value }) => (
        <div key={label} className="flex flex-col items-center rounded-lg border border-border bg-card p-6 text-center shadow-sm">
          <dt className="flex flex-col items-center gap-3 text-sm font-medium text-muted-foreground">
            <Icon aria-hidden="true" className="size-8 text-brand-600" />
            {label}
          </dt>
          <dd className="mt-2 text-3xl font-bold text-brand-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
