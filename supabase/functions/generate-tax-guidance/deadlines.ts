// The self-assessment deadline worked out from its rule, not from a date
// written into an entry: the return for year N is due by 31 October of year
// N+1. Against today's date the answer gives the next deadline still to come,
// and says plainly when the one asked about has passed and what follows.
import { addDays, longDate, yearOf, type IsoDate } from '../_shared/calendar.ts';
import { yearsAsked } from './question-dates.ts';

/** The date the Form 11 return for `taxYear` is due (before any ROS extension). */
export function form11Due(taxYear: number): IsoDate {
  return `${taxYear + 1}-10-31`;
}

/** The tax year of the next Form 11 return whose deadline is today or later. */
export function nextForm11Year(today: IsoDate): number {
  const year = yearOf(today);
  return today <= form11Due(year - 1) ? year - 1 : year;
}

/**
 * Revenue extends the deadline to a day in mid-November for those who file
 * and pay through ROS; the exact day is announced each year, so for the first
 * weeks after 31 October we say it may still be open instead of guessing.
 */
const ROS_EXTENSION_DAYS = 20;

/** How long after a deadline an answer still warns that the return is now late. */
const RECENTLY_PASSED_DAYS = 150;

/** A visitor who says they missed it hears first that the date has passed. */
const LATE_QUESTION = /\b(?:missed|miss|late|behind|haven'?t (?:filed|done|sent)|not (?:filed|done))\b/i;

export const LATE_FILING =
  'A late return is surcharged even if the tax was paid on time: 5% of the tax for the year (at most €12,695) if it is filed within two months of the deadline, 10% (at most €63,485) after that; tax paid late also carries interest at 0.0219% a day from the date it was due.';

/** Which return years the question is about: a named year is the tax year of the return. */
function returnYearsAsked(question: string, today: IsoDate): number[] {
  // 'due in 2027' names the deadline's year, not the return's.
  const dueYear = /\b(?:due|deadline|file|filed|filing)\b[^.?!]{0,12}\b(?:in|by) (?:october |november )?(20\d\d)\b/i.exec(question)?.[1];
  return yearsAsked(question, today).map((year) => (dueYear && Number(dueYear) === year ? year - 1 : year));
}

function passedLines(taxYear: number, today: IsoDate): string[] {
  const due = form11Due(taxYear);
  const rosMayBeOpen = today <= addDays(due, ROS_EXTENSION_DAYS);
  return [
    `The Form 11 return for ${taxYear} was due by ${longDate(due)}, and that date has passed${rosMayBeOpen ? " (if you file and pay through ROS, check whether Revenue's extended date in mid-November is still open)" : ''}: if you have not filed it, it is now late, so file it as soon as you can.`,
    LATE_FILING,
  ];
}

/** The opening lines of a Form 11 deadline answer for this question on this day. */
export function form11DeadlineLead(question: string, today: IsoDate): string[] {
  const next = nextForm11Year(today);
  const asked = returnYearsAsked(question, today);
  const askedYear = asked.length > 0 ? Math.max(...asked) : undefined;
  if (askedYear !== undefined && form11Due(askedYear) < today) {
    return [
      ...passedLines(askedYear, today),
      `The next Form 11 deadline still to come is ${longDate(form11Due(next))}, for the ${next} return.`,
    ];
  }
  const year = askedYear ?? next;
  const lines = [
    `Your Form 11 return for ${year} is due by ${longDate(form11Due(year))}, together with the balance of your ${year} tax and preliminary tax for ${year + 1}; if you file and pay through ROS, Revenue extends that date to a day in mid-November.`,
  ];
  // The return before it, when its deadline passed lately: the visitor may not have filed it yet.
  const previous = year - 1;
  if (form11Due(previous) < today && addDays(form11Due(previous), RECENTLY_PASSED_DAYS) >= today) {
    const passed = passedLines(previous, today);
    return LATE_QUESTION.test(question) ? [...passed, ...lines] : [...lines, ...passed];
  }
  return lines;
}
