// Issue 27: every entry is named by at least one development question, so
// the evaluation asks for it by name. Whether retrieval then finds it is the
// evaluation's job (evaluation.test.ts), not this test's.
import { describe, expect, it } from 'vitest';
import { logisticsKnowledge } from '../knowledge/index.ts';
import { coverageCases, evaluationCases, situationCases, visitorCases } from './run.ts';

/**
 * Entries written before issue 27 that no development question names: the
 * owners' questions reach them by the facts the lead must hold ('Diesel
 * Rebate Scheme', drivers' weekly hours) without naming a slug. Every entry
 * added since must be named; this list may only shrink.
 */
const BEFORE_ISSUE_27 = ['diesel-rebate-scheme'];

describe('logistics development questions reach every entry', () => {
  const slugs = new Set(logisticsKnowledge.map((entry) => entry.slug));
  const named = new Set([
    ...evaluationCases.map((testCase) => testCase.entry),
    ...[...visitorCases, ...situationCases, ...coverageCases].flatMap((testCase) => (testCase.slug ? [testCase.slug] : [])),
  ]);

  it('names every entry added since issue 27 in at least one development question', () => {
    const unnamed = [...slugs].filter((slug) => !named.has(slug) && !BEFORE_ISSUE_27.includes(slug));
    expect(unnamed).toEqual([]);
  });

  it('names only entries that exist', () => {
    expect([...named].filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it('keeps the list of older entries to entries that exist and are still unnamed', () => {
    expect(BEFORE_ISSUE_27.filter((slug) => !slugs.has(slug) || named.has(slug))).toEqual([]);
  });
});
