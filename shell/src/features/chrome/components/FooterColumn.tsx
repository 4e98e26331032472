import { useId, type ReactNode } from 'react';

export const footerLinkClass = 'rounded-sm text-brand-100 underline-offset-4 hover:text-white hover:underline';

/** A titled list of footer links; children are the <li> items. */
export function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <div>
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-white uppercase">
        {title}
      </h2>
      <ul aria-labelledby={headingId} className="mt-4 grid gap-3 text-sm">
        {children}
      </ul>
    </div>
  );
}
