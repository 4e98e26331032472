import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast, toastStore } from '../lib/toast-store';
import { Toaster } from './toaster';

// The Radix part is a lazy chunk; its first transform can be slow on a busy machine.
const LAZY_LOAD = { timeout: 5000 };

describe('<Toaster />', () => {
  beforeEach(() => toastStore.setState({ toasts: [] }));

  it('renders nothing until a toast exists', () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the current toast and announces it politely', async () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Results sent successfully!', description: 'We will reply soon.' }));
    expect(await screen.findByText('Results sent successfully!', {}, LAZY_LOAD)).toBeInTheDocument();
    expect(screen.getByText('We will reply soon.')).toBeInTheDocument();
    expect(document.querySelector('[role="status"][aria-live="polite"]')).not.toBeNull();
  });

  it('announces destructive toasts assertively', async () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Error sending message', variant: 'destructive' }));
    await screen.findByText('Error sending message', {}, LAZY_LOAD);
    expect(document.querySelector('[role="status"][aria-live="assertive"]')).not.toBeNull();
  });

  it('closes the toast from its close button', async () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Closable' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss notification' }, LAZY_LOAD));
    expect(toastStore.getState().toasts[0]?.open).toBe(false);
  });
});
