import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../lib/test/render-page';
import CaseStudiesPage from './CaseStudiesPage';

// The page's content throws while rendering, as a broken data module would.
vi.mock('../features/case-studies/components/CaseStudiesContent', () => ({
  CaseStudiesContent: () => {
    throw new Error('Broken content');
  },
}));

describe('CaseStudiesPage when its content fails', () => {
  it('shows the fallback instead of a blank page', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage(<CaseStudiesPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
