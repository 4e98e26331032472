import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const backend = vi.hoisted(() => ({ loadRuntimeConfig: vi.fn() }));
vi.mock('@meitheal/backend-client', () => backend);
const mailto = vi.hoisted(() => ({ openMailDraft: vi.fn() }));
vi.mock('../../lib/mailto', async (importOriginal) => ({ ...(await importOriginal<object>()), ...mailto }));

// The address is page-wide state, so every test starts from a fresh module.
async function freshModules() {
  vi.resetModules();
  const { useContactEmail } = await import('./use-contact-email');
  const { ContactMailLink } = await import('./ContactMailLink');
  function Probe() {
    return <p data-testid="email">{useContactEmail()}</p>;
  }
  return { Probe, ContactMailLink };
}

beforeEach(() => {
  backend.loadRuntimeConfig.mockResolvedValue({ contactEmail: 'team@example.ie' });
});
afterEach(() => vi.clearAllMocks());

describe('useContactEmail', () => {
  it('renders the built-in address on the server, without loading the configuration', async () => {
    const { Probe } = await freshModules();
    expect(renderToString(<Probe />)).toContain('hello@meitheal.ie');
    expect(backend.loadRuntimeConfig).not.toHaveBeenCalled();
  });

  it('loads nothing until the visitor engages with the page', async () => {
    const { Probe } = await freshModules();
    render(<Probe />);
    await act(async () => {});
    expect(backend.loadRuntimeConfig).not.toHaveBeenCalled();
    expect(screen.getByTestId('email')).toHaveTextContent('hello@meitheal.ie');
  });

  it.each(['scroll', 'pointerdown', 'keydown', 'touchstart'])("switches to the operator's address after the first %s", async (type) => {
    const { Probe } = await freshModules();
    render(<Probe />);
    fireEvent(window, new Event(type));
    expect(await screen.findByText('team@example.ie')).toBeInTheDocument();
    fireEvent(window, new Event(type));
    expect(backend.loadRuntimeConfig).toHaveBeenCalledOnce();
  });

  it('keeps the built-in address when the configuration cannot be loaded', async () => {
    backend.loadRuntimeConfig.mockRejectedValue(new Error('offline'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { Probe } = await freshModules();
    render(<Probe />);
    fireEvent.scroll(window);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByTestId('email')).toHaveTextContent('hello@meitheal.ie');
    warn.mockRestore();
  });
});

describe('<ContactMailLink />', () => {
  it("drafts to the operator's address even when clicked before the configuration arrived", async () => {
    const { ContactMailLink } = await freshModules();
    render(<ContactMailLink subject="Hello there">Write to us</ContactMailLink>);
    const link = screen.getByRole('link', { name: 'Write to us' });
    expect(link).toHaveAttribute('href', 'mailto:hello@meitheal.ie?subject=Hello%20there');

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(mailto.openMailDraft).toHaveBeenCalledWith('mailto:team@example.ie?subject=Hello%20there'));
  });

  it('leaves a click after the configuration arrived to the browser', async () => {
    const { ContactMailLink } = await freshModules();
    render(<ContactMailLink>Write to us</ContactMailLink>);
    fireEvent.scroll(window);
    const link = await screen.findByRole('link', { name: 'Write to us' });
    await vi.waitFor(() => expect(link).toHaveAttribute('href', 'mailto:team@example.ie'));

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.addEventListener('click', (event) => {
      // jsdom cannot follow a mailto: link; record what the browser would have been left to do.
      expect(event.defaultPrevented).toBe(false);
      event.preventDefault();
    });
    fireEvent(link, click);
    expect(mailto.openMailDraft).not.toHaveBeenCalled();
  });
});
