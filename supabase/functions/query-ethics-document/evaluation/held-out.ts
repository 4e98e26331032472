// Document Q&A on its held-out sets: questions on real documents nobody here
// wrote, written by someone who had not read the retrieval, lexicon, topic or
// answer code (held-out-cases.json on held-out-documents/, five documents;
// held-out-cases-2.json on held-out-documents-2/, four more, added when most
// of the first set's misses had been read and moved to development;
// held-out-cases-3.json on held-out-documents-3/, six more, written on 29
// November 2026 to measure that day's general fixes). Each answer
// is judged as the real-document evaluation judges its own (real/judge.ts:
// facts by the shared grader, whole printed sentences, real headings, the
// paragraph that holds the quote). Document answers read no clock, so no day
// is pinned. A report, not a gate: the bench prints it beside the
// development score. The database must already be set and migrated.
import { type HeldOutScore, scoreOf, splitMoved } from '../../_shared/testing/held-out.ts';
import type { RealCase } from './real/judge.ts';
import { type RealResult, type RealSet, readRealCases, runRealEvaluation } from './real/run.ts';
import movedList from './moved-to-development.json' with { type: 'json' };

export const HELD_OUT_SETS: readonly RealSet[] = [
  { casesFile: 'held-out-cases.json', documentsDir: 'held-out-documents' },
  { casesFile: 'held-out-cases-2.json', documentsDir: 'held-out-documents-2' },
  { casesFile: 'held-out-cases-3.json', documentsDir: 'held-out-documents-3' },
];

/** A held-out case with the set whose documents it asks about. */
export interface HeldOutDocumentCase extends RealCase {
  set: RealSet;
}

/** The held-out cases of every set, and those moved to development after tuning. */
export async function readHeldOutCases(): Promise<{ heldOut: HeldOutDocumentCase[]; moved: HeldOutDocumentCase[] }> {
  const sets = await Promise.all(HELD_OUT_SETS.map(async (set) => (await readRealCases(set)).map((testCase) => ({ ...testCase, set }))));
  return splitMoved(sets.flat(), (testCase) => testCase.question, movedList);
}

async function runAcrossSets(cases: readonly HeldOutDocumentCase[]): Promise<RealResult[]> {
  const results: RealResult[] = [];
  for (const set of HELD_OUT_SETS) {
    const ofSet = cases.filter((testCase) => testCase.set === set);
    if (ofSet.length > 0) results.push(...(await runRealEvaluation(set, ofSet)));
  }
  return results;
}

function outcomes(results: readonly RealResult[]) {
  return scoreOf(results.map((result) => ({ case: `[${result.document}] ${result.question}`, hit: result.hit, problems: result.faults })));
}

export async function runDocumentHeldOut(): Promise<HeldOutScore> {
  const { heldOut, moved } = await readHeldOutCases();
  return {
    heldOut: outcomes(await runAcrossSets(heldOut)),
    moved: outcomes(await runAcrossSets(moved)),
  };
}
