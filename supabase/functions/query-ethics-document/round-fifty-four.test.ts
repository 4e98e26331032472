// The fifty-fourth round's general cause, read from the forty-fourth visitor set's misses (a department's quality
// assurance principles), shown here on made-up text: an acronym of letters and digits mixed ('2C2R') is a word of the
// question, not a figure that only breaks ties, and 'What does 2C2R mean?' asks what it stands for; a figure with its
// unit ('16MB') stays a figure.
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { acronymAsked } from './question-kinds.ts';
import { coreTerms, readQuestion } from './search.ts';
import { askAboutText } from './testing/ask-about-text.ts';

describe('an acronym of letters and digits', () => {
  it('is a word of the question, and asked what it means, an acronym asked', () => {
    expect(coreTerms(readQuestion('What does 2C2R mean?')).map((term) => term.key)).toContain('2c2r');
    expect(acronymAsked('What does 2C2R mean?')).toBe('2C2R');
  });

  it('leaves a figure with its unit a figure', () => {
    expect(coreTerms(readQuestion('Which board has 16MB of flash?')).map((term) => term.key)).not.toContain('16mb');
  });
});

const PRINCIPLES = [
  '# Quality principles',
  '',
  '## Test that the product is resilient',
  '',
  'Testing must be part of the product’s contingency, continuity, recovery and resilience (2C2R) approach.',
  '',
  '## Test that the product is secure',
  '',
  'Follow the security testing standard for every release.',
].join('\n');

describe.each(DATABASE_TARGETS)('a mixed acronym asked about, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('answers what it means from the sentence spelling it out', async () => {
    expect(await askAboutText(PRINCIPLES, 'principles.md', 'What does 2C2R mean?')).toContain(
      'contingency, continuity, recovery and resilience (2C2R)',
    );
  });
});
