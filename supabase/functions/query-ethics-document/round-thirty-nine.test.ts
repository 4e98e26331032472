// The thirty-ninth round's general causes, in the code that picks and orders the sentences quoted, met as a visitor
// would on documents nobody here had used:
// - 'What doesn't Backstroke do?' and 'What is not covered?' were searched as the plain questions (negation is a
//   stopword) and quoted what the thing does first: asked a negated question, a sentence saying what is not so ('never',
//   'not', 'excluded') or under a heading that does ('What Backstroke Does Not Do', 'Exclusions') gains
//   (question-kinds.ts asksNegated, statesNegation; compose.ts NEGATION_BONUS);
// - 'What is the main finding?' and 'What was the conclusion?' of a paper headed 'III. Results' and 'IV. Summary' were
//   'not covered': asked a paper's or a report's finding as a whole, the opening passages of its conclusion, summary,
//   abstract or results join the candidates, and their opening sentences answer (findings.ts, question-kinds.ts
//   asksForFindings).
// - 'How many induction steps are there?' quoted 'Every new starter goes through three induction steps:' without its
//   steps: asked how many, a lead-in stating the figure answers alone, but when its figure is the count of the items
//   after it, none a figure, the items are what it counts and are quoted with it (compose.ts countsItsItems).
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { askAboutText, firstQuote } from './testing/ask-about-text.ts';
import { asksForFindings, asksNegated, findingsHeadingRank, statesNegation } from './question-kinds.ts';

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

const HARBOUR_PAPER = [
  '# Tidal mixing in small harbours',
  '',
  '## I. Introduction',
  '',
  'Small harbours trap fine sediment behind their walls. We measured how the tide mixes the water in three harbours on the west coast.',
  '',
  '## II. Method',
  '',
  'Loggers recorded salinity and temperature every ten minutes at four depths for six weeks.',
  '',
  '## III. Observations',
  '',
  'The narrow harbours stayed layered through most of each tide.',
  '',
  '## IV. Summary',
  '',
  'A wider harbour mouth lets the tide mix the whole water column. Dredging a narrow mouth should reduce the build-up of sediment.',
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

describe("a question about a paper's findings as a whole", () => {
  it('is read from its main finding, result or conclusion, or from what they found', () => {
    expect(asksForFindings('What is the main finding?')).toBe(true);
    expect(asksForFindings('What did they find?')).toBe(true);
    expect(asksForFindings('What was the conclusion?')).toBe(true);
    expect(asksForFindings('What are the key results of the study?')).toBe(true);
    // The result of one thing named is not the paper's finding.
    expect(asksForFindings('What is the result of calling open() twice?')).toBe(false);
  });

  it('ranks a conclusion or summary above an abstract, the results and a discussion, and other titles not at all', () => {
    expect(findingsHeadingRank('IV. Summary')).toBeGreaterThan(findingsHeadingRank('Abstract'));
    expect(findingsHeadingRank('Abstract')).toBeGreaterThan(findingsHeadingRank('3 Results'));
    expect(findingsHeadingRank('3 Results')).toBeGreaterThan(findingsHeadingRank('Discussion'));
    expect(findingsHeadingRank('5.2 Conclusions')).toBeGreaterThan(0);
    expect(findingsHeadingRank('Search results page')).toBe(0);
  });
});

describe.each(DATABASE_TARGETS)('a paper asked for its main finding, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('quotes its summary, though the question shares no word with it', async () => {
    const asked = await askAboutText(HARBOUR_PAPER, 'harbours.md', 'What is the main finding?');
    expect(asked).not.toMatch(/Not covered/);
    expect(firstQuote(asked)).toContain('A wider harbour mouth lets the tide mix');
  });

  it('quotes its summary when asked what they concluded', async () => {
    const asked = await askAboutText(HARBOUR_PAPER, 'harbours.md', 'What did they conclude?');
    expect(firstQuote(asked)).toContain('A wider harbour mouth lets the tide mix');
  });
});

const STAFF_HANDBOOK = [
  '# Staff handbook',
  '',
  '## Induction',
  '',
  'Every new starter goes through three induction steps:',
  '- meeting the team lead',
  '- setting up the laptop',
  '- reading the security handbook',
  '',
  '## Holidays',
  '',
  'Holidays are booked through the portal at least two weeks ahead.',
].join('\n');

describe.each(DATABASE_TARGETS)('a lead-in counting the items of its list, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('is quoted with all its items when asked how many', async () => {
    const asked = await askAboutText(STAFF_HANDBOOK, 'handbook.md', 'How many induction steps are there?');
    expect(firstQuote(asked)).toContain('three induction steps:');
    for (const step of ['meeting the team lead', 'setting up the laptop', 'reading the security handbook']) expect(asked).toContain(step);
  });
});
