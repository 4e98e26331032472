import { Button } from '@meitheal/ui';
import { Home } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';

export default function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    // Logged so broken inbound links show up in the browser console and any error monitoring.
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <div className="px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-brand-900">
        <span className="sr-only">404: </span>Page Not Found
      </h1>
      <p className="mx-auto mt-4 max-w-md text-lg text-muted-foreground">
        Sorry, we could not find that page. It may have moved, or the link may be mistyped.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">
          <Home aria-hidden="true" />
          Return to Home
        </Link>
      </Button>
    </div>
  );
}
