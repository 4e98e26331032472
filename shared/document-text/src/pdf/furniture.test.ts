import { describe, expect, it } from 'vitest';
import { isPageNumber } from './furniture.ts';

describe('isPageNumber', () => {
  it('reads a page number whatever prints nothing beside it', () => {
    // Apple Pages sets a null glyph in another font beside each page number: '\u00004' is the page number 4.
    expect(isPageNumber('\u00004')).toBe(true);
    expect(isPageNumber('\u200b12\u00ad')).toBe(true);
    expect(isPageNumber('Page 3 of 9')).toBe(true);
  });

  it('leaves a line of text alone', () => {
    expect(isPageNumber('\u00004 volunteers')).toBe(false);
    expect(isPageNumber('Breaks')).toBe(false);
  });
});
