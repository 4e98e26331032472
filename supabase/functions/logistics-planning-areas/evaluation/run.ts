// Scores the planning assistant against the evaluation set with no network:
// for each question, did the brief draw on the expected entry, and does it
// contain the points and facts a good brief must (whole words and figures, by
// the shared grader); plus reply latency. The
// benchmark reports it; a test holds the score at 90% or more.
import type { Database } from '../../_shared/database.ts';
import { openKnowledgeDatabase } from '../../../database/testing/knowledge-database.ts';
import { logisticsKnowledgeBase } from '../knowledge/rows.ts';
import type { AreaKey } from '../contract.ts';
import type { PageReader } from '../live-sources.ts';
import { planningReply } from '../plan.ts';
import { leadSentences } from '../../_shared/testing/lead-sentences.ts';
import { type FactItem, foundFacts, gradeFacts } from '../../_shared/testing/facts.ts';
import evaluation from './cases.json' with { type: 'json' };
import visitorEvaluation from './visitor-cases.json' with { type: 'json' };
import coverageEvaluation from './coverage-cases.json' with { type: 'json' };

/**
 * A migrated PGlite database whose logistics knowledge is the entries as written now (the migrations are generated
 * once a round's edits settle, so they can lag the sources), as the tax and safety evaluations open theirs.
 */
export function openLogisticsKnowledgeDatabase(): ReturnType<typeof openKnowledgeDatabase> {
  return openKnowledgeDatabase([logisticsKnowledgeBase]);
}

export interface EvaluationCase {
  area: AreaKey;
  question: string;
  entry: string;
  /** Points and facts as whole words; an item may list word forms, any one of which will do. */
  mustMention: FactItem[];
}

export interface CaseResult {
  question: string;
  /** Every check met: a case passes only whole. */
  hit: boolean;
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
export const offlineReader: PageReader = async (_db, url) => ({
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
  const local = db ? undefined : await openLogisticsKnowledgeDatabase();
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
      // On the pinned evaluation day, so the dated lines (and the score) do not move with the clock.
      const answer = await planningReply(
        database,
        { area: testCase.area, message: testCase.question, history: [], suggestedUrls: [] },
        read,
        undefined,
        EVALUATION_DAY,
      );
      const latencyMs = performance.now() - started;
      const missing = [
        ...(answer.entries.includes(testCase.entry) ? [] : [`entry ${testCase.entry}`]),
        ...gradeFacts(answer.reply, testCase.mustMention).missing,
      ];
      checks += 1 + testCase.mustMention.length;
      met += 1 + testCase.mustMention.length - missing.length;
      results.push({ question: testCase.question, hit: missing.length === 0, missing, latencyMs });
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

/** The day the owners' questions are asked on, so dated measures are judged the same on any run. */
export const EVALUATION_DAY = new Date('2026-11-25T12:00:00Z');

/** A question in an owner's own words, or a situation: the wrong area, the owner's figures, a follow-up, a dated measure. */
export interface LeadCase {
  area: AreaKey;
  question: string;
  kind?: string;
  /** Earlier questions in the conversation, oldest first. */
  history?: string[];
  /** Facts the first two sentences must hold (after the one-line routing notice). */
  lead?: FactItem[];
  mustContain?: FactItem[];
  mustNotContain?: FactItem[];
  /** The area that should answer when it is not the one chosen. */
  answeredArea?: AreaKey;
  /** The entry that must answer it, where the case names one (the coverage cases). */
  slug?: string;
}

export interface LeadResult {
  question: string;
  area: AreaKey;
  hit: boolean;
  problems: string[];
  entries: string[];
  /** The first two sentences, for reading a miss. */
  lead: string;
}

export const visitorCases = visitorEvaluation.visitor as LeadCase[];
export const situationCases = visitorEvaluation.situations as LeadCase[];
/** Development questions for the coverage-map entries, each naming the entry that must answer it. */
export const coverageCases = coverageEvaluation.cases as LeadCase[];

/** The routing notice and the takeaway's label say where the answer comes from; the answer itself starts after them. */
const ROUTING_NOTICE = /^_This is an? .+ question[^\n]*\n+/;
const TAKEAWAY_LABEL = /\*\*Executive takeaway[^*]*\*\*\s*/;

async function judgeLeadCase(database: Database, testCase: LeadCase, read: PageReader): Promise<LeadResult> {
  const history = (testCase.history ?? []).flatMap((content) => [
    { role: 'user' as const, content },
    { role: 'assistant' as const, content: 'A brief on that.' },
  ]);
  const answer = await planningReply(
    database,
    { area: testCase.area, message: testCase.question, history, suggestedUrls: [] },
    read,
    undefined,
    EVALUATION_DAY,
  );
  const leadText = leadSentences(answer.reply.replace(ROUTING_NOTICE, '').replace(TAKEAWAY_LABEL, '')).join(' ');
  const problems = [
    ...gradeFacts(leadText, testCase.lead ?? []).missing.map((fact) => `first two sentences lack ${fact}`),
    ...gradeFacts(answer.reply, testCase.mustContain ?? []).missing.map((fact) => `missing ${fact}`),
    ...foundFacts(answer.reply, testCase.mustNotContain ?? []).map((fact) => `says ${fact}`),
    ...(testCase.answeredArea && answer.answeredArea !== testCase.answeredArea
      ? [`answered from ${answer.answeredArea}, not ${testCase.answeredArea}`]
      : []),
    ...(!testCase.answeredArea && answer.answeredArea !== testCase.area ? [`moved to ${answer.answeredArea}`] : []),
    ...(testCase.slug && !answer.entries.includes(testCase.slug)
      ? [`answered from ${answer.entries.join(', ') || 'no entry'}, not ${testCase.slug}`]
      : []),
  ];
  return {
    question: testCase.question,
    area: testCase.area,
    hit: problems.length === 0,
    problems,
    entries: answer.entries,
    lead: leadText,
  };
}

async function scoreLeadCases(database: Database, cases: readonly LeadCase[], read: PageReader) {
  const results: LeadResult[] = [];
  for (const testCase of cases) results.push(await judgeLeadCase(database, testCase, read));
  return { score: results.filter((result) => result.hit).length / Math.max(1, results.length), cases: results.length, results };
}

export interface LeadEvaluation {
  visitor: Awaited<ReturnType<typeof scoreLeadCases>>;
  situations: Awaited<ReturnType<typeof scoreLeadCases>>;
}

/** Scores the owners' own questions on their first two sentences, and the situations on every check. */
export async function runLeadEvaluation(db?: Database, read: PageReader = offlineReader): Promise<LeadEvaluation> {
  const local = db ? undefined : await openLogisticsKnowledgeDatabase();
  const database = db ?? local?.db;
  if (!database) throw new Error('No database for the evaluation');
  try {
    return {
      visitor: await scoreLeadCases(database, visitorCases, read),
      situations: await scoreLeadCases(database, situationCases, read),
    };
  } finally {
    await local?.dispose();
  }
}

/** Scores the coverage-map questions: the named entry must answer, with the key facts in the first two sentences. */
export async function runCoverageEvaluation(db?: Database, read: PageReader = offlineReader): Promise<LeadEvaluation['visitor']> {
  const local = db ? undefined : await openLogisticsKnowledgeDatabase();
  const database = db ?? local?.db;
  if (!database) throw new Error('No database for the evaluation');
  try {
    return await scoreLeadCases(database, coverageCases, read);
  } finally {
    await local?.dispose();
  }
}
