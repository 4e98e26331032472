// 'How many …?' questions: what they count, the text stating a number of it,
// and the passages doing so joining the candidates when the search found none.
import { beforeAll, describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import processHandler from '../process-ethics-document/handler.ts';
import { countedThing, statesCount, withCountPassages } from './counted.ts';
import type { ScoredPassage } from './retrieval.ts';
import { coreTerms, readQuestion } from './search.ts';
import { callHandler } from './testing/call.ts';
import { COVERED_THRESHOLD } from './threshold.ts';

const counted = (question: string) => countedThing(question, coreTerms(readQuestion(question)));

describe('what a question counts', () => {
  it('is the noun after "how many", with its synonyms', () => {
    expect(counted('How many packages did it ship with?')).toEqual(new Set(['packag']));
    expect(counted('How many stages is the effort split into?')).toEqual(new Set(['stage', 'phase', 'step']));
    expect(counted('How long is the term?')).toBeUndefined();
  });

  it('is stated by a number, in digits or words, before it', () => {
    const stages = counted('How many stages is the effort split into?')!;
    expect(statesCount('The initiative will be implemented in four phases:', stages)).toBe(true);
    expect(statesCount('It runs 3 build steps.', stages)).toBe(true);
    expect(statesCount('Each phase ends with a review.', stages)).toBe(false);
  });

  it("counts the people of a team or a body by its members ('3-7 team members')", () => {
    const people = counted('How many people should sit on the team?')!;
    expect(statesCount('For larger projects, select 3-7 team members with experience in security.', people)).toBe(true);
  });
});

describe('passages stating the count', () => {
  const database = useFunctionDatabase();
  beforeAll(() => {
    process.env.RATE_LIMITS = 'off';
  });

  const PLAN = [
    '# Purpose',
    '',
    'Will this modernization split out functionality into shared services?',
    '',
    '# Requirements',
    '',
    'The modernization initiative will be implemented in four phases: roadmaps, prioritization, profiles and execution.',
    '',
    '# Costs',
    '',
    'The modernization costs are reported in 2 budget submissions a year.',
  ].join('\n');

  it('join the candidates as strong as the best when none of them states it, and not otherwise', async () => {
    const upload = await callHandler(processHandler, 'process-ethics-document', { documentText: PLAN, fileName: 'plan.txt' });
    const documentId = upload.body.documentId as string;
    const question = 'How many stages is the modernization effort split into?';
    const query = readQuestion(question);
    const stages = countedThing(question, coreTerms(query))!;
    const best: ScoredPassage = {
      position: 0,
      sectionRef: 'Purpose',
      heading: 'Purpose',
      content: 'Will this modernization split out functionality into shared services?',
      score: 0.8,
      coverage: 0.5,
      matchedTerms: ['split'],
    };
    const joined = await withCountPassages(database().db, documentId, [best], stages, query, new Map());
    expect(joined.map((passage) => [passage.content.slice(0, 40), passage.score, passage.coverage])).toEqual([
      ['Will this modernization split out functi', 0.8, 0.5],
      ['The modernization initiative will be imp', 0.8, 0.5],
    ]);
    // The search found one already: nothing joins.
    const counting = { ...best, content: 'The plan has three stages.' };
    expect(await withCountPassages(database().db, documentId, [counting], stages, query, new Map())).toEqual([counting]);
    // Found only below the threshold (it holds the counted word and little else), it is kept as covered as an answer must be.
    const uncovered = { ...best, coverage: 0.2 };
    const weak = { ...counting, position: 3, score: 0.2, coverage: 0.1 };
    expect(
      (await withCountPassages(database().db, documentId, [uncovered, weak], stages, query, new Map())).map((passage) => [
        passage.position,
        passage.score,
        passage.coverage,
      ]),
    ).toEqual([
      [0, 0.8, 0.2],
      [3, 0.2, COVERED_THRESHOLD],
    ]);
  });
});
