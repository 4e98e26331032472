// The sixty-sixth round's general causes, read from the sixtieth set's misses (a participant information sheet) and
// shown here on made-up text: a bound stated as an age or a comparison ('over the age of 18', 'older than 16', 'fewer
// than 10') is a bound of its side, and such a passage answers 'What is the minimum age…?' though it never says
// 'minimum'; 'how much data' asks for a size in bytes, written 'GByte' as often as 'GB'; a diameter or a thickness asks
// a length. ('what size' was tried as asking a length or a size in bytes and left out: it cost two answers, a size
// there being as often a box's or the Earth's.) A passage giving an e-mail address answers 'Who do I write to?'
// (contact-details.ts, tested there).
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { measureAsked, statesBound } from './question-kinds.ts';
import { askAboutText, firstQuote } from './testing/ask-about-text.ts';

const STUDY = [
  '# Study information',
  '',
  '## What is the study about?',
  '',
  'We collect short stories from people about noise at work, and what would have made the day easier.',
  '',
  '## Who can take part?',
  '',
  'We invite office workers to take part. To take part you must be over the age of 18 and able to give consent.',
  '',
  '## What happens if I take part?',
  '',
  'You write one story a month, and fill in a short profile with your age and your job.',
].join('\n');

describe('a bound written as an age or a comparison', () => {
  it.each([
    ['Participants must be over the age of 18.', 'lower'],
    ['Drivers must be older than 21.', 'lower'],
    ['Teams of more than 4 people pay the full fee.', 'lower'],
    ['Children under the age of 16 need a parent’s consent.', 'upper'],
    ['Groups of fewer than 10 people book online.', 'upper'],
  ] as const)('%j states a %s bound', (text, side) => {
    expect(statesBound(text, side)).toBe(true);
  });
});

describe('a question asking a diameter or a thickness', () => {
  it('asks for a length', () => {
    expect(measureAsked('What diameter are the mounting holes?')?.test('The holes are 3.175mm across.')).toBe(true);
    expect(measureAsked('How thick is the panel?')?.test('The panel is 12 mm.')).toBe(true);
  });
});

describe('a question asking how much data', () => {
  it('asks for a size in bytes, written GByte too', () => {
    expect(measureAsked('How much data does a relay use a month?')?.test('a minimum of 100 GByte of traffic per month')).toBe(true);
  });
});

describe.each(DATABASE_TARGETS)('a minimum asked of a passage stating a bound in other words, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('is answered by the bound', async () => {
    const answer = await askAboutText(STUDY, 'study.md', 'What is the minimum age to take part?');
    expect(firstQuote(answer)).toContain('over the age of 18');
  });
});
