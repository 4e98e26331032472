import { act, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TodayProvider } from '../features/webinars/TodayProvider';
import { renderPage } from '../lib/test/render-page';
import WebinarsPage from './WebinarsPage';

vi.mock('@meitheal/backend-client', () => ({
  loadRuntimeConfig: vi.fn().mockResolvedValue({ contactEmail: 'hello@meitheal.ie' }),
}));
vi.mock('../features/analytics', () => ({ trackEmailClick: vi.fn(), trackConsultationRequest: vi.fn() }));

/** Freezes only the clock, so the page's effect reads a known 'now' while promises and timers still run. */
function setNow(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

afterEach(() => vi.useRealTimers());

function featuredSection() {
  return within(screen.getByRole('heading', { level: 2, name: 'Featured Webinar' }).closest('section') as HTMLElement);
}

describe('WebinarsPage', () => {
  it('features the next webinar with its badges, details and presenters', async () => {
    setNow('2025-11-01T12:00:00Z');
    renderPage(<WebinarsPage />, { today: new Date('2025-11-01T12:00:00Z') });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const featured = featuredSection();
    expect(featured.getByText('Live Event')).toBeInTheDocument();
    expect(featured.getByText('Webinar 3')).toBeInTheDocument();
    expect(featured.getByText('Autumn Webinar Series')).toBeInTheDocument();
    expect(featured.getByRole('heading', { name: 'Keep Customers: AI-Powered Support That Scales' })).toBeInTheDocument();
    expect(featured.getByText('Tuesday 25 November 2025')).toBeInTheDocument();
    expect(featured.getByText('1:10 PM – 1:55 PM GMT')).toBeInTheDocument();
    expect(featured.getByText('45 minutes')).toBeInTheDocument();
    expect(featured.getByText('SME Leaders & Decision Makers')).toBeInTheDocument();
    expect(
      within(featured.getByRole('heading', { name: 'What we will cover' }).nextElementSibling as HTMLElement).getAllByRole('listitem'),
    ).toHaveLength(5);
    expect(featured.getByRole('img', { name: 'Declan Moran' })).toHaveTextContent('DM');
    const register = featured.getByRole('link', {
      name: 'Register Now for Keep Customers: AI-Powered Support That Scales (opens in a new tab)',
    });
    expect(register).toHaveAttribute('target', '_blank');
    expect(register.getAttribute('href')).toMatch(/^https:\/\//);
    expect(featured.getByRole('button', { name: /Add to calendar/ })).toBeInTheDocument();
    await act(async () => {});
  });

  it('lists ended webinars as Completed, newest first, with computed weekdays', () => {
    setNow('2026-11-22T12:00:00Z');
    renderPage(<WebinarsPage />);
    const past = within(screen.getByRole('heading', { level: 2, name: 'Past Webinars' }).closest('section') as HTMLElement);
    const cards = past.getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Keep Customers: AI-Powered Support That Scales',
      'Grow Revenue: AI for Sales & Marketing',
      'Launch Faster: AI for Websites & Web Apps',
    ]);
    expect(past.getAllByText('Completed')).toHaveLength(3);
    expect(past.getByText('Tuesday 25 November 2025')).toBeInTheDocument();
    expect(past.getByText('Thursday 23 October 2025')).toBeInTheDocument();
    expect(past.getByText('Tuesday 30 September 2025')).toBeInTheDocument();
  });

  it('says when nothing is scheduled and invites visitors to get notified', () => {
    setNow('2026-11-22T09:00:00Z');
    renderPage(<WebinarsPage />, { today: new Date('2026-11-22T09:00:00Z') });
    const featured = featuredSection();
    expect(featured.getByText('No upcoming webinars are scheduled right now')).toBeInTheDocument();
    expect(featured.getByRole('link', { name: 'Get notified' })).toHaveAttribute(
      'href',
      'mailto:hello@meitheal.ie?subject=Notify%20me%20about%20upcoming%20webinars',
    );
    expect(featured.queryByText('Live Event')).toBeNull();
  });

  it('prerenders from the build date, then follows the visitor clock after hydration', async () => {
    const buildDate = new Date('2025-11-01T12:00:00Z');
    const html = renderToString(
      <TodayProvider today={buildDate}>
        <MemoryRouter>
          <WebinarsPage />
        </MemoryRouter>
      </TodayProvider>,
    );
    expect(html).toContain('Keep Customers: AI-Powered Support That Scales');
    expect(html).toContain('Live Event');

    // A visitor reading the prerendered page after webinar 3 has ended.
    setNow('2025-11-25T13:56:00Z');
    renderPage(<WebinarsPage />, { today: buildDate });
    expect(await screen.findByText('No upcoming webinars are scheduled right now')).toBeInTheDocument();
    expect(screen.getAllByText('Completed')).toHaveLength(3);
  });
});
