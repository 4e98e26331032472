// Below the 'not covered' threshold, down to the phrasing one, a question is
// still answered when every word of it the document never uses is a common
// word of English (the reader's own phrasing), and declined when one of them
// is specific ('cryptocurrency'): threshold.ts, decision 0022; on both databases.
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { composeAnswer } from './compose.ts';
import { coreTerms, readQuestion } from './search.ts';
import { passage } from './testing/inline-passages.ts';
import { COVERED_THRESHOLD, coveredThresholdFor, PHRASING_THRESHOLD } from './threshold.ts';
import { askAboutText } from './testing/ask-about-text.ts';

const POLICY = [
  '# Staff Equipment Policy',
  '',
  '## 1. Issue of equipment',
  '',
  'Each new employee receives a laptop and a headset from the service desk on the first morning.',
  '',
  '## 2. Loss or theft',
  '',
  'If a laptop is stolen, the employee reports the theft to the service desk within one hour and to the police the same day.',
  '',
  '## 3. Returns',
  '',
  'Equipment is returned to the service desk on the last working day.',
  '',
  '## 4. Software',
  '',
  'Only software approved by the security team may be installed on a company laptop.',
].join('\n');

// Both cover between a fifth and a quarter of their weight in the theft passage, below COVERED_THRESHOLD.
const PHRASED = 'Laptop nicked at the shops last night while parked, worried sick, boss angry, nobody saw anything, what now?';
const SPECIFIC =
  'Laptop nicked at the shops last night while parked, worried sick, boss angry, nobody saw anything, cryptocurrency gone, what now?';

describe('the threshold for a question', () => {
  const terms = (question: string) => coreTerms(readQuestion(question));

  it('is the phrasing threshold when only common words are absent from the document', () => {
    const asked = terms('Who do I ring after last night?');
    expect(coveredThresholdFor(asked, new Set(asked.filter((term) => term.key !== 'ring').map((term) => term.key)))).toBe(
      PHRASING_THRESHOLD,
    );
  });

  it('is the phrasing threshold when the absent word is a function word a synonym line made a term', () => {
    // 'sorted' is 'sort', a stopword the common-words list leaves out, made a term by the line 'sort' → 'type'.
    const asked = terms('Who is next if my complaint is not sorted?');
    expect(asked.map((term) => term.key)).toContain('sort');
    expect(coveredThresholdFor(asked, new Set(['sort']))).toBe(PHRASING_THRESHOLD);
  });

  it('stays the covered threshold when a specific word is absent', () => {
    const asked = terms('Are cryptocurrency wallets covered?');
    expect(coveredThresholdFor(asked, new Set(['cryptocurr']))).toBe(COVERED_THRESHOLD);
  });
});

describe.each(DATABASE_TARGETS)('a question in a reader’s own phrasing, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));
  const ask = (question: string) => askAboutText(POLICY, 'equipment.md', question);

  it('is answered from the passage it asks about, though it covers less than the threshold', async () => {
    expect(await ask(PHRASED)).toContain('If a laptop is stolen, the employee reports the theft');
  });

  it('is declined when it also names something specific the document never mentions', async () => {
    expect(await ask(SPECIFIC)).toMatch(/^\*\*Not covered\.\*\*/);
  });
});

describe('composing at the phrasing threshold', () => {
  // 'Gardaí' reaches 'law enforcement', the only word of the question the passage holds.
  const question = 'Who gets to decide whether we call in the Gardaí?';
  const terms = coreTerms(readQuestion(question));
  const weights = new Map(terms.map((term) => [term.key, 1]));
  const evidence = passage('Depending on severity, the Chief Executive Officer may elect to contact law enforcement.', {
    coverage: 0.2,
    score: 0.2,
  });

  it('declines at the covered threshold a passage holding one of the words', () => {
    expect(composeAnswer(question, terms, weights, [evidence], 'policy.md').covered).toBe(false);
  });

  it('declines it at the phrasing threshold too: one word of the question is not enough', () => {
    // Tried on 29 November 2026 and withdrawn: one word was enough here, and 'My laptop got nicked at the shops last
    // night' was answered from a course handbook's Zoom tips through 'laptop' alone.
    expect(composeAnswer(question, terms, weights, [evidence], 'policy.md', PHRASING_THRESHOLD).covered).toBe(false);
  });
});
