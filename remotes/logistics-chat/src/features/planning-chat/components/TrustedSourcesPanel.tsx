import { Card } from '@meitheal/ui';
import { ExternalLink } from 'lucide-react';
import { TRUSTED_CATEGORIES, TRUSTED_SITES } from '../api/contract';

/** The 11 trusted sites in their two categories, each with what it is good for. */
export function TrustedSourcesPanel() {
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-foreground">Information sources</h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Replies draw on our knowledge base, written from these public sources, and read them live when the network allows.
      </p>
      {TRUSTED_CATEGORIES.map((category) => (
        <section key={category} aria-label={category} className="mt-4">
          <h3 className="text-sm font-semibold text-foreground">{category}</h3>
          <ul className="mt-2 space-y-2">
            {TRUSTED_SITES.filter((site) => site.category === category).map((site) => (
              <li key={site.domain} className="text-sm">
                <a
                  href={`https://${site.domain}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {site.domain}
                  <ExternalLink aria-hidden="true" className="size-3" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
                <span className="text-muted-foreground">
                  {' '}
                  – {site.name}: {site.description}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Card>
  );
}
