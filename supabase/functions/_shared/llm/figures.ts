// Figures as a reader takes them, however they are written: '23%', 'twenty-three
// per cent' and '２３%' are one figure; so are '€1,270.50' and '€1.270,50'.
// The grounding check (grounding-check.ts) compares figures in this one form,
// so a model cannot slip a number past it by spelling or typesetting it
// differently from the material, and the material's own spelling still counts.

/**
 * Text with every digit made ASCII: NFKC folds full-width and mathematical
 * digits ('２３' to '23', '１，２７０' to '1,270'); other scripts' decimal digits
 * (Arabic-Indic, Devanagari...) are mapped by their place in their block.
 */
export function asciiDigits(text: string): string {
  return text.normalize('NFKC').replace(/\p{Nd}/gu, (digit) => (/[0-9]/.test(digit) ? digit : String(digitValue(digit))));
}

/**
 * Unicode encodes decimal digits only in runs of ten, 0 to 9 (a stability
 * guarantee), so a digit's value is its distance from the run's start.
 */
function digitValue(digit: string): number {
  const code = digit.codePointAt(0)!;
  let start = code;
  while (/\p{Nd}/u.test(String.fromCodePoint(start - 1))) start -= 1;
  return (code - start) % 10;
}

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const SCALES: Record<string, number> = { thousand: 1_000, million: 1_000_000, billion: 1_000_000_000 };

/** The value of one number word below a hundred ('twelve' → 12, 'sixty' → 60), or undefined. */
export function numberWordValue(word: string): number | undefined {
  const lower = word.toLowerCase();
  return UNITS[lower] ?? TENS[lower];
}

/**
 * 'one' is mostly not a figure ('one of the options', 'no one'): it counts
 * when a unit follows it ('one per cent', 'one year') or it is part of a
 * larger number ('twenty-one', 'one hundred').
 */
const UNIT_AFTER_ONE =
  /^[\s-]+(?:per\s*cent|percent|%|euros?|cents?|years?|months?|weeks?|days?|hours?|minutes?|tonnes?|metres?|kilometres?|km|employees?|staff|vans?|trucks?|lorr(?:y|ies)|vehicles?|times?)\b/i;

const NUMBER_WORD = new RegExp(`^(?:${[...Object.keys(UNITS), ...Object.keys(TENS), 'hundred', ...Object.keys(SCALES)].join('|')})$`, 'i');

/** The value of a run of number words ('twenty-three', 'one hundred and five', 'two thousand'). */
function wordsValue(words: readonly string[]): number {
  let total = 0;
  let current = 0;
  for (const word of words.map((w) => w.toLowerCase())) {
    if (word in UNITS) current += UNITS[word]!;
    else if (word in TENS) current += TENS[word]!;
    else if (word === 'hundred') current = (current || 1) * 100;
    else if (word in SCALES) {
      total += (current || 1) * SCALES[word]!;
      current = 0;
    }
  }
  return total + current;
}

/** Numbers written as words replaced by their digits: 'twenty-three per cent' becomes '23 per cent'. */
export function numberWordsToDigits(text: string): string {
  // Words with what separates them; a run is number words joined by spaces, hyphens or 'and'.
  const tokens = text.match(/\p{L}+|[^\p{L}]+/gu) ?? [];
  let out = '';
  for (let i = 0; i < tokens.length;) {
    if (!NUMBER_WORD.test(tokens[i]!)) {
      out += tokens[i];
      i += 1;
      continue;
    }
    const words = [tokens[i]!];
    let end = i + 1;
    for (;;) {
      const gap = tokens[end];
      const next = tokens[end + 1];
      if (gap !== undefined && /^[\s-]+$/.test(gap) && next && NUMBER_WORD.test(next)) {
        words.push(next);
        end += 2;
      } else if (
        gap &&
        /^\s+$/.test(gap) &&
        /^and$/i.test(next ?? '') &&
        /^\s+$/.test(tokens[end + 2] ?? '') &&
        NUMBER_WORD.test(tokens[end + 3] ?? '')
      ) {
        words.push(tokens[end + 3]!);
        end += 4;
      } else break;
    }
    const rest = tokens.slice(end).join('');
    const alone = words.length === 1 && /^one$/i.test(words[0]!);
    out += alone && !UNIT_AFTER_ONE.test(rest) ? words[0] : String(wordsValue(words));
    i = end;
  }
  return out;
}

/** A figure: an optional currency sign, then digits with '.' or ',' between groups. */
const FIGURE = /([€£$]\s?)?(\d+(?:[.,]\d+)*)/g;

/** A decimal written without separators or padding: '1270.5', '0.5', '7'. */
function canonical(integer: string, fraction = ''): string {
  const whole = integer.replace(/^0+(?=\d)/, '');
  const decimals = fraction.replace(/0+$/, '');
  return decimals ? `${whole}.${decimals}` : whole;
}

/**
 * One written figure's value. With both '.' and ',' the last is the decimal
 * mark ('€1.270,50', '€1,270.50'); one kind used more than once separates
 * thousands ('1,000,000', '1.000.000'); used once before exactly three digits,
 * ',' separates thousands ('1,270'), and so does '.' after a currency sign
 * ('€1.270') but not elsewhere ('4.125%'); otherwise it is the decimal mark.
 */
export function figureValue(written: string, currency: boolean): string {
  const marks = written.match(/[.,]/g) ?? [];
  if (marks.length === 0) return canonical(written);
  const last = marks.at(-1)!;
  const groups = written.split(/[.,]/);
  if (new Set(marks).size === 2) return canonical(groups.slice(0, -1).join(''), groups.at(-1));
  if (marks.length > 1) {
    // Not thousands groups ('2.1.4'): a clause number, kept as written.
    return groups.slice(1).every((group) => group.length === 3) ? canonical(groups.join('')) : written;
  }
  const thousands = groups[1]!.length === 3 && (last === ',' || currency);
  return thousands ? canonical(groups.join('')) : canonical(groups[0]!, groups[1]);
}

/** Text as the figure reader sees it: ASCII digits, numbers in words as digits. */
export function readableFigures(text: string): string {
  return numberWordsToDigits(asciiDigits(text));
}

/** Every figure in a text, by value, with where it stands in the readable text. */
export function figureOccurrences(text: string): { value: string; index: number }[] {
  return [...readableFigures(text).matchAll(FIGURE)].map((match) => ({
    value: figureValue(match[2]!, Boolean(match[1])),
    index: match.index,
  }));
}

export function figuresIn(text: string): Set<string> {
  return new Set(figureOccurrences(text).map((figure) => figure.value));
}
