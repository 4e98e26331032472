// Validation of a suggested website: it must parse as an http(s) URL, must
// not already be in the list, and the list holds as many as the function takes.
import { INVALID_URL_MESSAGE, isWebAddress, MAX_SUGGESTED_URLS, MAX_URL_LENGTH } from '../api/contract';

export { MAX_SUGGESTED_URLS };

export type SuggestionCheck = { ok: true; url: string } | { ok: false; title: string; description?: string };

export function checkSuggestedUrl(value: string, existing: readonly string[]): SuggestionCheck {
  const trimmed = value.trim();
  if (!isWebAddress(trimmed) || trimmed.length > MAX_URL_LENGTH) {
    return { ok: false, title: 'Invalid URL', description: INVALID_URL_MESSAGE };
  }
  if (existing.includes(trimmed)) return { ok: false, title: 'URL already suggested' };
  if (existing.length >= MAX_SUGGESTED_URLS) {
    return { ok: false, title: 'Too many suggestions', description: `You can suggest up to ${MAX_SUGGESTED_URLS} websites.` };
  }
  return { ok: true, url: trimmed };
}
