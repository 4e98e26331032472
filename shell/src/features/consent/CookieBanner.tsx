import { Button } from '@meitheal/ui';
import { X } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import { loadStoredConsent, setConsent, useConsentStatus } from './consent-store';

/**
 * Asks once for analytics and advertising consent. It renders only after mount,
 * so prerendered HTML never contains it and a returning visitor never sees it
 * flash. Fixed to the bottom edge so it shifts no content, and deliberately
 * not a dialog: the page stays usable while it is open.
 */
export function CookieBanner() {
  const status = useConsentStatus();
  const titleId = useId();

  useEffect(() => loadStoredConsent(), []);

  if (status !== 'unset') return null;

  return (
    <section
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-border bg-card p-4 pr-12 text-card-foreground shadow-[0_-4px_16px_rgb(15_23_42/0.08)] sm:p-5 sm:pr-14"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 md:flex-row md:items-center md:justify-between md:gap-6">
        <div className="text-sm">
          <p id={titleId} className="font-semibold">
            Cookies on this site
          </p>
          <p className="mt-1 text-muted-foreground">
            We use analytics and advertising cookies to learn which pages help Irish businesses most and to measure our ads. They only
            switch on if you accept. Read our{' '}
            <Link to="/privacy" className="font-medium text-primary underline underline-offset-4">
              privacy policy
            </Link>
            .
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button size="sm" onClick={() => setConsent(true)}>
            Accept
          </Button>
          <Button size="sm" variant="outline" onClick={() => setConsent(false)}>
            Decline
          </Button>
        </div>
      </div>
      <button
        type="button"
        aria-label="Close cookie banner"
        onClick={() => setConsent(false)}
        className="absolute top-2 right-2 inline-flex size-10 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </section>
  );
}
