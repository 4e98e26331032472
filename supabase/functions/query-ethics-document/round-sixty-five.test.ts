// The sixty-fifth round's general causes, shown here on made-up text, read from the fifty-ninth set's misses (a risk
// assessment, a programmer's guide, an incident response process): an item of a list opening on a word that goes on
// from its lead-in ('…should only be used:', '1. by those trained in its use …') is part of that sentence, not a
// fragment cut from another; and a reader's words for a risk assessment's and an incident process's (synonym data): a
// score is a rating, a candle or a blowtorch a naked flame, coming up with a figure is calculating it, and a write-up
// after an incident a post-mortem; and from the sixty-second set's (a service agreement, a security policy): the law
// governing a contract is the law it is construed under, a one-off fee one paid once; and from the sixty-first set's (a
// meeting tool's FAQ): a day or a month written with a capital ('our Monday meeting') is no name the document must hold,
// a call falling apart is crashing, and the people in it are its participants. (The
// Markdown reader's HTML tables and its spans wrapped onto the next line are tested with the reader.)
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { askAboutText, firstQuote } from './testing/ask-about-text.ts';
import { readQuestion } from './search.ts';

const FIRE_NOTICE = [
  '# Fire notice',
  '',
  '## Action in the event of fire',
  '',
  'Raise the alarm at the nearest call point and leave the building by the quickest route.',
  '',
  'Fire extinguishers are kept on every floor but should only be used:',
  '',
  '1. by those trained in their use - staff attend an extinguisher course in their first year and thereafter every two years',
  '2. if the fire is very small',
  '3. after raising the alarm',
].join('\n');

describe.each(DATABASE_TARGETS)('a list item going on from its lead-in, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('is quoted, not dropped as a fragment', async () => {
    const answer = await askAboutText(FIRE_NOTICE, 'notice.md', 'How often should staff do extinguisher training?');
    expect(firstQuote(answer)).toMatch(/thereafter every \W*two years/);
  });
});

const FAQ = [
  '# Meeting FAQ',
  '',
  '## How do I protect a meeting?',
  '',
  'Use a strong room name that no one else is likely to use, and a different one for each meeting.',
  '',
  '## I set a password but it does not work the next time',
  '',
  'Once the meeting ends its password is removed, so set the password again for the next meeting.',
  '',
  '## Recording',
  '',
  'A moderator can record the meeting to a file on their own computer.',
].join('\n');

describe.each(DATABASE_TARGETS)('a day of the week in the question, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('is no name the document must hold', async () => {
    const answer = await askAboutText(FAQ, 'meeting-faq.md', 'We put a password on our Monday meeting. Why can anyone get in?');
    expect(firstQuote(answer)).toContain('Once the meeting ends its password is removed');
  });
});

describe('a reader’s words for a risk assessment’s, an incident process’s, a contract’s and a policy’s', () => {
  it.each([
    ['How is the risk score worked out?', 'rating'],
    ['Can we light a candle on the stand?', 'naked flame'],
    ['Can a team use a blowtorch?', 'naked flame'],
    ['How do they come up with the figure?', 'calculate'],
    ['What goes in the write-up after an outage?', 'post-mortem'],
    ['Which law governs this contract?', 'construed'],
    ['What is the one-off fee?', 'once'],
    ['Calls fall apart when a third person joins', 'crash'],
    ['How many people can join a room?', 'participants'],
  ])('searches %j for %j too', (question, documentWord) => {
    expect(readQuestion(question).terms.some((term) => term.variants.includes(documentWord))).toBe(true);
  });
});
