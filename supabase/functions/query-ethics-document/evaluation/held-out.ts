// Document Q&A on its held-out set (held-out-cases.json): questions on five
// real documents nobody here wrote (held-out-documents/), written by someone
// who had not read the retrieval, lexicon, topic or answer code. Each answer
// is judged as the real-document evaluation judges its own (real/judge.ts:
// facts by the shared grader, whole printed sentences, real headings, the
// paragraph that holds the quote). Document answers read no clock, so no day
// is pinned. A report, not a gate: the bench prints it beside the
// development score. The database must already be set and migrated.
import { type HeldOutScore, scoreOf, splitMoved } from '../../_shared/testing/held-out.ts';
import type { RealCase } from './real/judge.ts';
import { type RealResult, type RealSet, readRealCases, runRealEvaluation } from './real/run.ts';
import movedList from './moved-to-development.json' with { type: 'json' };

export const HELD_OUT_SET: RealSet = { casesFile: 'held-out-cases.json', documentsDir: 'held-out-documents' };

/** The held-out cases, and those moved to development after tuning. */
export async function readHeldOutCases(): Promise<{ heldOut: RealCase[]; moved: RealCase[] }> {
  return splitMoved(await readRealCases(HELD_OUT_SET), (testCase) => testCase.question, movedList);
}

function outcomes(results: readonly RealResult[]) {
  return scoreOf(results.map((result) => ({ case: `[${result.document}] ${result.question}`, hit: result.hit, problems: result.faults })));
}

export async function runDocumentHeldOut(): Promise<HeldOutScore> {
  const { heldOut, moved } = await readHeldOutCases();
  return {
    heldOut: outcomes(await runRealEvaluation(HELD_OUT_SET, heldOut)),
    moved: outcomes(moved.length > 0 ? await runRealEvaluation(HELD_OUT_SET, moved) : []),
  };
}
