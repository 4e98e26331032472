// Issue 27: every topic is expected by at least one development case, so
// the evaluation asks for it by name. Whether retrieval then finds it is the
// evaluation's job (evaluation.test.ts), not this test's.
import { describe, expect, it } from 'vitest';
import { GENERAL_TOPIC_SLUG, safetyTopics } from '../knowledge/index.ts';
import { coverageCases, evaluationCases } from './run.ts';

/**
 * Topics from the first knowledge base (22 November 2026) that no
 * development case expects: general ones a talk adds to many days, never a
 * day's own subject, and the fallback talk for a day no topic matches
 * (GENERAL_TOPIC_SLUG). Every topic added since must be expected by a case;
 * this list may only shrink.
 */
const BEFORE_ISSUE_27 = ['falling-objects', 'first-aid-and-emergencies', GENERAL_TOPIC_SLUG, 'ppe', 'welfare-facilities'];

describe('safety development cases reach every topic', () => {
  const slugs = new Set(safetyTopics.map((topic) => topic.slug));
  const expected = new Set([...evaluationCases, ...coverageCases].flatMap((testCase) => testCase.expected));

  it('expects every topic added since issue 27 in at least one development case', () => {
    const unnamed = [...slugs].filter((slug) => !expected.has(slug) && !BEFORE_ISSUE_27.includes(slug));
    expect(unnamed).toEqual([]);
  });

  it('expects only topics that exist', () => {
    expect([...expected].filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it('keeps the list of older topics to topics that exist and are still unexpected', () => {
    expect(BEFORE_ISSUE_27.filter((slug) => !slugs.has(slug) || expected.has(slug))).toEqual([]);
  });
});
