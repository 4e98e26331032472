// From a question to guidance: rule out other countries' tax, find the
// entries the question is about, and compose the answer, or say plainly that
// the question is not covered and where to look.
import type { Database } from '../_shared/database.ts';
import type { LlmConfig } from '../_shared/llm/config.ts';
import type { Source } from '../_shared/contract.ts';
import { asSources } from './answer-sources.ts';
import { isoDateIn, isReminder, type IsoDate } from '../_shared/calendar.ts';
import { composeForeign, composeGuidance, composeNotTax, composeNotCovered, NOT_COVERED_SOURCES, yearLead } from './compose.ts';
import { datedLead } from './dated-measures.ts';
import { form11DeadlineLead } from './deadlines.ts';
import { CHECKED_ON, REVIEWED_ON } from './knowledge/sources.ts';
import { yearAsked } from './question-dates.ts';
import { findEntries, type EntryHit, type EntryRow } from './retrieval.ts';
import { findEntriesRewritten } from './rewrite.ts';
import { foreignChargeBesideIrish, foreignJurisdiction, looksLikeTaxQuestion, notTaxSubject } from './scope.ts';
import { COVERED_THRESHOLD } from './search-threshold.ts';
import { chargeNames } from '../_shared/search/structure.ts';
import { stemOf } from '../_shared/search/words.ts';

export interface TaxGuidance {
  guidance: string;
  sources: Source[];
  /** The tax year the figures are for; null when the question was not covered. */
  taxYear: number | null;
  covered: boolean;
  /** Slugs of the entries the answer used, best first. */
  entries: string[];
  /** The entries themselves, for a model to phrase (never sent to the browser). */
  used: EntryRow[];
  /** The date-aware opening lines (deadlines, other years, measures that end), which a model's phrasing keeps. */
  lead: string[];
  /** ISO date the knowledge was last reviewed. */
  reviewedOn: string;
  /** When the question was not covered: the nearest topics, as questions the visitor can ask in one click. */
  suggestions: string[];
}

export interface GuidanceOptions {
  /** Today's date; the server's clock when not given (tests pin it). */
  today?: IsoDate;
  /** A configured model, which may restate a question no entry clearly answers in the visitor's words (rewrite.ts). */
  llm?: LlmConfig;
}

/** Entries whose rule gives the date for any year, so another year needs no 'not covered' note. */
const ANY_YEAR_RULES = new Set(['form-11-deadline', 'preliminary-tax']);

/**
 * A second entry joins the answer when it matched nearly as well as the first:
 * 'VAT on restaurant meals from July' is both about rates and the 2026 change.
 */
const SECOND_ENTRY_SHARE = 0.8;
const MAX_ENTRIES = 2;
/** Without any tax word, a question is a tax question only when an entry holds this much of it. */
const CLEARLY_ANSWERED = 0.75;
/**
 * Or when one entry holds this much of it and at least STANDS_OUT times what any other does: 'my wife stays at
 * home minding the kids, is there anything for that?' is plainly about the home carer credit, though it names no
 * tax. Set on the development sets' questions without a tax word, where every one to decline ('a good restaurant
 * in Galway' against hospitality VAT, the minimum wage against the minimum tax) matched at most 1.7 times the next.
 */
const STANDS_OUT_COVERAGE = 0.55;
const STANDS_OUT = 2;

/** Whether the search alone shows a question without tax words to be about a tax topic. */
function clearlyAboutAnEntry(hits: readonly EntryHit[]): boolean {
  const [best, ...others] = hits.map((hit) => hit.coverage);
  if (best === undefined) return false;
  const next = Math.max(0, ...others);
  return best >= CLEARLY_ANSWERED || (best >= STANDS_OUT_COVERAGE && best >= STANDS_OUT * next);
}
/** How many nearest topics a 'not covered' answer offers. */
const SUGGESTIONS = 3;

function chooseEntries(hits: readonly EntryHit[]): EntryHit[] {
  const best = hits[0];
  if (!best || best.coverage < COVERED_THRESHOLD) return [];
  return hits.filter((hit, index) => index === 0 || hit.coverage >= best.coverage * SECOND_ENTRY_SHARE).slice(0, MAX_ENTRIES);
}

function notCovered(guidance: string, sources: Source[], suggestions: string[] = []): TaxGuidance {
  return { guidance, sources, taxYear: null, covered: false, entries: [], used: [], lead: [], reviewedOn: REVIEWED_ON, suggestions };
}

export async function generateTaxGuidance(db: Database, question: string, options: GuidanceOptions = {}): Promise<TaxGuidance> {
  const today = options.today ?? isoDateIn(new Date());
  const foreign = foreignJurisdiction(question);
  if (foreign) return notCovered(composeForeign(foreign), []);
  // A question about something that is not tax at all (a business name with the CRO, annual leave) is declined, however
  // well its other words ('register', 'deadline') match; one naming any tax, relief or Revenue form never is.
  const notTax = notTaxSubject(question);
  if (notTax) return notCovered(composeNotTax(notTax), []);
  const { hits, unknownStems } = await findEntries(db, question);
  // A question in tax words, or one the knowledge answers clearly (it names a relief, a scheme, a form, or one entry
  // stands out), is a tax question.
  const taxRelated = looksLikeTaxQuestion(question) || clearlyAboutAnEntry(hits);
  // A tax the knowledge never names ('betting duty') is not covered, however well other words match.
  const unknownCharge = chargeNames(question).some((name) => unknownStems.has(stemOf(name)) && !foreignChargeBesideIrish(name, question));
  const inScope = taxRelated && !unknownCharge;
  // Scope is read from the visitor's words alone, above. A question in scope that no entry clearly answers in those
  // words may be searched again with a model's restatement beside them (rewrite.ts).
  const rewrite = inScope && options.llm && (hits[0]?.coverage ?? 0) < CLEARLY_ANSWERED;
  const found = rewrite && options.llm ? ((await findEntriesRewritten(db, options.llm, question)) ?? hits) : hits;
  const chosen = inScope ? chooseEntries(found) : [];
  if (chosen.length === 0) {
    const suggestions = taxRelated ? found.slice(0, SUGGESTIONS).map((hit) => hit.entry.title) : [];
    return notCovered(
      composeNotCovered(taxRelated, suggestions),
      taxRelated ? asSources(NOT_COVERED_SOURCES.map((source) => ({ source, checkedOn: CHECKED_ON }))) : [],
      suggestions,
    );
  }
  const entries = chosen.map((hit) => hit.entry);
  const taxYear = Math.max(...entries.map((entry) => entry.tax_year));
  const { lead, afterAnswer } = datedLines(question, entries, taxYear, today);
  return {
    guidance: composeGuidance(entries, taxYear, lead, afterAnswer),
    sources: asSources(entries.flatMap((entry) => entry.sources.map((source) => ({ source, checkedOn: entry.checked_on })))),
    taxYear,
    covered: true,
    entries: entries.map((entry) => entry.slug),
    used: entries,
    lead: [...lead, ...afterAnswer],
    reviewedOn: REVIEWED_ON,
    suggestions: [],
  };
}

/** The date-aware lines of an answer: before the entries, and after the first entry's answer. */
interface DatedLines {
  lead: string[];
  afterAnswer: string[];
}

/**
 * The lines that answer for today's date: the deadline worked out from its
 * rule, a measure that ends before the time asked about, and a plain word
 * when the year asked is not the year held. Asked for a figure of another
 * year, the first thing to say is that we do not hold it; asked what to do,
 * the rule comes first and the word on the year right after it.
 */
function datedLines(question: string, entries: readonly EntryRow[], taxYear: number, today: IsoDate): DatedLines {
  const { year, named } = yearAsked(question, today);
  const lead: string[] = [];
  if (entries[0]?.slug === 'form-11-deadline') lead.push(...form11DeadlineLead(question, today));
  const dated = entries.flatMap((entry) => datedLead(entry.slug, year, named, today));
  // A measure that has ended or does not reach the year asked changes the answer, so it comes first; a reminder follows the figure.
  lead.push(...dated.filter((line) => !isReminder(line)));
  const reminders = dated.filter(isReminder);
  const figureEntries = entries.filter((entry) => !ANY_YEAR_RULES.has(entry.slug));
  if (figureEntries.length === 0 || year === taxYear) return { lead, afterAnswer: reminders };
  const notice = yearLead(year, taxYear, named);
  return asksForFigure(question)
    ? { lead: [...lead, ...notice], afterAnswer: reminders }
    : { lead, afterAnswer: [...notice, ...reminders] };
}

const FIGURE_QUESTION =
  /\b(?:what(?:'s| is| are| will| was| were)|how much|rates?|bands?|thresholds?|limits?|figures?|credits?|amounts?|percent)\b|%/i;

/** Whether the question asks for a figure (a rate, band, threshold), not what to do. */
export function asksForFigure(question: string): boolean {
  return FIGURE_QUESTION.test(question);
}
