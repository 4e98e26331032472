// Validation of a suggested website (spec section 5): it must parse as an
// http(s) URL and must not already be in the list.

export const MAX_SUGGESTED_URLS = 5;

export type SuggestionCheck =
  | { ok: true; url: string }
  | { ok: false; title: string; description?: string };

export function checkSuggestedUrl(value: string, existing: readonly string[]): SuggestionCheck {
  const trimmed = value.trim();
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, title: 'Invalid URL', description: 'Please enter a valid URL starting with http:// or https://' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, title: 'Invalid URL', description: 'Please enter a valid URL starting with http:// or https://' };
  }
  if (existing.includes(trimmed)) return { ok: false, title: 'URL already suggested' };
  if (existing.length >= MAX_SUGGESTED_URLS) {
    return { ok: false, title: 'Too many suggestions', description: `You can suggest up to ${MAX_SUGGESTED_URLS} websites.` };
  }
  return { ok: true, url: trimmed };
}
