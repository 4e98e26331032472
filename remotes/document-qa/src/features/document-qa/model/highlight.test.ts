import { describe, expect, it } from 'vitest';
import { highlightSegments } from './highlight';

describe('highlightSegments', () => {
  it('marks whole words and phrases regardless of case, longest first', () => {
    const segments = highlightSegments('A public interest entity rotates its partners; the public is told.', [
      'rotates',
      'public interest entity',
      'public',
      'partners',
      'told',
    ]);
    expect(segments.filter((segment) => segment.highlighted).map((segment) => segment.text)).toEqual([
      'public interest entity',
      'rotates',
      'partners',
      'public',
      'told',
    ]);
    // Whole words only: 'public' does not mark 'publication'.
    expect(highlightSegments('publication', ['public']).some((segment) => segment.highlighted)).toBe(false);
    expect(segments.map((segment) => segment.text).join('')).toBe('A public interest entity rotates its partners; the public is told.');
  });

  it('leaves the text whole when there is nothing to mark', () => {
    expect(highlightSegments('Plain text.', [])).toEqual([{ text: 'Plain text.', highlighted: false }]);
    expect(highlightSegments('Plain text.', ['*'])).toEqual([{ text: 'Plain text.', highlighted: false }]);
  });
});
