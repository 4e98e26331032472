// The sixty-seventh round's general causes, read from the sixty-third and sixty-fourth sets' misses (a strategic
// analysis report, a release policy, a privacy guide, a verification standard, a billing FAQ) and shown here on
// made-up text: a version named by its numbers ('Until when is 2.3 supported?') is one term, as the index holds it,
// not two lone digits; a table row the question names by its label leads the rows of its own table, not the sentence
// elsewhere that answers better; a heading that states a figure as a sentence does ('Benchmark: 80% of texts are
// delivered') answers a question asking that figure; and a reader's words for a report's, a guide's and an FAQ's
// (synonym data).
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { readQuestion } from './search.ts';
import { askAboutText, firstQuote } from './testing/ask-about-text.ts';

const POLICY = [
  '# Release policy',
  '',
  '## Current releases',
  '',
  '| Release | Status | End of life |',
  '| --- | --- | --- |',
  '| 3.1 | Active | May 1, 2027 |',
  '| 3.0 | Supported | January 9, 2027 |',
  '| 2.9 | End of life | June 2, 2026 |',
  '',
  '## Upgrade path',
  '',
  'Upgrades are supported between neighbouring releases only. For example, an upgrade from 2.9 to 3.0 is supported, but an upgrade from 2.9 to 3.1 is not.',
].join('\n');

const GUIDE = [
  '# Texting guide',
  '',
  '## Measuring results',
  '',
  '### Benchmark: 80% of texts are successfully delivered',
  '',
  'Some numbers turn out to be unreachable, and some carriers filter messages they do not recognise.',
  '',
  '### Replies',
  '',
  'Expect a handful of replies to each send, most of them questions about the service.',
].join('\n');

describe('a version named by its numbers', () => {
  it('is one term, not two lone digits', () => {
    const keys = readQuestion('Until what date is version 2.3 supported?').terms.map((term) => term.key);
    expect(keys).toContain('2.3');
    expect(keys).not.toContain('3');
  });

  it('is not an amount or a share', () => {
    const keys = readQuestion('Is the fee €1.5 or 2.5% of the total?').terms.map((term) => term.key);
    expect(keys).not.toContain('1.5');
    expect(keys).not.toContain('2.5');
  });
});

describe.each(DATABASE_TARGETS)('rows named by the question, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('lead the rows of their table, not the sentence that answers', async () => {
    const answer = await askAboutText(POLICY, 'policy.md', 'Can I upgrade straight from 2.9 to 3.1, skipping 3.0?');
    expect(firstQuote(answer)).toContain('an upgrade from 2.9 to 3.1 is not');
  });
});

describe.each(DATABASE_TARGETS)('a heading stating a figure, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('answers a question asking that figure', async () => {
    const answer = await askAboutText(GUIDE, 'guide.md', 'Roughly what share of the texts we send should get delivered?');
    expect(firstQuote(answer)).toMatch(/Benchmark: \W*80%\W* of texts are successfully delivered/);
  });
});

describe('a reader’s words for a report’s, a guide’s and an FAQ’s', () => {
  it.each([
    ['Who are we up against?', 'competition'],
    ['Which part of the world buys most?', 'region'],
    ['Which is the biggest market?', 'largest'],
    ['How much does the paid plan cost?', 'premium'],
    ['Can I pay by bank transfer?', 'wire transfer'],
    ['When does my session time out?', 'timeout'],
    ['Can one tick box cover both?', 'checkbox'],
    ['Which checksums should the files carry?', 'hashes'],
    ['Should we ask the regulator to check us over?', 'audit'],
    ['Which certifications should our hosting company have?', 'hosting provider'],
    ['Can people use the app without paying?', 'free'],
    ['How fast is online learning growing?', 'elearning'],
    ['Can I make them erase my details?', 'delete'],
    ['Can I get rid of a category?', 'delete'],
    ['Do papers have to be free to read?', 'open access'],
  ])('searches %j for %j too', (question, documentWord) => {
    expect(readQuestion(question).terms.some((term) => term.variants.includes(documentWord))).toBe(true);
  });
});
