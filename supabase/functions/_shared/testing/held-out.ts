// What the four demos' held-out runners share. A held-out set is never tuned
// to; when one of its cases was tuned to anyway (a rule, a synonym or an
// edit made for it), the case is named in the demo's
// evaluation/moved-to-development.json and from then on counts with the
// development set, and the bench says so. The set's file itself is never edited.

/** One case taken out of the held-out set, named by its question (or description). */
export interface MovedCase {
  case: string;
  /** What was tuned to it. */
  reason: string;
  /** YYYY-MM-DD. */
  movedOn: string;
}

export interface MovedList {
  cases: readonly MovedCase[];
}

export interface CaseOutcome {
  /** The question or description, as the set words it. */
  case: string;
  /** True only when every check passed. */
  hit: boolean;
  problems: string[];
}

export interface SetScore {
  passed: number;
  cases: number;
  results: CaseOutcome[];
}

/**
 * A development set written unseen after the held-out sets, named by its place ('second', 'third', …): its
 * misses direct general fixes, and its test holds the latest score less one as a floor.
 */
export interface VisitorSet<Case> {
  readonly name: string;
  readonly cases: readonly Case[];
}

export interface HeldOutScore {
  heldOut: SetScore;
  /** Cases moved to the development set after tuning, judged as before and counted there. */
  moved: SetScore;
}

/** The cases still held out, and those moved to development; a moved name the set lacks is an error. */
export function splitMoved<T>(cases: readonly T[], nameOf: (testCase: T) => string, moved: MovedList): { heldOut: T[]; moved: T[] } {
  const names = new Set(moved.cases.map((entry) => entry.case));
  const unknown = [...names].filter((name) => !cases.some((testCase) => nameOf(testCase) === name));
  if (unknown.length > 0) throw new Error(`moved-to-development.json names cases the held-out set does not have: ${unknown.join(' | ')}`);
  return {
    heldOut: cases.filter((testCase) => !names.has(nameOf(testCase))),
    moved: cases.filter((testCase) => names.has(nameOf(testCase))),
  };
}

export function scoreOf(results: readonly CaseOutcome[]): SetScore {
  return { passed: results.filter((result) => result.hit).length, cases: results.length, results: [...results] };
}

/** Judges each case in turn (the database is shared, so never in parallel). */
export async function scoreCases<T>(cases: readonly T[], judge: (testCase: T) => Promise<CaseOutcome>): Promise<SetScore> {
  const results: CaseOutcome[] = [];
  for (const testCase of cases) results.push(await judge(testCase));
  return scoreOf(results);
}
