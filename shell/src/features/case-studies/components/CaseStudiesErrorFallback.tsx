import { Button } from '@meitheal/ui';
import { Link } from 'react-router-dom';

/** Shown in place of the Industry Implementations page if it fails to render. */
export function CaseStudiesErrorFallback() {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-brand-900">Something went wrong.</h1>
      <p className="mt-3 text-muted-foreground">This page could not be shown. Please try again from the home page.</p>
      <Button asChild className="mt-6">
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
}
