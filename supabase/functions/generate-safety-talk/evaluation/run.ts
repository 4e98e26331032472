// Scores the generator against the evaluation set: the share of expected
// topics (over all cases) that appear in the generated talk, and how long a
// generation takes. The benchmark reports it; a test holds it at 90% or more.
// The development cases name topics by slug, so they are judged by the talk's
// topics; a case passes only whole (every expected topic in the talk). A case
// may also name words the talk must hold (the control or figure that decides
// the job) and words it must not (another activity's points), graded as the
// held-out set is, by the shared facts grader.
import type { Database } from '../../_shared/database.ts';
import { type FactItem, foundFacts, gradeFacts } from '../../_shared/testing/facts.ts';
import { generateSafetyTalk } from '../generate.ts';
import evaluation from './cases.json' with { type: 'json' };
import coverageEvaluation from './coverage-cases.json' with { type: 'json' };
import { openSafetyKnowledgeDatabase } from './knowledge-database.ts';

export interface EvaluationCase {
  description: string;
  expected: string[];
  /** Words the talk's points must hold (any one alternative of an item will do). */
  facts?: FactItem[];
  /** Words of activities the day does not include, which the talk must not say. */
  avoid?: FactItem[];
  scenario?: string;
}

export interface CaseResult {
  description: string;
  /** Every expected topic and fact in the talk, and no word to avoid: a case passes only whole. */
  hit: boolean;
  /** Expected topics not in the talk, then 'missing <fact>' and 'says <word>'. */
  missing: string[];
  points: number;
}

export interface SafetyEvaluation {
  /** Covered expected topics / all expected topics, 0 to 1. */
  coverage: number;
  cases: number;
  meanLatencyMs: number;
  results: CaseResult[];
}

export const evaluationCases: readonly EvaluationCase[] = evaluation.cases;
/** The development cases written for the topics added in issue 27. */
export const coverageCases: readonly EvaluationCase[] = coverageEvaluation.cases;

/**
 * Runs every case against `db`, or against a freshly migrated PGlite database
 * brought in line with the topics as written when none is given.
 */
export async function runSafetyEvaluation(db?: Database, cases: readonly EvaluationCase[] = evaluationCases): Promise<SafetyEvaluation> {
  const local = db ? undefined : await openSafetyKnowledgeDatabase();
  const database = db ?? local?.db;
  if (!database) throw new Error('No database for the evaluation');
  try {
    let expected = 0;
    let covered = 0;
    let elapsed = 0;
    const results: CaseResult[] = [];
    for (const testCase of cases) {
      const started = performance.now();
      const talk = await generateSafetyTalk(database, testCase.description);
      elapsed += performance.now() - started;
      const missingTopics = testCase.expected.filter((topic) => !talk.point_topics.includes(topic));
      expected += testCase.expected.length;
      covered += testCase.expected.length - missingTopics.length;
      const text = talk.talking_points.map(({ point, detail }) => `${point}\n${detail}`).join('\n\n');
      const missing = [
        ...missingTopics,
        ...gradeFacts(text, testCase.facts ?? []).missing.map((fact) => `missing ${fact}`),
        ...foundFacts(text, testCase.avoid ?? []).map((word) => `says ${word}`),
      ];
      results.push({ description: testCase.description, hit: missing.length === 0, missing, points: talk.talking_points.length });
    }
    return {
      coverage: expected === 0 ? 0 : covered / expected,
      cases: cases.length,
      meanLatencyMs: elapsed / Math.max(1, cases.length),
      results,
    };
  } finally {
    await local?.dispose();
  }
}
