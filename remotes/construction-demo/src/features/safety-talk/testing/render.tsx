import { renderInShell } from '@meitheal/federation/testing';
import { vi } from 'vitest';
import App from '../../../App';

/** Renders the remote as the shell would: inside a router and a query client. */
export function renderSafetyAssistant() {
  return renderInShell(App);
}

/** A stand-in for the Supabase client's count query. */
export function countingClient(result: { count: number | null; error: { message: string } | null }) {
  const select = vi.fn(() => Promise.resolve(result));
  return { client: { from: vi.fn(() => ({ select })) }, select };
}
