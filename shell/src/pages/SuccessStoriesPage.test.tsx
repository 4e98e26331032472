import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../lib/test/render-page';
import SuccessStoriesPage from './SuccessStoriesPage';

vi.mock('@meitheal/backend-client', () => ({
  loadRuntimeConfig: vi.fn().mockResolvedValue({ contactEmail: 'hello@meitheal.ie' }),
}));
vi.mock('../features/analytics', () => ({
  trackEmailClick: vi.fn(),
  trackConsultationRequest: vi.fn(),
  trackAiReadinessClick: vi.fn(),
  trackLinkFollow: vi.fn(),
}));

describe('SuccessStoriesPage', () => {
  it('shows the featured testimonial with an initials avatar and a link to the full story', () => {
    const { container } = renderPage(<SuccessStoriesPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Aoife Brennan' })).toHaveTextContent(/^AB$/);
    expect(screen.getByText('Managing Director')).toBeInTheDocument();
    const company = screen.getByRole('link', { name: 'IMS Connect website (opens in a new tab)' });
    expect(company).toHaveAttribute('target', '_blank');
    expect(company).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /Read full story/ })).toHaveAttribute('href', '/success-stories/ims-connect');
  });

  it('lists three Coming Soon cards with their sector headings and icons', () => {
    renderPage(<SuccessStoriesPage />);
    const grid = screen.getByRole('list', { name: 'Success stories' });
    const placeholders = within(grid).getAllByText('Coming Soon');
    expect(placeholders).toHaveLength(3);
    const cards = placeholders.map((badge) => badge.parentElement as HTMLElement);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Manufacturing', 'Healthcare', 'Retail']);
    expect(cards.map((card) => card.querySelector('svg[data-icon]')?.getAttribute('data-icon'))).toEqual([
      'building',
      'users',
      'lightbulb',
    ]);
  });

  it('closes with Start Your Journey and the readiness assessment', () => {
    renderPage(<SuccessStoriesPage />);
    expect(screen.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute(
      'href',
      'mailto:hello@meitheal.ie?subject=Discuss%20a%20Success%20Story%20for%20My%20Business',
    );
    expect(screen.getByRole('link', { name: 'Assess Your AI Readiness' })).toHaveAttribute('href', '/ai-readiness');
  });
});
