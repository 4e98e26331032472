// The one rule for dated measures, on fixed days: the boundary (a measure
// ending on D is in force on D, one starting on D applies from D), the
// 60-day window, the wording an answer gets on each side, and what the review
// flags. No test here reads the clock.
import { describe, expect, it } from 'vitest';
import {
  addDays,
  datedMeasureLines,
  datedSentenceProblems,
  datedWordingProblem,
  daysBetween,
  hasPassed,
  isoDateIn,
  longDate,
  measureLines,
  tenseOf,
  type DatedMeasure,
  type MeasureKind,
} from './calendar.ts';
import { boundaryDays, boundaryMisses } from './testing/dated-boundaries.ts';

const wording = { checkedOn: '2026-11-25' };
type Measure = Omit<DatedMeasure<unknown, MeasureKind>, 'source'>;

const relief: Measure = {
  on: '2026-12-31',
  kind: 'ends',
  measure: 'the fixture relief',
  said: 'The relief covers shares issued by 31 December 2026.',
};
const rate: Measure = { on: '2027-01-01', kind: 'starts', measure: 'the fixture rate', said: 'The rate falls on 1 January 2027.' };
const returnDue: Measure = { on: '2026-10-31', kind: 'due', measure: 'the fixture return', said: 'The return is due by 31 October 2026.' };
// Sentences written for the other side of their date, which the answer must correct.
const rateWrittenLater: Measure = { ...rate, said: 'Since 1 January 2027 the rate is lower.' };
const returnWrittenLater: Measure = { ...returnDue, said: 'The return was due by 31 October 2026.' };
const waiting: Measure = {
  ...relief,
  on: '2028-12-31',
  measure: 'the fixture extension',
  said: 'It runs to 31 December 2028, subject to European Commission approval.',
  pending: 'European Commission approval',
};

describe('the calendar', () => {
  it('reads Irish dates and counts days', () => {
    expect(isoDateIn(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
    expect(isoDateIn(new Date('2026-07-31T23:30:00Z'))).toBe('2026-08-01');
    expect(longDate('2027-01-02')).toBe('2 January 2027');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-11-26', '2027-01-01')).toBe(36);
  });

  it('has one boundary rule: an end date is still open on the day, a start date applies from the day', () => {
    expect([hasPassed(relief, '2026-12-30'), hasPassed(relief, '2026-12-31'), hasPassed(relief, '2027-01-01')]).toEqual([
      false,
      false,
      true,
    ]);
    expect([hasPassed(rate, '2026-12-31'), hasPassed(rate, '2027-01-01'), hasPassed(rate, '2027-01-02')]).toEqual([false, true, true]);
    expect([hasPassed(returnDue, '2026-10-31'), hasPassed(returnDue, '2026-11-01')]).toEqual([false, true]);
  });
});

describe('measureLines', () => {
  it.each([relief, rate, returnDue, waiting, rateWrittenLater, returnWrittenLater])(
    'says the right thing either side of $on ($kind)',
    (measure) => {
      for (const day of boundaryDays(measure)) {
        expect({ when: day.when, misses: boundaryMisses(measureLines(measure, day.today, wording).join(' '), day) }).toEqual({
          when: day.when,
          misses: [],
        });
      }
    },
  );

  it('says nothing about a start or deadline the sentence already words right, or a date far off', () => {
    expect(measureLines(rate, '2026-12-31', wording)).toEqual([]);
    expect(measureLines(returnDue, '2026-10-30', wording)).toEqual([]);
    expect(measureLines(returnWrittenLater, '2026-11-01', wording)).toEqual([]);
    expect(measureLines(relief, '2026-06-01', wording)).toEqual([]);
    expect(measureLines(rate, '2026-06-01', wording)).toEqual([]);
    expect(measureLines(rate, '2027-06-01', wording)).toEqual([]);
    // A rule written up after it began ('since'), asked about long before it starts.
    expect(measureLines(rateWrittenLater, '2026-01-01', wording)).toEqual([
      'Note the date: the fixture rate will take effect on 1 January 2027.',
    ]);
    // A start still worded as to come, asked about long after.
    expect(measureLines({ ...rate, said: 'The rate will fall on 1 January 2027.' }, '2028-01-01', wording)).toEqual([
      'The fixture rate took effect on 1 January 2027.',
    ]);
  });

  it('always says an ended measure ended, so its figures are never offered as current', () => {
    expect(measureLines(relief, '2030-11-02', wording)).toEqual([
      'The fixture relief ended on 31 December 2026; no extension had been confirmed when we last checked on 25 November 2026, so its figures describe it as it stood, not as it applies now.',
    ]);
  });

  it('tells a question about a later year that a measure ending before it does not reach it', () => {
    expect(datedMeasureLines([relief, relief], 2027, '2026-06-01', wording)).toEqual([
      'As legislated, the fixture relief ends on 31 December 2026, so it does not reach 2027; no extension had been confirmed when we last checked on 25 November 2026.',
    ]);
    expect(datedMeasureLines([relief], 2026, '2026-06-01', wording)).toEqual([]);
  });
});

describe('the wording checks', () => {
  it('place a sentence in the past, to come, or neither', () => {
    expect(tenseOf('In force since 5 April 2024.')).toBe('past');
    expect(tenseOf('The lower rate will apply from 1 January 2027.')).toBe('future');
    expect(tenseOf('It applies from 9 July 2027.')).toBe('neutral');
  });

  it('flag an ended measure still presented as current, and a start or deadline gone by still worded as to come', () => {
    expect(datedWordingProblem(relief, '2026-12-31')).toBeUndefined();
    expect(datedWordingProblem(relief, '2027-01-01')).toBe('ended on 31 December 2026 and is still presented as current');
    expect(datedWordingProblem({ ...relief, said: 'The relief ended on 31 December 2026.' }, '2027-01-01')).toBeUndefined();
    expect(datedWordingProblem({ ...rate, said: 'The rate will fall on 1 January 2027.' }, '2027-01-01')).toBe(
      'took effect on 1 January 2027 and is still worded as to come',
    );
    expect(datedWordingProblem(rate, '2027-01-01')).toBeUndefined();
    expect(datedWordingProblem({ ...returnDue, said: 'The return will be due by 31 October 2026.' }, '2026-11-01')).toBe(
      'was due on 31 October 2026 and is still worded as to come',
    );
  });

  it('find a sentence that is missing, undated, unsourced or silent on its condition', () => {
    expect(datedSentenceProblems(waiting, waiting.said, 'https://example.ie')).toEqual([]);
    expect(
      datedSentenceProblems(
        { ...relief, said: 'The relief covers shares issued by the end of the year.' },
        relief.said,
        'http://example.ie',
      ),
    ).toEqual([
      'its sentence is not in the entry where answers quote it',
      'the sentence does not state 31 December 2026',
      'its source has no https address',
    ]);
    expect(datedSentenceProblems({ ...waiting, pending: 'Dáil approval (state aid)' }, waiting.said, 'https://example.ie')).toEqual([
      'the sentence does not say it still waits on Dáil approval',
    ]);
  });
});
