// The planning chat on its held-out sets (held-out.json, and held-out-2.json
// added once most of the first set's misses had been read, both asked on the
// same day): owners' questions written from official pages by someone who
// had not read the knowledge,
// each asked under the area given with it (for a wrong-area case, the area
// an owner would wrongly pick) on the set's own day, never the real clock,
// with no network. The whole reply is judged by the shared grader: every
// expected fact as a whole word or figure, any one of an item's
// alternatives. A report, not a gate: the bench prints it beside the
// development score.
import type { Database } from '../../_shared/database.ts';
import { type FactItem, gradeFacts } from '../../_shared/testing/facts.ts';
import {
  type CaseOutcome,
  type HeldOutScore,
  type SetScore,
  scoreCases,
  splitMoved,
  type VisitorSet,
} from '../../_shared/testing/held-out.ts';
import { openTestDatabase } from '../../../database/testing/test-databases.ts';
import type { AreaKey } from '../contract.ts';
import type { PageReader } from '../live-sources.ts';
import { planningReply } from '../plan.ts';
import heldOutSet from './held-out.json' with { type: 'json' };
import secondHeldOutSet from './held-out-2.json' with { type: 'json' };
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
import seventeenthVisitorSet from './seventeenth-visitor-cases.json' with { type: 'json' };
import eighteenthVisitorSet from './eighteenth-visitor-cases.json' with { type: 'json' };
import nineteenthVisitorSet from './nineteenth-visitor-cases.json' with { type: 'json' };
import { offlineReader, openLogisticsKnowledgeDatabase } from './run.ts';

export interface HeldOutPlanningCase {
  area: AreaKey;
  question: string;
  expect: FactItem[];
  /** Asked under an area it does not belong to: the chat should answer from the right one. */
  wrongArea?: boolean;
}

/** The day the set was written for, at noon in Ireland's winter time (UTC). */
export const HELD_OUT_DAY = new Date(`${heldOutSet.askedOn}T12:00:00Z`);

export const heldOutCases = [...heldOutSet.cases, ...secondHeldOutSet.cases] as HeldOutPlanningCase[];

/** Both sets were written to be asked on one day; a set asked on another would need a day of its own. */
export const heldOutSetsShareTheirDay = secondHeldOutSet.askedOn === heldOutSet.askedOn;

export const { heldOut: stillHeldOut, moved: movedCases } = splitMoved(heldOutCases, (testCase) => testCase.question, movedList);

const visitorSetFiles = [
  { name: 'second', file: secondVisitorSet },
  { name: 'third', file: thirdVisitorSet },
  { name: 'fourth', file: fourthVisitorSet },
  { name: 'fifth', file: fifthVisitorSet },
  { name: 'sixth', file: sixthVisitorSet },
  { name: 'seventh', file: seventhVisitorSet },
  { name: 'eighth', file: eighthVisitorSet },
  { name: 'ninth', file: ninthVisitorSet },
  { name: 'tenth', file: tenthVisitorSet },
  { name: 'eleventh', file: eleventhVisitorSet },
  { name: 'twelfth', file: twelfthVisitorSet },
  { name: 'thirteenth', file: thirteenthVisitorSet },
  { name: 'fourteenth', file: fourteenthVisitorSet },
  { name: 'fifteenth', file: fifteenthVisitorSet },
  { name: 'sixteenth', file: sixteenthVisitorSet },
  { name: 'seventeenth', file: seventeenthVisitorSet },
  { name: 'eighteenth', file: eighteenthVisitorSet },
  { name: 'nineteenth', file: nineteenthVisitorSet },
];

/**
 * Sets written the same way, each after the one before had directed its round of fixes: development. The second
 * was written as held-out and became development once its misses had been looked at; the others were development
 * from the start. A new set is one more line above and one more floor in evaluation.test.ts.
 */
export const visitorSets: readonly VisitorSet<HeldOutPlanningCase>[] = visitorSetFiles.map(({ name, file }) => ({
  name,
  cases: file.cases as HeldOutPlanningCase[],
}));

/** Every visitor set is asked on the held-out sets' day. */
export const visitorSetsShareTheDay = visitorSetFiles.every(({ file }) => file.askedOn === heldOutSet.askedOn);

async function judge(database: Database, testCase: HeldOutPlanningCase, read: PageReader, day = HELD_OUT_DAY): Promise<CaseOutcome> {
  const answer = await planningReply(
    database,
    { area: testCase.area, message: testCase.question, history: [], suggestedUrls: [] },
    read,
    undefined,
    day,
  );
  const problems = gradeFacts(answer.reply, testCase.expect).missing.map((fact) => `missing ${fact}`);
  if (problems.length > 0) problems.push(`from ${answer.answeredArea}: ${answer.entries.join(', ') || 'no entry'}`);
  return { case: testCase.question, hit: problems.length === 0, problems };
}

/** Scores the held-out cases, and apart from them those moved to development, against `db` or a fresh PGlite database. */
export async function runPlanningHeldOut(db?: Database, read: PageReader = offlineReader): Promise<HeldOutScore> {
  const local = db ? undefined : await openTestDatabase('pglite');
  const database = db ?? local?.db;
  if (!database) throw new Error('No database for the held-out evaluation');
  try {
    return {
      heldOut: await scoreCases(stillHeldOut, (testCase) => judge(database, testCase, read)),
      moved: await scoreCases(movedCases, (testCase) => judge(database, testCase, read)),
    };
  } finally {
    await local?.dispose();
  }
}

/**
 * A visitor set's cases, judged as the held-out set is, on its day, with no network, on the knowledge as written now:
 * against `db` (already synced) or a fresh synced database.
 */
export async function runVisitorSet(
  cases: readonly HeldOutPlanningCase[],
  db?: Database,
  read: PageReader = offlineReader,
): Promise<SetScore> {
  const local = db ? undefined : await openLogisticsKnowledgeDatabase();
  const database = db ?? local?.db;
  if (!database) throw new Error('No database for the visitor set');
  try {
    return await scoreCases(cases, (testCase) => judge(database, testCase, read));
  } finally {
    await local?.dispose();
  }
}
