import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('boom');
  return <p>Recovered</p>;
}

describe('ErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders the fallback with the error, and reset renders the children again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = true;
    render(
      <ErrorBoundary
        fallback={({ error, reset }) => (
          <button type="button" onClick={reset}>
            Retry after {(error as Error).message}
          </button>
        )}
      >
        <Fragile />
      </ErrorBoundary>,
    );
    const retry = screen.getByRole('button', { name: 'Retry after boom' });
    shouldThrow = false;
    await userEvent.setup().click(retry);
    expect(screen.getByText('Recovered')).toBeInTheDocument();
  });

  it('reports the failure to onError when given', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = true;
    const onError = vi.fn();
    render(
      <ErrorBoundary onError={onError} fallback={() => <p>Failed</p>}>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), expect.anything());
  });
});
