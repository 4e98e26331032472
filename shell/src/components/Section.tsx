import { cn } from '@meitheal/ui';
import { useId, type ReactNode } from 'react';

interface SectionProps {
  title: string;
  intro?: ReactNode;
  id?: string;
  className?: string;
  children: ReactNode;
}

/** A titled page section (h2), labelled by its heading for landmark navigation. */
export function Section({ title, intro, id, className, children }: SectionProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={cn('px-4 py-16', className)}>
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto mb-10 max-w-3xl text-center">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
            {title}
          </h2>
          {intro && <div className="mt-4 text-lg text-muted-foreground">{intro}</div>}
        </div>
        {children}
      </div>
    </section>
  );
}
