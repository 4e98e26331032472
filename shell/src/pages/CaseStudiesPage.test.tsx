import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../lib/test/render-page';
import CaseStudiesPage from './CaseStudiesPage';

vi.mock('@meitheal/backend-client', () => ({
  loadRuntimeConfig: vi.fn().mockResolvedValue({ contactEmail: 'hello@meitheal.ie' }),
}));
vi.mock('../features/analytics', () => ({ trackEmailClick: vi.fn(), trackConsultationRequest: vi.fn() }));

describe('CaseStudiesPage', () => {
  it('lists four live demos with the right links', () => {
    renderPage(<CaseStudiesPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Industry Implementations');
    const cards = within(screen.getByRole('heading', { level: 2, name: 'Try a live demo' }).closest('section') as HTMLElement).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(4);
    for (const card of cards) expect(within(card).getByText('Live Demo')).toBeInTheDocument();
    const links = cards.map((card) => {
      const link = within(card).getByRole('link');
      return [link.textContent?.split(':')[0], link.getAttribute('href')];
    });
    expect(links).toEqual([
      ['View details', '/case-studies/construction'],
      ['View demo', '/case-studies/ethics-rag-demo'],
      ['Strategic Planning', '/case-studies/logistics-planning'],
      ['Try the tax assistant', '/case-studies/tax-navigator'],
    ]);
  });

  it('offers a mail draft to discuss an implementation', () => {
    renderPage(<CaseStudiesPage />);
    expect(screen.getByRole('link', { name: 'Discuss Your Implementation' })).toHaveAttribute(
      'href',
      'mailto:hello@meitheal.ie?subject=Discuss%20an%20AI%20Implementation%20for%20My%20Business',
    );
  });
});
