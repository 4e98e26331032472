import type { ReactNode } from 'react';

interface PageHeroProps {
  /** Short label above the heading, e.g. the service name. */
  eyebrow?: string;
  title: string;
  intro: ReactNode;
  /** Calls to action under the intro. */
  children?: ReactNode;
}

/** The opening band of a page; it holds the page's only h1. */
export function PageHero({ eyebrow, title, intro, children }: PageHeroProps) {
  return (
    <section className="bg-brand-50 px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-4xl text-center">
        {eyebrow && <p className="mb-3 text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl md:text-5xl">{title}</h1>
        <div className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">{intro}</div>
        {children && <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>}
      </div>
    </section>
  );
}
