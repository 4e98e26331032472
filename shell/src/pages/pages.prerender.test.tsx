// @vitest-environment node
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { TodayProvider } from '../features/webinars/TodayProvider';
import AboutPage from './AboutPage';
import CaseStudiesPage from './CaseStudiesPage';
import FormSubmittedPage from './FormSubmittedPage';
import HomePage from './HomePage';
import ImsConnectStoryPage from './ImsConnectStoryPage';
import NotFoundPage from './NotFoundPage';
import PrivacyPage from './PrivacyPage';
import PilotPage from './services/PilotPage';
import PlanningPage from './services/PlanningPage';
import ProofOfConceptPage from './services/ProofOfConceptPage';
import SuccessStoriesPage from './SuccessStoriesPage';
import WebinarsPage from './WebinarsPage';

// No window or document here, as at build time: a page that reads them while
// rendering fails this test instead of the build.
vi.mock('@meitheal/backend-client', () => {
  throw new Error('The backend client must not load while prerendering.');
});

const pages: [string, ComponentType][] = [
  ['/', HomePage],
  ['/about', AboutPage],
  ['/services/planning', PlanningPage],
  ['/services/proof-of-concept', ProofOfConceptPage],
  ['/services/pilot', PilotPage],
  ['/case-studies', CaseStudiesPage],
  ['/success-stories', SuccessStoriesPage],
  ['/success-stories/ims-connect', ImsConnectStoryPage],
  ['/webinars', WebinarsPage],
  ['/form-submitted', FormSubmittedPage],
  ['/privacy', PrivacyPage],
  ['/no-such-page', NotFoundPage],
];

function prerender(path: string, Page: ComponentType) {
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <TodayProvider today={new Date('2026-11-22T06:00:00Z')}>
        <MemoryRouter initialEntries={[path]}>
          <Page />
        </MemoryRouter>
      </TodayProvider>
    </QueryClientProvider>,
  );
}

describe('prerendering', () => {
  it('runs without a browser environment', () => {
    expect(typeof window).toBe('undefined');
  });

  it.each(pages)('%s renders to the same HTML every time, with one h1', (path, Page) => {
    const html = prerender(path, Page);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(prerender(path, Page)).toBe(html);
  });
});
