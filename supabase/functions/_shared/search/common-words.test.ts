import { describe, expect, it } from 'vitest';
import { commonWordsCeiling } from './common-words.ts';

describe('commonWordsCeiling', () => {
  it('caps the most common words of English lowest, and leaves words outside the list whole', () => {
    expect(commonWordsCeiling('take')).toBeLessThan(commonWordsCeiling('check'));
    expect(commonWordsCeiling('check')).toBeLessThan(1);
    expect(commonWordsCeiling('depend')).toBe(1);
  });

  it('reads a term of several words by its least common word', () => {
    expect(commonWordsCeiling('take depend')).toBe(1);
  });
});
