// Scores the generator against the evaluation set: the share of expected
// topics (over all cases) that appear in the generated talk, and how long a
// generation takes. The benchmark reports it; a test holds it at 90% or more.
import type { Database } from '../../_shared/database.ts';
import { generateSafetyTalk } from '../generate.ts';
import evaluation from './cases.json' with { type: 'json' };
import { openSafetyKnowledgeDatabase } from './knowledge-database.ts';

export interface EvaluationCase {
  description: string;
  expected: string[];
  scenario?: string;
}

export interface CaseResult {
  description: string;
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

/**
 * Runs every case against `db`, or against a freshly migrated PGlite database
 * brought in line with the topics as written when none is given.
 */
export async function runSafetyEvaluation(db?: Database): Promise<SafetyEvaluation> {
  const local = db ? undefined : await openSafetyKnowledgeDatabase();
  const database = db ?? local?.db;
  if (!database) throw new Error('No database for the evaluation');
  try {
    let expected = 0;
    let covered = 0;
    let elapsed = 0;
    const results: CaseResult[] = [];
    for (const testCase of evaluationCases) {
      const started = performance.now();
      const talk = await generateSafetyTalk(database, testCase.description);
      elapsed += performance.now() - started;
      const missing = testCase.expected.filter((topic) => !talk.point_topics.includes(topic));
      expected += testCase.expected.length;
      covered += testCase.expected.length - missing.length;
      results.push({ description: testCase.description, missing, points: talk.talking_points.length });
    }
    return {
      coverage: expected === 0 ? 0 : covered / expected,
      cases: evaluationCases.length,
      meanLatencyMs: elapsed / Math.max(1, evaluationCases.length),
      results,
    };
  } finally {
    await local?.dispose();
  }
}
