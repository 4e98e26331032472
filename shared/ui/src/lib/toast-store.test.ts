import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, toastStore, TOAST_REMOVE_DELAY } from './toast-store';

const toasts = () => toastStore.getState().toasts;

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toastStore.setState({ toasts: [] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives each toast the next id of a sequential counter', () => {
    const first = toast({ title: 'First' });
    const second = toast({ title: 'Second' });
    expect(Number(second.id)).toBe(Number(first.id) + 1);
  });

  it('keeps only one toast: a new one replaces the old', () => {
    toast({ title: 'Old' });
    const latest = toast({ title: 'New', description: 'Details', variant: 'destructive' });
    expect(toasts()).toEqual([{ id: latest.id, title: 'New', description: 'Details', variant: 'destructive', open: true }]);
  });

  it('updates the fields of an existing toast', () => {
    const handle = toast({ title: 'Sending' });
    handle.update({ title: 'Sent', description: 'All done' });
    expect(toasts()[0]).toMatchObject({ id: handle.id, title: 'Sent', description: 'All done', open: true });
  });

  it('closes on dismiss and removes the entry 1,000,000 ms later', () => {
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    const handle = toast({ title: 'Bye' });
    handle.dismiss();
    expect(toasts()).toEqual([expect.objectContaining({ id: handle.id, open: false })]);

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts()).toEqual([]);
  });

  it('dismisses every toast when no id is given', () => {
    toast({ title: 'One' });
    dismissToast();
    expect(toasts().every((entry) => !entry.open)).toBe(true);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(toasts()).toEqual([]);
  });
});
