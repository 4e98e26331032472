import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { TodayProvider } from '../features/webinars';
import { Layout } from './Layout';

function BrokenPage(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

describe('<Layout />', () => {
  it('keeps the navbar and footer when a page fails, and offers a reload', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <TodayProvider today={new Date()}>
        <MemoryRouter initialEntries={['/about']}>
          <Layout>
            <BrokenPage />
          </Layout>
        </MemoryRouter>
      </TodayProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
