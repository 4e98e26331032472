// The safety talk generator on its held-out sets (held-out.json, and
// held-out-2.json added once most of the first set's misses had been read):
// days of work described from HSA, ESB Networks and statute pages by someone
// who had not read the topics or the site lexicon. A case passes only whole: every
// expected item (any one of its alternatives) in the talk's points and
// details as a whole word, by the shared grader, and none of the words the
// day must not bring up (pouring concrete's 'wet cement' on a breaking-out
// day). The generator reads no clock, so no day is pinned. A report, not a
// gate: the bench prints it beside the development score.
import type { Database } from '../../_shared/database.ts';
import { type FactItem, foundFacts, gradeFacts } from '../../_shared/testing/facts.ts';
import {
  type CaseOutcome,
  type HeldOutScore,
  scoreCases,
  type SetScore,
  splitMoved,
  type VisitorSet,
} from '../../_shared/testing/held-out.ts';
import { generateSafetyTalk } from '../generate.ts';
import heldOutSet from './held-out.json' with { type: 'json' };
import secondHeldOutSet from './held-out-2.json' with { type: 'json' };
import { openSafetyKnowledgeDatabase } from './knowledge-database.ts';
import movedList from './moved-to-development.json' with { type: 'json' };
import secondVisitorSet from './second-visitor-cases.json' with { type: 'json' };
import thirdVisitorSet from './third-visitor-cases.json' with { type: 'json' };
import fourthVisitorSet from './fourth-visitor-cases.json' with { type: 'json' };
import fifthVisitorSet from './fifth-visitor-cases.json' with { type: 'json' };
import sixthVisitorSet from './sixth-visitor-cases.json' with { type: 'json' };
import seventhVisitorSet from './seventh-visitor-cases.json' with { type: 'json' };
import eighthVisitorSet from './eighth-visitor-cases.json' with { type: 'json' };
import ninthVisitorSet from './ninth-visitor-cases.json' with { type: 'json' };
import tenthVisitorSet from './tenth-visitor-cases.json' with { type: 'json' };
import eleventhVisitorSet from './eleventh-visitor-cases.json' with { type: 'json' };
import twelfthVisitorSet from './twelfth-visitor-cases.json' with { type: 'json' };
import thirteenthVisitorSet from './thirteenth-visitor-cases.json' with { type: 'json' };
import fourteenthVisitorSet from './fourteenth-visitor-cases.json' with { type: 'json' };
import fifteenthVisitorSet from './fifteenth-visitor-cases.json' with { type: 'json' };
import sixteenthVisitorSet from './sixteenth-visitor-cases.json' with { type: 'json' };

export interface HeldOutSafetyCase {
  description: string;
  expect: FactItem[];
  /** Words of topics the day does not call for. */
  avoid?: FactItem[];
}

export const heldOutCases: readonly HeldOutSafetyCase[] = [...heldOutSet.cases, ...secondHeldOutSet.cases];

/**
 * Sets written the same way, each after the one before had directed its round of fixes: development. The second
 * was written as held-out and became development once its misses had been looked at; the others were development
 * from the start. A new set is one more line here and one more floor in evaluation.test.ts.
 */
export const visitorSets: readonly VisitorSet<HeldOutSafetyCase>[] = [
  { name: 'second', cases: secondVisitorSet.cases },
  { name: 'third', cases: thirdVisitorSet.cases },
  { name: 'fourth', cases: fourthVisitorSet.cases },
  { name: 'fifth', cases: fifthVisitorSet.cases },
  { name: 'sixth', cases: sixthVisitorSet.cases },
  { name: 'seventh', cases: seventhVisitorSet.cases },
  { name: 'eighth', cases: eighthVisitorSet.cases },
  { name: 'ninth', cases: ninthVisitorSet.cases },
  { name: 'tenth', cases: tenthVisitorSet.cases },
  { name: 'eleventh', cases: eleventhVisitorSet.cases },
  { name: 'twelfth', cases: twelfthVisitorSet.cases },
  { name: 'thirteenth', cases: thirteenthVisitorSet.cases },
  { name: 'fourteenth', cases: fourteenthVisitorSet.cases },
  { name: 'fifteenth', cases: fifteenthVisitorSet.cases },
  { name: 'sixteenth', cases: sixteenthVisitorSet.cases },
];

export const { heldOut: stillHeldOut, moved: movedCases } = splitMoved(heldOutCases, (testCase) => testCase.description, movedList);

async function judge(database: Database, testCase: HeldOutSafetyCase): Promise<CaseOutcome> {
  const talk = await generateSafetyTalk(database, testCase.description);
  const text = talk.talking_points.map(({ point, detail }) => `${point}\n${detail}`).join('\n\n');
  const problems = [
    ...gradeFacts(text, testCase.expect).missing.map((fact) => `missing ${fact}`),
    ...foundFacts(text, testCase.avoid ?? []).map((word) => `says ${word}`),
  ];
  if (problems.length > 0) problems.push(`topics ${[...new Set(talk.point_topics)].join(', ')}`);
  return { case: testCase.description, hit: problems.length === 0, problems };
}

/** Scores the held-out cases, and apart from them those moved to development, against `db` or a fresh PGlite database. */
export async function runSafetyHeldOut(db?: Database): Promise<HeldOutScore> {
  const local = db ? undefined : await openSafetyKnowledgeDatabase();
  const database = db ?? local?.db;
  if (!database) throw new Error('No database for the held-out evaluation');
  try {
    return {
      heldOut: await scoreCases(stillHeldOut, (testCase) => judge(database, testCase)),
      moved: await scoreCases(movedCases, (testCase) => judge(database, testCase)),
    };
  } finally {
    await local?.dispose();
  }
}

/** A visitor set's cases, judged as the held-out set is, against `db` or a fresh synced one. */
export async function runVisitorSet(cases: readonly HeldOutSafetyCase[], db?: Database): Promise<SetScore> {
  const local = db ? undefined : await openSafetyKnowledgeDatabase();
  const database = db ?? local?.db;
  if (!database) throw new Error('No database for the visitor set');
  try {
    return await scoreCases(cases, (testCase) => judge(database, testCase));
  } finally {
    await local?.dispose();
  }
}
