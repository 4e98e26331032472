import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

export type ToastVariant = 'default' | 'destructive';

export interface ToastContent {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastEntry extends ToastContent {
  id: string;
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (changes: Partial<ToastContent>) => void;
}

/** Only one toast at a time, so notices never pile up over the page; a new one replaces the old. */
export const TOAST_LIMIT = 1;
/** A dismissed toast stays in the list this long (ms) before it is removed (shadcn/ui's toast value), so its closing animation is never cut short. */
export const TOAST_REMOVE_DELAY = 1_000_000;

interface ToastState {
  toasts: ToastEntry[];
}

// A vanilla store in the design system, so the shell and every federated
// remote (which share @meitheal/ui as a singleton) feed the same Toaster.
export const toastStore = createStore<ToastState>(() => ({ toasts: [] }));

let counter = 0;
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function nextId(): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return String(counter);
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    toastStore.setState((state) => ({ toasts: state.toasts.filter((entry) => entry.id !== id) }));
  }, TOAST_REMOVE_DELAY);
  removalTimers.set(id, timer);
}

/** Closes one toast, or every toast when no id is given; removal follows after TOAST_REMOVE_DELAY. */
export function dismissToast(id?: string): void {
  const { toasts } = toastStore.getState();
  const closing = toasts.filter((entry) => id === undefined || entry.id === id);
  if (closing.length === 0) return;
  closing.forEach((entry) => scheduleRemoval(entry.id));
  toastStore.setState({
    toasts: toasts.map((entry) => (closing.includes(entry) ? { ...entry, open: false } : entry)),
  });
}

function updateToast(id: string, changes: Partial<ToastContent>): void {
  toastStore.setState((state) => ({
    toasts: state.toasts.map((entry) => (entry.id === id ? { ...entry, ...changes } : entry)),
  }));
}

/** Shows a toast, replacing any toast already on screen. */
export function toast(content: ToastContent): ToastHandle {
  const id = nextId();
  toastStore.setState((state) => ({
    toasts: [{ ...content, id, open: true }, ...state.toasts].slice(0, TOAST_LIMIT),
  }));
  return { id, dismiss: () => dismissToast(id), update: (changes) => updateToast(id, changes) };
}

/** The toasts currently kept, newest first. */
export function useToasts(): ToastEntry[] {
  return useStore(toastStore, (state) => state.toasts);
}
