import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useContactEmail } from './use-contact-email';

const backend = vi.hoisted(() => ({ loadRuntimeConfig: vi.fn() }));
vi.mock('@meitheal/backend-client', () => backend);

function Probe() {
  return <p data-testid="email">{useContactEmail()}</p>;
}

describe('useContactEmail', () => {
  afterEach(() => vi.clearAllMocks());

  it('renders the built-in address on the server, without loading the configuration', () => {
    expect(renderToString(<Probe />)).toContain('hello@meitheal.ie');
    expect(backend.loadRuntimeConfig).not.toHaveBeenCalled();
  });

  it("switches to the operator's address once the configuration loads", async () => {
    backend.loadRuntimeConfig.mockResolvedValue({ contactEmail: 'team@example.ie' });
    render(<Probe />);
    expect(screen.getByTestId('email')).toHaveTextContent('hello@meitheal.ie');
    expect(await screen.findByText('team@example.ie')).toBeInTheDocument();
  });

  it('keeps the built-in address when the configuration cannot be loaded', async () => {
    backend.loadRuntimeConfig.mockRejectedValue(new Error('offline'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Probe />);
    await act(async () => {});
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByTestId('email')).toHaveTextContent('hello@meitheal.ie');
    warn.mockRestore();
  });
});
