// Scores the generator against the evaluation set: the share of expected
// topics (over all cases) that appear in the generated talk, and how long a
// generation takes. The benchmark reports it; a test holds it at 90% or more.
// The development cases name topics by slug, so they are judged by the talk's
// topics; a case passes only whole (every expected topic in the talk). Words a
// talk must hold (the held-out set) go to the shared facts grader instead.
import type { Database } from '../../_shared/database.ts';
import { generateSafetyTalk } from '../generate.ts';
import evaluation from './cases.json' with { type: 'json' };
import coverageEvaluation from './coverage-cases.json' with { type: 'json' };
import { openSafetyKnowledgeDatabase } from './knowledge-database.ts';

export interface EvaluationCase {
  description: string;
  expected: string[];
  scenario?: string;
}

export interface CaseResult {
  description: string;
  /** Every expected topic in the talk: a case passes only whole. */
  hit: boolean;
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
      const missing = testCase.expected.filter((topic) => !talk.point_topics.includes(topic));
      expected += testCase.expected.length;
      covered += testCase.expected.length - missing.length;
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
