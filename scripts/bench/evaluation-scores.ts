// The line each demo's section opens with: its development score beside its
// held-out score, whole cases only, so a gap between the two shows at a
// glance; then any held-out cases moved to development (seen or tuned to), and the
// held-out misses, one short line each.
import type { CaseOutcome, HeldOutScore, SetScore, VisitorSet } from '../../supabase/functions/_shared/testing/held-out.ts';

export interface Tally {
  passed: number;
  cases: number;
}

/** Sums the development sets' whole-case tallies. */
export function tally(...sets: ReadonlyArray<{ results: ReadonlyArray<{ hit: boolean }> }>): Tally {
  const results = sets.flatMap((set) => set.results);
  return { passed: results.filter((result) => result.hit).length, cases: results.length };
}

function percent({ passed, cases }: Tally): string {
  return `${cases === 0 ? 0 : Math.round((passed / cases) * 100)}% (${passed}/${cases})`;
}

function clip(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

function missLine(result: CaseOutcome): string {
  return `  held-out miss: ${clip(result.case, 90)} — ${clip(result.problems.join('; '), 180)}`;
}

/**
 * 'tax assistant: development 96% (x/y), held-out 81% (a/b)', the moved cases
 * (counted with development), and the held-out misses.
 */
export function scoreLines(name: string, development: Tally, { heldOut, moved }: HeldOutScore): string[] {
  const withMoved = { passed: development.passed + moved.passed, cases: development.cases + moved.cases };
  // Whoever is improving a demo sets BENCH_HIDE_HELD_OUT=1: neither the
  // held-out misses nor a score that moves with each change can steer the
  // work, while the moved cases' misses, development now, are theirs to read.
  if (process.env.BENCH_HIDE_HELD_OUT === '1') {
    return [
      `${name}: development ${percent(withMoved)}, held-out hidden`,
      ...moved.results.filter((result) => !result.hit).map(movedMissLine),
    ];
  }
  return [
    `${name}: development ${percent(withMoved)}, held-out ${percent(heldOut)}`,
    ...movedLine(moved),
    ...heldOut.results.filter((result) => !result.hit).map(missLine),
  ];
}

function movedMissLine(result: CaseOutcome): string {
  return `  development miss (moved from held-out): ${clip(result.case, 90)} — ${clip(result.problems.join('; '), 180)}`;
}

function movedLine(moved: SetScore): string[] {
  if (moved.cases === 0) return [];
  const names = moved.results.map((result) => `“${clip(result.case, 60)}”`).join(', ');
  return [
    `  held-out: ${moved.cases} ${moved.cases === 1 ? 'case' : 'cases'} moved to development, as they were seen or tuned to (reasons in moved-to-development.json): ${names}`,
  ];
}

export interface VisitorScore {
  name: string;
  score: SetScore;
}

/** Each visitor set scored in turn (one embedded database at a time). */
export async function scoreVisitorSets<Case>(
  sets: readonly VisitorSet<Case>[],
  run: (cases: readonly Case[]) => Promise<SetScore>,
): Promise<VisitorScore[]> {
  const scores: VisitorScore[] = [];
  for (const set of sets) scores.push({ name: set.name, score: await run(set.cases) });
  return scores;
}

/** A visitor set's whole-case score and its misses, one line each. */
export function visitorSetLines(demo: string, { name, score }: VisitorScore): string[] {
  return [
    `${demo}, the ${name} set written unseen to direct general fixes (development): ${score.passed} of ${score.cases}`,
    ...score.results.filter((result) => !result.hit).map((miss) => `  missed: ${miss.case} (${miss.problems.join('; ')})`),
  ];
}
