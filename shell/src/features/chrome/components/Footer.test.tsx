import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TodayProvider } from '../../webinars';
import { describe, expect, it, vi } from 'vitest';
import { Footer } from './Footer';

vi.mock('@meitheal/backend-client', () => ({ loadRuntimeConfig: () => new Promise(() => {}) }));

function renderFooter() {
  render(
    <TodayProvider today={new Date()}>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </TodayProvider>,
  );
}

const column = (title: string) => within(screen.getByRole('list', { name: title }));

describe('<Footer />', () => {
  it('lists the services with their footer labels', () => {
    renderFooter();
    const services = column('Services');
    expect(services.getByRole('link', { name: 'AI Strategy Planning' })).toHaveAttribute('href', '/services/planning');
    expect(services.getByRole('link', { name: 'Proof of Concept' })).toHaveAttribute('href', '/services/proof-of-concept');
    expect(services.getByRole('link', { name: 'AI Pilot Implementation' })).toHaveAttribute('href', '/services/pilot');
    expect(services.getByRole('link', { name: 'AI Readiness Assessment' })).toHaveAttribute('href', '/services/assessment');
  });

  it('lists the company pages', () => {
    renderFooter();
    const hrefs = column('Company')
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/about', '/case-studies']);
  });

  it('offers a mail link and a LinkedIn page that opens safely in a new tab', () => {
    renderFooter();
    const contact = column('Contact');
    expect(contact.getByRole('link', { name: 'hello@meitheal.ie' })).toHaveAttribute('href', 'mailto:hello@meitheal.ie');
    const linkedin = contact.getByRole('link', { name: /LinkedIn/ });
    expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/company/meitheal-ai');
    expect(linkedin).toHaveAttribute('target', '_blank');
    expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');
    expect(linkedin).toHaveAccessibleName(/^LinkedIn\s*\(opens in a new tab\)$/);
  });

  it('shows the current year in the copyright line and links to the privacy policy', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-01T12:00:00Z'));
    try {
      renderFooter();
    } finally {
      vi.useRealTimers();
    }
    expect(screen.getByText(/© 2031 Meitheal AI Ltd\. All rights reserved\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('names the company as registered: name, place of registration, number and registered office', () => {
    renderFooter();
    expect(
      screen.getByText(
        /^Meitheal AI Ltd, registered in Ireland, with the Companies Registration Office, company number .+\. Registered office: .+\.$/,
      ),
    ).toBeInTheDocument();
  });
});
