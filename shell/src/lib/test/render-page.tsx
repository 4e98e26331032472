import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { TodayProvider } from '../../features/webinars/TodayProvider';

/** Shows the router's current path, so tests can see where a click navigated to. */
function LocationProbe() {
  const { pathname, hash } = useLocation();
  return <output data-testid="location">{pathname + hash}</output>;
}

interface RenderPageOptions {
  route?: string;
  /** The date of the first render (the build date in production). */
  today?: Date;
}

/** Renders a page the way the shell does: router, query client and today's date around it. */
export function renderPage(ui: ReactElement, { route = '/', today = new Date('2026-11-22T12:00:00Z') }: RenderPageOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <TodayProvider today={today}>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </TodayProvider>
    </QueryClientProvider>,
  );
}
