// The thirty-fourth round's general cause, met in the twenty-eighth set's misses: a figure a charter or a contract writes
// in words ('at least fifty percent of all voting members', 'within fourteen days', 'forty-eight hours', 'thirty
// minutes') not read as a figure, so asked 'how many' or 'how long' the sentence stating it did not lead. Each pattern
// reading a figure in words had its own short list of number words (one had 'fourteen' and no 'forty', another 'forty'
// and no 'fourteen', none 'seventy' or 'eighty'); they now share one list, with every teen and ten, the tens joined to
// a unit ('forty-eight') and hundreds, and a number in words before minutes is a period as one before hours is.
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { NUMBER_IN_WORDS, statesBound, statesLeadTime } from './question-kinds.ts';
import { askAboutText, firstQuote } from './testing/ask-about-text.ts';

describe('a number written in words', () => {
  const whole = new RegExp(String.raw`^${NUMBER_IN_WORDS}$`, 'i');

  it.each(['fourteen', 'fifty', 'seventy', 'eighty', 'forty-eight', 'twenty four', 'one hundred', 'a thousand', 'nineteen'])(
    '%j is one',
    (number) => {
      expect(whole.test(number)).toBe(true);
    },
  );

  it.each(['often', 'tenth', 'someone'])('%j is none', (word) => {
    expect(whole.test(word)).toBe(false);
  });
});

describe('a bound or a lead time stated in words the old lists lacked', () => {
  it('reads a bound of seventy or eighty', () => {
    expect(statesBound('The fund may hold no more than seventy members.', 'upper')).toBe(true);
    expect(statesBound('A quorum is at least eighty voting members.', 'lower')).toBe(true);
  });

  it('reads a period before a thing in teens and tens', () => {
    expect(statesLeadTime('Members must apply seventeen days before the meeting.')).toBe(true);
    expect(statesLeadTime('Either party may end it on a notice of forty days.')).toBe(true);
  });
});

const CHARTER = [
  '# Technical charter',
  '',
  '## 3. Technical Steering Committee',
  '',
  'The voting members of the committee will vote on a one vote per voting member basis, and the members of the committee make decisions by consensus where they can.',
  '',
  'Quorum for committee meetings requires at least fifty percent of all voting members of the committee to be present.',
  '',
  'Decisions by vote at a meeting require a majority of those in attendance.',
  '',
  '## 4. Complaints',
  '',
  'A member who receives a complaint should acknowledge it. The committee will acknowledge every complaint within forty-eight hours of receiving it.',
  '',
  'The chair will circulate the agenda to the members of the committee, and members may join the meeting by phone or by video for up to thirty minutes.',
].join('\n');

describe.each(DATABASE_TARGETS)('a charter stating its figures in words, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('leads with the share of members written in words when asked how many must turn up', async () => {
    const guidance = await askAboutText(
      CHARTER,
      'charter.md',
      "How many of the committee's voting members have to turn up before a meeting can make decisions?",
    );
    expect(guidance).toContain('**fifty percent**');
    expect(firstQuote(guidance)).toContain('fifty percent');
  });

  it('bolds a period of tens joined to a unit as a figure', async () => {
    const guidance = await askAboutText(CHARTER, 'charter.md', 'How quickly will the committee acknowledge a complaint?');
    expect(firstQuote(guidance)).toContain('forty-eight hours');
    expect(guidance).toContain('**forty-eight hours**');
  });
});
