// Scores the tax assistant against the evaluation set: a case hits when the
// answer carries every fact it must contain (whole words and figures, by the
// shared grader), or, for an out-of-scope
// question, when it is an honest 'not covered' with no euro figure in it. The
// benchmark reports the score and latency; a test holds the score at 95%.
import type { Database } from '../../_shared/database.ts';
import { openTaxKnowledgeDatabase } from '../testing/knowledge-database.ts';
import { generateTaxGuidance } from '../generate.ts';
import evaluation from './cases.json' with { type: 'json' };
import visitorEvaluation from './visitor-cases.json' with { type: 'json' };
import coverageEvaluation from './coverage-cases.json' with { type: 'json' };
import { leadSentences } from '../../_shared/testing/lead-sentences.ts';
import { foundFacts, gradeFacts } from '../../_shared/testing/facts.ts';

/** The day the evaluation is asked on, so deadlines and years are judged the same on any run. */
export const EVALUATION_DAY = '2026-11-25';

export interface EvaluationCase {
  question: string;
  /** Facts (figures, dates) a correct answer contains, as written in it. */
  mustContain?: string[];
  /** False for questions the assistant must decline. */
  covered?: boolean;
  /** The entry that must answer it, where the case names one (the coverage cases). */
  slug?: string;
}

export interface CaseResult {
  question: string;
  hit: boolean;
  /** Why it missed: the absent facts, or what was wrong with a decline. */
  problems: string[];
  entries: string[];
  latencyMs: number;
}

export interface TaxEvaluation {
  /** Hits / cases, 0 to 1. */
  score: number;
  cases: number;
  latency: { p50: number; p95: number };
  results: CaseResult[];
}

export const evaluationCases: readonly EvaluationCase[] = evaluation.cases;
/** Development questions for the issue 27 entries, each naming the entry that must answer it. */
export const coverageCases: readonly EvaluationCase[] = coverageEvaluation.cases;

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

function judge(testCase: EvaluationCase, answer: Awaited<ReturnType<typeof generateTaxGuidance>>): string[] {
  if (testCase.covered === false) {
    const problems: string[] = [];
    if (answer.covered) problems.push(`answered from ${answer.entries.join(', ')}`);
    if (!/not covered/i.test(answer.guidance)) problems.push("no 'not covered' statement");
    if (/€\s?\d/.test(answer.guidance)) problems.push('contains a euro figure');
    return problems;
  }
  const { missing } = gradeFacts(answer.guidance, testCase.mustContain ?? []);
  const wrongEntry =
    testCase.slug && answer.covered && !answer.entries.includes(testCase.slug)
      ? [`answered from ${answer.entries.join(', ')}, not ${testCase.slug}`]
      : [];
  return [...(answer.covered ? [] : ['not covered']), ...wrongEntry, ...missing.map((fact) => `missing ${fact}`)];
}

/** Runs every case (the evaluation set unless given) against `db`, or against a freshly migrated PGlite database when none is given. */
export async function runTaxEvaluation(db?: Database, cases: readonly EvaluationCase[] = evaluationCases): Promise<TaxEvaluation> {
  const local = db ? undefined : await openTaxKnowledgeDatabase();
  const database = db ?? local?.db;
  if (!database) throw new Error('No database for the evaluation');
  try {
    const results: CaseResult[] = [];
    for (const testCase of cases) {
      const started = performance.now();
      const answer = await generateTaxGuidance(database, testCase.question, { today: EVALUATION_DAY });
      const latencyMs = performance.now() - started;
      const problems = judge(testCase, answer);
      results.push({ question: testCase.question, hit: problems.length === 0, problems, entries: answer.entries, latencyMs });
    }
    const latencies = results.map((result) => result.latencyMs).sort((a, b) => a - b);
    return {
      score: results.filter((result) => result.hit).length / Math.max(1, results.length),
      cases: results.length,
      latency: { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95) },
      results,
    };
  } finally {
    await local?.dispose();
  }
}

/** A question in an owner's own words, or one asked on a particular day. */
export interface LeadCase {
  question: string;
  /** The day it is asked on; the evaluation day when not given. */
  today?: string;
  /** Facts the first two sentences must hold. */
  lead?: string[];
  /** Facts the answer must hold anywhere. */
  mustContain?: string[];
  /** Text the answer must not hold (a deadline said to have passed before it has). */
  mustNotContain?: string[];
  /** False for questions that must get an honest 'not covered'. */
  covered?: boolean;
}

export const visitorCases: readonly LeadCase[] = visitorEvaluation.visitor;
export const datedCases: readonly LeadCase[] = visitorEvaluation.dated;

export interface LeadEvaluation {
  visitor: { score: number; cases: number; results: CaseResult[] };
  dated: { score: number; cases: number; results: CaseResult[] };
}

function judgeLead(testCase: LeadCase, answer: Awaited<ReturnType<typeof generateTaxGuidance>>): string[] {
  if (testCase.covered === false) return judge({ question: testCase.question, covered: false }, answer);
  const lead = leadSentences(answer.guidance).join(' ');
  return [
    ...(answer.covered ? [] : ['not covered']),
    ...gradeFacts(lead, testCase.lead ?? []).missing.map((fact) => `first two sentences lack ${fact}`),
    ...gradeFacts(answer.guidance, testCase.mustContain ?? []).missing.map((fact) => `missing ${fact}`),
    ...foundFacts(answer.guidance, testCase.mustNotContain ?? []).map((fact) => `says ${fact}`),
  ];
}

async function scoreLeadCases(database: Database, cases: readonly LeadCase[]) {
  const results: CaseResult[] = [];
  for (const testCase of cases) {
    const started = performance.now();
    const answer = await generateTaxGuidance(database, testCase.question, { today: testCase.today ?? EVALUATION_DAY });
    const problems = judgeLead(testCase, answer);
    results.push({
      question: testCase.question,
      hit: problems.length === 0,
      problems,
      entries: answer.entries,
      latencyMs: performance.now() - started,
    });
  }
  return { score: results.filter((result) => result.hit).length / Math.max(1, results.length), cases: results.length, results };
}

/** Scores the owners' own questions on their first two sentences, and the date cases on their pinned days. */
export async function runLeadEvaluation(db?: Database): Promise<LeadEvaluation> {
  const local = db ? undefined : await openTaxKnowledgeDatabase();
  const database = db ?? local?.db;
  if (!database) throw new Error('No database for the evaluation');
  try {
    return { visitor: await scoreLeadCases(database, visitorCases), dated: await scoreLeadCases(database, datedCases) };
  } finally {
    await local?.dispose();
  }
}
