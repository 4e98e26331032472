import { describe, expect, it } from 'vitest';
import { MAX_QUESTION_LENGTH } from '../api/contract';
import { askAbout } from './follow-up';

describe('askAbout', () => {
  it('asks what the document says about a heading', () => {
    expect(askAbout('7.1 Global Unique Identifier (GUID)')).toBe('What does the document say about 7.1 Global Unique Identifier (GUID)?');
    expect(askAbout('  Fees ')).toBe('What does the document say about Fees?');
  });

  it('stays within the question limit for a runaway heading', () => {
    const question = askAbout('word '.repeat(400));
    expect(question.length).toBeLessThanOrEqual(MAX_QUESTION_LENGTH);
    expect(question).toMatch(/^What does the document say about word word .*\?$/);
  });
});
