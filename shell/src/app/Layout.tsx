import { Toaster } from '@meitheal/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { AnalyticsBootstrap } from '../features/analytics';
import { Footer, GetInTouchButton, Navbar } from '../features/chrome';
import { CookieBanner } from '../features/consent';
import { PageLoadError } from './PageLoadError';
import { RouteEffects } from './RouteEffects';

interface LayoutProps {
  children: ReactNode;
  showGetInTouch?: boolean;
}

export function Layout({ children, showGetInTouch = false }: LayoutProps) {
  const { pathname } = useLocation();
  return (
    <>
      <RouteEffects />
      <Navbar />
      <main id="main" tabIndex={-1} className="min-h-[60vh] pt-16 focus:outline-none">
        {/* A page that fails (a chunk gone after a deploy, say) costs only the page, not the chrome. */}
        <ErrorBoundary key={pathname} fallback={() => <PageLoadError />}>
          {children}
        </ErrorBoundary>
      </main>
      <Footer />
      {showGetInTouch && <GetInTouchButton />}
      <CookieBanner />
      <ErrorBoundary fallback={() => null}>
        <Toaster />
      </ErrorBoundary>
      <AnalyticsBootstrap />
    </>
  );
}
