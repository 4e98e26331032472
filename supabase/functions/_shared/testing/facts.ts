// The one grader for facts in an answer, used by every evaluation (tax,
// logistics, safety, documents; development and held-out sets alike). A bare
// substring test flatters: '9%' is inside '19%' and '€1,000' inside
// '€11,000'. So a fact counts only as a whole word or figure: no letter or
// digit may touch either end, and a figure may not go on as a longer number
// ('€1,000' is not in '€1,000,000'). An item may list alternatives (any one
// will do), and a case passes only when every item is found.

/** One thing a right answer holds: a fact, or alternatives of which any one will do. */
export type FactItem = string | readonly string[];

/**
 * Typography that varies between equally right answers: curly quotes and
 * apostrophes, non-breaking hyphens, runs of spaces. Lower case too, so facts
 * match case-insensitively.
 */
export function normaliseForFacts(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[\u2010\u2011]/g, '-')
    .replace(/\s+/g, ' ');
}

const patterns = new Map<string, RegExp>();

function patternOf(fact: string): RegExp {
  const known = patterns.get(fact);
  if (known) return known;
  const wanted = normaliseForFacts(fact).trim();
  if (!wanted) throw new Error('An empty fact matches everything; the evaluation set is wrong.');
  const body = wanted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
  // A figure at either end must not go on as a longer number ('1.5' in '11.5', '1,000' in '1,000,000').
  const before = /^\p{N}/u.test(wanted) ? '(?<![\\p{L}\\p{N}])(?<!\\p{N}[.,])' : '(?<![\\p{L}\\p{N}])';
  const after = /\p{N}$/u.test(wanted) ? '(?![\\p{L}\\p{N}])(?![.,]\\p{N})' : '(?![\\p{L}\\p{N}])';
  const pattern = new RegExp(`${before}${body}${after}`, 'u');
  patterns.set(fact, pattern);
  return pattern;
}

/** Whether `text` holds `fact` as a whole word or figure, ignoring case. */
export function containsFact(text: string, fact: string): boolean {
  return patternOf(fact).test(normaliseForFacts(text));
}

/** Whether `text` holds the item: the fact, or any one of its alternatives. */
export function containsItem(text: string, item: FactItem): boolean {
  const normalised = normaliseForFacts(text);
  return alternativesOf(item).some((fact) => patternOf(fact).test(normalised));
}

function alternativesOf(item: FactItem): readonly string[] {
  return typeof item === 'string' ? [item] : item;
}

/** An item as a reader of a miss wants it: 'a' or 'a / b / c'. */
export function describeItem(item: FactItem): string {
  return alternativesOf(item).join(' / ');
}

export interface FactGrade {
  /** True only when every item was found: a case passes whole or not at all. */
  pass: boolean;
  /** The items not found, described. */
  missing: string[];
}

/** Grades `text` against every item a right answer must hold. */
export function gradeFacts(text: string, items: readonly FactItem[]): FactGrade {
  const missing = items.filter((item) => !containsItem(text, item)).map(describeItem);
  return { pass: missing.length === 0, missing };
}

/** The items `text` holds: for words a right answer must not contain. */
export function foundFacts(text: string, items: readonly FactItem[]): string[] {
  return items.filter((item) => containsItem(text, item)).map(describeItem);
}
