// The tax assistant on its held-out sets (held-out.json, and held-out-2.json
// written later the same way): questions written from official pages by
// someone who had not read the knowledge, asked on the sets' own day, never
// the real clock. A covered question passes when the
// answer is not 'not covered' and holds every expected fact (the shared
// grader: whole words and figures, any one of an item's alternatives); an
// out-of-scope one when it is an honest 'not covered' with no euro figure.
// A report, not a gate: the bench prints it beside the development score.
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
import { generateTaxGuidance } from '../generate.ts';
import { openTaxKnowledgeDatabase } from '../testing/knowledge-database.ts';
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

export interface HeldOutTaxCase {
  question: string;
  expect?: FactItem[];
  /** False for a question the assistant must decline. */
  covered?: boolean;
}

/** The day the set was written for: answers are judged as on that day. */
export const HELD_OUT_DAY: string = heldOutSet.askedOn;

export const heldOutCases: readonly HeldOutTaxCase[] = [...heldOutSet.cases, ...secondHeldOutSet.cases];

/** Both sets were written to be asked on one day; a set asked on another would need a day of its own. */
export const heldOutSetsShareTheirDay = secondHeldOutSet.askedOn === heldOutSet.askedOn;

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
];

/**
 * Sets written the same way, each after the one before had directed its round of fixes: development. The second
 * was written as held-out and became development once its misses had been looked at; the third was development
 * from the start. A new set is one more line above and one more floor in evaluation.test.ts.
 */
export const visitorSets: readonly VisitorSet<HeldOutTaxCase>[] = visitorSetFiles.map(({ name, file }) => ({ name, cases: file.cases }));

/** Every visitor set is asked on the held-out sets' day. */
export const visitorSetsShareTheDay = visitorSetFiles.every(({ file }) => file.askedOn === HELD_OUT_DAY);

export const { heldOut: stillHeldOut, moved: movedCases } = splitMoved(heldOutCases, (testCase) => testCase.question, movedList);

async function judge(database: Database, testCase: HeldOutTaxCase, today: string): Promise<CaseOutcome> {
  const answer = await generateTaxGuidance(database, testCase.question, { today });
  const problems: string[] = [];
  if (testCase.covered === false) {
    if (answer.covered) problems.push(`answered from ${answer.entries.join(', ')}`);
    if (!/not covered/i.test(answer.guidance)) problems.push("no 'not covered' statement");
    if (/€\s?\d/.test(answer.guidance)) problems.push('contains a euro figure');
  } else {
    if (!answer.covered) problems.push("answered 'not covered'");
    problems.push(...gradeFacts(answer.guidance, testCase.expect ?? []).missing.map((fact) => `missing ${fact}`));
    if (problems.length > 0 && answer.entries.length > 0) problems.push(`from ${answer.entries.join(', ')}`);
  }
  return { case: testCase.question, hit: problems.length === 0, problems };
}

/** Scores the held-out cases, and apart from them those moved to development, against `db` or a fresh PGlite database. */
export async function runTaxHeldOut(db?: Database): Promise<HeldOutScore> {
  const local = db ? undefined : await openTaxKnowledgeDatabase();
  const database = db ?? local?.db;
  if (!database) throw new Error('No database for the held-out evaluation');
  try {
    return {
      heldOut: await scoreCases(stillHeldOut, (testCase) => judge(database, testCase, HELD_OUT_DAY)),
      moved: await scoreCases(movedCases, (testCase) => judge(database, testCase, HELD_OUT_DAY)),
    };
  } finally {
    await local?.dispose();
  }
}

/** A visitor set's cases, judged as the held-out set is, on the held-out sets' day, against `db` or a fresh synced one. */
export async function runVisitorSet(cases: readonly HeldOutTaxCase[], db?: Database): Promise<SetScore> {
  const local = db ? undefined : await openTaxKnowledgeDatabase();
  const database = db ?? local?.db;
  if (!database) throw new Error('No database for the visitor set');
  try {
    return await scoreCases(cases, (testCase) => judge(database, testCase, HELD_OUT_DAY));
  } finally {
    await local?.dispose();
  }
}
