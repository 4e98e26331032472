// The year a question is about: a year it names ('2027', 'the 2025 return'),
// or 'next year', 'last year', 'this year' read against today. A year inside a
// full date ('in March 2026') still counts: that is when the event happened.
import { yearOf, type IsoDate } from '../_shared/calendar.ts';

const YEAR = /\b(20[2-4]\d)\b/g;
const NEXT_YEAR = /\bnext (?:tax )?year\b|\bcoming year\b/i;
const LAST_YEAR = /\blast (?:tax )?year\b|\bprevious (?:tax )?year\b/i;

/** Every year the question names, in order, with relative years resolved against today. */
export function yearsAsked(question: string, today: IsoDate): number[] {
  const current = yearOf(today);
  const years = [...question.matchAll(YEAR)].map((match) => Number(match[1]));
  if (NEXT_YEAR.test(question)) years.push(current + 1);
  if (LAST_YEAR.test(question)) years.push(current - 1);
  return years;
}

/** The year the question is about: the latest it names, else the current calendar year. */
export function yearAsked(question: string, today: IsoDate): { year: number; named: boolean } {
  const years = yearsAsked(question, today);
  return years.length > 0 ? { year: Math.max(...years), named: true } : { year: yearOf(today), named: false };
}
