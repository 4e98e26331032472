// The thirty-ninth round's general causes, in the code that picks and orders the sentences quoted, met as a visitor
// would on documents nobody here had used:
// - 'What doesn't Backstroke do?' and 'What is not covered?' were searched as the plain questions (negation is a
//   stopword) and quoted what the thing does first: asked a negated question, a sentence saying what is not so ('never',
//   'not', 'excluded') or under a heading that does ('What Backstroke Does Not Do', 'Exclusions') gains
//   (question-kinds.ts asksNegated, statesNegation; compose.ts NEGATION_BONUS);
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { askAboutText, firstQuote } from './testing/ask-about-text.ts';
import { asksNegated, statesNegation } from './question-kinds.ts';

const SYNC_TOOL = [
  '# Backstroke',
  '',
  '## What Backstroke Does',
  '',
  'Backstroke keeps a fork up to date with its upstream repository. It opens a pull request on the fork whenever the upstream changes.',
  '',
  '## What Backstroke Does Not Do',
  '',
  'Backstroke leaves every pull request for a person to merge. Conflicts between the fork and the upstream are left to you.',
  '',
  '## Setting up',
  '',
  'Install the app on the fork and choose the upstream branch to follow.',
].join('\n');

const TRAVEL_POLICY = [
  '# Travel insurance policy',
  '',
  '## Cover',
  '',
  'The policy covers medical treatment abroad and the cost of bringing you home.',
  '',
  '## Exclusions',
  '',
  'Claims arising from dangerous sports are excluded from the cover. Unattended luggage is never covered.',
  '',
  '## Claims',
  '',
  'Send your claim within thirty days of coming home.',
].join('\n');

describe('a negated question and a sentence saying what is not so', () => {
  it('reads the negation in the question, in its words or a contraction', () => {
    expect(asksNegated("What doesn't Backstroke do?")).toBe(true);
    expect(asksNegated('What is not covered?')).toBe(true);
    expect(asksNegated('What does Backstroke do?')).toBe(false);
  });

  it('reads what a sentence or heading leaves out', () => {
    expect(statesNegation('What Backstroke Does Not Do')).toBe(true);
    expect(statesNegation('Claims arising from dangerous sports are excluded.')).toBe(true);
    expect(statesNegation('Exclusions')).toBe(true);
    expect(statesNegation('The policy covers medical treatment abroad.')).toBe(false);
  });
});

describe.each(DATABASE_TARGETS)('a negated question, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('quotes first what the tool does not do, under the heading saying so', async () => {
    const asked = await askAboutText(SYNC_TOOL, 'backstroke.md', "What doesn't Backstroke do?");
    expect(firstQuote(asked)).toContain('leaves every pull request for a person to merge');
  });

  it('still quotes first what it does when asked plainly', async () => {
    const asked = await askAboutText(SYNC_TOOL, 'backstroke.md', 'What does Backstroke do?');
    expect(firstQuote(asked)).toContain('keeps a fork up to date');
  });

  it('quotes the exclusions first when asked what is not covered', async () => {
    const asked = await askAboutText(TRAVEL_POLICY, 'policy.md', 'What is not covered by the policy?');
    expect(firstQuote(asked)).toContain('are excluded from the cover');
  });
});
