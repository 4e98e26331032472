import { Toaster } from '@meitheal/ui';
import type { ReactNode } from 'react';
import { AnalyticsBootstrap } from '../features/analytics';
import { Footer, GetInTouchButton, Navbar } from '../features/chrome';
import { CookieBanner } from '../features/consent';
import { RouteEffects } from './RouteEffects';

interface LayoutProps {
  children: ReactNode;
  showGetInTouch?: boolean;
}

export function Layout({ children, showGetInTouch = false }: LayoutProps) {
  return (
    <>
      <RouteEffects />
      <Navbar />
      <main id="main" tabIndex={-1} className="min-h-[60vh] pt-16 focus:outline-none">
        {children}
      </main>
      <Footer />
      {showGetInTouch && <GetInTouchButton />}
      <CookieBanner />
      <Toaster />
      <AnalyticsBootstrap />
    </>
  );
}
