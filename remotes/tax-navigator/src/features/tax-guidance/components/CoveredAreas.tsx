import { useId } from 'react';
import { TAX_KNOWLEDGE_REVIEWED_ON } from '../api/contract';
import { coveredAreas } from '../data/covered-areas';
import { longDate } from '../model/long-date';

export function CoveredAreas() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        What the navigator covers
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Irish tax for the 2026 tax year, for small and medium businesses and their owners. Knowledge last reviewed on{' '}
        <time dateTime={TAX_KNOWLEDGE_REVIEWED_ON}>{longDate(TAX_KNOWLEDGE_REVIEWED_ON)}</time>; figures for later years are added once an
        official source confirms them.
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {coveredAreas.map((area) => (
          <li key={area.title}>
            <h3 className="text-sm font-semibold">{area.title}</h3>
            <p className="text-sm text-muted-foreground">{area.topics}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
