// The days either side of every dated boundary in the knowledge, and what an
// answer must (and must not) say on each, by the one rule in
// `_shared/calendar.ts`: a measure ending on D is in force on D and has ended
// from D + 1; one starting on D applies from D. Each base's test drives its
// public generate function with these days pinned as `today`.
import { addDays, longDate, tenseOf, type DatedMeasure, type IsoDate, type MeasureKind } from '../calendar.ts';

export interface BoundaryDay {
  /** 'the day before', 'the day itself', 'the day after'. */
  when: string;
  today: IsoDate;
  /** Phrases the answer must hold (matched without regard to case). */
  says: string[];
  /** Phrases it must not hold. */
  neverSays: string[];
}

export function boundaryDays(
  dated: Pick<DatedMeasure<unknown, MeasureKind>, 'on' | 'kind' | 'measure' | 'pending' | 'said'>,
): BoundaryDay[] {
  // Where the entry's own sentence already places the date right, the answer needs no line of its own.
  const tense = tenseOf(dated.said);
  const date = longDate(dated.on);
  const measure = dated.measure;
  const waits = dated.pending ? [`${measure} still waits on ${dated.pending}`] : [];
  const before = (today: IsoDate, when: string, says: string[], neverSays: string[]): BoundaryDay => ({ when, today, says, neverSays });
  if (dated.kind === 'ends') {
    const open = [`${measure} ends on ${date}`, ...waits];
    const ended = `${measure} ended on ${date}`;
    return [
      before(addDays(dated.on, -1), 'the day before', open, [ended]),
      before(dated.on, 'the day itself', open, [ended]),
      before(addDays(dated.on, 1), 'the day after', [ended], [`${measure} ends on ${date}`, ...waits]),
    ];
  }
  if (dated.kind === 'starts') {
    const toCome = `${measure} will take effect on ${date}`;
    const begun = `${measure} took effect on ${date}`;
    return [
      before(addDays(dated.on, -1), 'the day before', [...(tense === 'past' ? [toCome] : []), ...waits], [begun]),
      before(dated.on, 'the day itself', [begun], [toCome]),
      before(addDays(dated.on, 1), 'the day after', [begun], [toCome]),
    ];
  }
  const due = `${measure} is due by ${date}`;
  const passed = `${measure} was due by ${date}`;
  return [
    before(addDays(dated.on, -1), 'the day before', tense === 'past' ? [due] : [], [passed]),
    before(dated.on, 'the day itself', tense === 'past' ? [due] : [], [passed]),
    before(addDays(dated.on, 1), 'the day after', tense === 'future' ? [passed] : [], [due]),
  ];
}

/** What is missing from or wrongly in `answer` on that day; empty when the answer is right. */
export function boundaryMisses(answer: string, day: BoundaryDay): string[] {
  const text = answer.toLowerCase();
  return [
    ...day.says.filter((phrase) => !text.includes(phrase.toLowerCase())).map((phrase) => `missing: ${phrase}`),
    ...day.neverSays.filter((phrase) => text.includes(phrase.toLowerCase())).map((phrase) => `wrongly says: ${phrase}`),
  ];
}
