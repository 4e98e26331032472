// The few patterns that read structure rather than meaning: a year, a euro
// amount, a form's name, a name written in capitals, a quoted phrase. They
// are kept here, in one place, because they hold for every demo; everything
// about meaning (which word stands for which) is synonym data, not code.

/** A part of a question that names something exactly and so weighs more than a common word. */
export interface NamedTerm {
  /** The words as the question writes them ('form 11', 'eii', 'help to buy'). */
  phrase: string;
  kind: 'form' | 'capitals' | 'quoted' | 'number';
}

// 'Form 11', 'form CT1', 'RPN', 'P60': a form is named by the word form and a code, or by a code mixing letters and digits.
const FORM = /\bform\s+([a-z]{0,4}\s?\d{1,3}[a-z]?)\b/gi;
const CODE = /\b[a-z]{1,4}\d{1,3}[a-z]?\b/gi;
// Two to six capitals, as a visitor writes a scheme or a tax: VRT, LPT, EII, PRSI, KEEP.
const CAPITALS = /\b[A-Z][A-Z&]{1,5}s?\b/g;
// A quote opens after a space and closes before one, so the apostrophes of "I'm" and "don't" never pair up.
const QUOTED = /(?:^|\s)["“‘']([^"”’']{3,60})["”’'](?=\s|[.,;:?!]|$)/g;
const YEAR = /\b(20[1-4]\d)\b/g;
// '€530', '€ 42,500', '530 euro', '40k', '€1.2m'.
const EURO = /€\s?(\d[\d,]*(?:\.\d+)?)\s*(k|m|million)?\b|\b(\d[\d,]*(?:\.\d+)?)\s*(k|m|million)?\s*(?:euro|eur)\b/gi;

/** Words in capitals that are ordinary words written loudly, not names. */
const SHOUTED = new Set(['I', 'A', 'OK', 'AM', 'PM', 'IT', 'ID']);

/** The exact names in a question: forms, codes, names in capitals, quoted phrases, and figures. */
export function namedTerms(question: string): NamedTerm[] {
  const found: NamedTerm[] = [];
  for (const match of question.matchAll(FORM)) found.push({ phrase: `form ${match[1]!.toLowerCase()}`, kind: 'form' });
  for (const match of question.matchAll(CODE)) found.push({ phrase: match[0].toLowerCase(), kind: 'form' });
  for (const match of question.matchAll(CAPITALS)) {
    if (!SHOUTED.has(match[0])) found.push({ phrase: match[0].replace(/s$/, '').toLowerCase(), kind: 'capitals' });
  }
  for (const match of question.matchAll(QUOTED)) found.push({ phrase: match[1]!.toLowerCase(), kind: 'quoted' });
  for (const match of question.matchAll(/\b\d[\d,.]*\b/g)) found.push({ phrase: match[0].replace(/[,.]$/, ''), kind: 'number' });
  const seen = new Set<string>();
  return found.filter((term) => !seen.has(term.phrase) && seen.add(term.phrase));
}

// 'carbon tax', 'betting duty', 'plastic bag levy': a charge named by what it is on.
const NAMED_CHARGE = /\b([\p{L}]+)[\s-]+(?:tax|taxes|duty|duties|levy|levies)\b/giu;

/** The words that name a tax, duty or levy in a text ('carbon' in 'carbon tax'), lower-cased. */
export function chargeNames(text: string): string[] {
  return [...text.matchAll(NAMED_CHARGE)].map((match) => match[1]!.toLowerCase());
}

/** The years a text names, in order ('in 2027', 'for 2026'). */
export function yearsIn(text: string): number[] {
  return [...text.matchAll(YEAR)].map((match) => Number(match[1]));
}

function amount(digits: string, scale: string | undefined): number {
  const value = Number(digits.replace(/,/g, ''));
  const multiplier = !scale ? 1 : scale.toLowerCase() === 'k' ? 1_000 : 1_000_000;
  return value * multiplier;
}

/** The euro amounts a text names, as numbers ('€42,500' → 42500, '40k euro' → 40000). */
export function euroAmountsIn(text: string): number[] {
  return [...text.matchAll(EURO)].map((match) => (match[1] ? amount(match[1], match[2]) : amount(match[3]!, match[4])));
}

/** Whether a text names a percentage ('20%', '4.5 %'). */
export function mentionsPercentage(text: string): boolean {
  return /\d\s?%/.test(text);
}
