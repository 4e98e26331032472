import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../lib/test/render-page';
import NotFoundPage from './NotFoundPage';

describe('NotFoundPage', () => {
  it('shows 404 Page Not Found with a way home and logs the attempted path', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPage(<NotFoundPage />, { route: '/services/assesment' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404: Page Not Found');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/services/assesment'));
    warn.mockRestore();
  });
});
