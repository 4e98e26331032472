// Scores the planning assistant against the evaluation set with no network:
// for each question, did the brief draw on the expected entry, and does it
// contain the points and facts a good brief must; plus reply latency. The
// benchmark reports it; a test holds the score at 90% or more.
import type { Database } from '../../_shared/database.ts';
import { openTestDatabase } from '../../../database/testing/test-databases.ts';
import type { AreaKey } from '../contract.ts';
import type { PageReader } from '../live-sources.ts';
import { planningReply } from '../plan.ts';
import evaluation from './cases.json' with { type: 'json' };

export interface EvaluationCase {
  area: AreaKey;
  question: string;
  entry: string;
  mustMention: string[];
}

export interface CaseResult {
  question: string;
  missing: string[];
  latencyMs: number;
}

export interface PlanningEvaluation {
  /** Checks met / checks made, 0 to 1 (one check for the entry, one per mention). */
  score: number;
  cases: number;
  p50Ms: number;
  p95Ms: number;
  results: CaseResult[];
}

export const evaluationCases = evaluation.cases as EvaluationCase[];

/** No network: every live read fails at once, as on a machine without one. */
const offlineReader: PageReader = async (_db, url) => ({
  ok: false,
  url,
  outcome: 'failed',
  detail: 'Could not read: no network in the evaluation.',
  cached: false,
});

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

export async function runPlanningEvaluation(db?: Database, read: PageReader = offlineReader): Promise<PlanningEvaluation> {
  const local = db ? undefined : await openTestDatabase('pglite');
  const database = db ?? local?.db;
  if (!database) throw new Error('No database for the evaluation');
  try {
    let checks = 0;
    let met = 0;
    const results: CaseResult[] = [];
    // One untimed question first: the latency figures are for a warm server, not PGlite's first query plans.
    await planningReply(database, { area: 'market_lane', message: 'Warm-up question', history: [], suggestedUrls: [] }, read);
    for (const testCase of evaluationCases) {
      const started = performance.now();
      const answer = await planningReply(database, { area: testCase.area, message: testCase.question, history: [], suggestedUrls: [] }, read);
      const latencyMs = performance.now() - started;
      const text = answer.reply.toLowerCase();
      const missing = [
        ...(answer.entries.includes(testCase.entry) ? [] : [`entry ${testCase.entry}`]),
        ...testCase.mustMention.filter((point) => !text.includes(point.toLowerCase())),
      ];
      checks += 1 + testCase.mustMention.length;
      met += 1 + testCase.mustMention.length - missing.length;
      results.push({ question: testCase.question, missing, latencyMs });
    }
    const latencies = results.map((result) => result.latencyMs).sort((a, b) => a - b);
    return {
      score: checks === 0 ? 0 : met / checks,
      cases: evaluationCases.length,
      p50Ms: percentile(latencies, 0.5),
      p95Ms: percentile(latencies, 0.95),
      results,
    };
  } finally {
    await local?.dispose();
  }
}
