import { vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import App from '../../../App';

/** Renders the remote as the shell would: inside a router and a query client. */
export function renderSafetyAssistant() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <App />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user, ...view };
}

/** A stand-in for the Supabase client's count query. */
export function countingClient(result: { count: number | null; error: { message: string } | null }) {
  const select = vi.fn(() => Promise.resolve(result));
  return { client: { from: vi.fn(() => ({ select })) }, select };
}
