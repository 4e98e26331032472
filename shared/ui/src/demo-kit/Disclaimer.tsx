import { useId, type ReactNode } from 'react';

/** A demo's disclaimer: a small headed section of the demo's own words. */
export function Disclaimer({ heading = 'Disclaimer', children }: { heading?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="text-xs text-muted-foreground">
      <h2 id={headingId} className="font-semibold text-foreground">
        {heading}
      </h2>
      <p className="mt-1">{children}</p>
    </section>
  );
}
