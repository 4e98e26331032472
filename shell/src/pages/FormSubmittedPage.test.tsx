import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../lib/test/render-page';
import FormSubmittedPage from './FormSubmittedPage';

vi.mock('@meitheal/backend-client', () => ({
  loadRuntimeConfig: vi.fn().mockResolvedValue({ contactEmail: 'hello@meitheal.ie' }),
}));
const analytics = vi.hoisted(() => ({ fireConversionOnce: vi.fn(), trackEmailClick: vi.fn(), trackConsultationRequest: vi.fn() }));
vi.mock('../features/analytics', () => analytics);
vi.mock('../features/analytics/conversion', () => analytics);

describe('FormSubmittedPage', () => {
  afterEach(() => vi.clearAllMocks());

  it('thanks the visitor and explains what happens next', () => {
    renderPage(<FormSubmittedPage />, { route: '/form-submitted' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thank You!');
    expect(screen.getByText(/Your message has been sent/)).toHaveTextContent('within 24 hours');
    const steps = screen.getByRole('heading', { level: 2, name: 'What happens next?' }).nextElementSibling as HTMLElement;
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'hello@meitheal.ie' })).toHaveAttribute('href', 'mailto:hello@meitheal.ie');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'View Our Work' })).toHaveAttribute('href', '/case-studies');
  });

  it('fires the conversion once on load', () => {
    renderPage(<FormSubmittedPage />, { route: '/form-submitted' });
    expect(analytics.fireConversionOnce).toHaveBeenCalledOnce();
  });
});
