// A word broken at a line end: 'man-' / 'agement' was one word the typesetter
// split, 'case-' / 'sensitive' is a compound that happened to break at its
// hyphen. Without a dictionary the document itself is the best witness: a
// joined form it uses elsewhere ('management') wins, then a hyphenated form
// it uses mid-line ('case-sensitive'). Failing both, a hyphen stays where the
// next part is capitalised or a number ('COVID-' / '19', 'pre-' / 'EU'), where
// the first part is a single letter ('e-' / 'mail', which no typesetter
// splits off); a bare word ending after the break ('pack-' / 'age') was split;
// a hyphen also stays where both parts are words of three letters or more that
// the document uses on their own; otherwise the line break split the word.

export interface Vocabulary {
  words: ReadonlySet<string>;
  hyphenated: ReadonlySet<string>;
}

const WORD = /\p{L}+(?:[-‐]\p{L}+)*/gu;

const SUFFIXES = new Set(
  'age ages ance ence ent ant ary ery ory able ible al ally ed er ers est ful ial ical ing ings ion ions ism ist ity ive ize ise less ly ment ments ness ous ship sion sions tion tions ture ure'.split(
    ' ',
  ),
);

/** The words a document uses, and the hyphenated compounds it uses inside a line. */
export function vocabularyOf(lines: Iterable<string>): Vocabulary {
  const words = new Set<string>();
  const hyphenated = new Set<string>();
  for (const line of lines) {
    // A word cut at the end of this line is no evidence of anything.
    const whole = line.replace(/\p{L}+[-‐]$/u, '');
    for (const [token] of whole.matchAll(WORD)) {
      const lower = token.toLowerCase();
      if (/[-‐]/.test(lower)) {
        hyphenated.add(lower.replace(/‐/g, '-'));
        for (const part of lower.split(/[-‐]/)) words.add(part);
      } else {
        words.add(lower);
      }
    }
  }
  return { words, hyphenated };
}

/** Whether a line ending in a hyphen joins the next line as one word ('management') rather than a compound. */
export function isSplitWord(before: string, after: string, vocabulary: Vocabulary): boolean {
  const left = /(\p{L}+)[-‐]$/u.exec(before)?.[1];
  const right = /^(\p{L}+)/u.exec(after)?.[1];
  if (!left || !right) return false;
  if (!/^\p{Ll}/u.test(right)) return false;
  const joined = (left + right).toLowerCase();
  const compound = `${left}-${right}`.toLowerCase();
  if (vocabulary.words.has(joined)) return true;
  if (vocabulary.hyphenated.has(compound)) return false;
  if (left.length === 1) return false;
  // A bare word ending ('pack-' 'age', 'state-' 'ment') is never the second half of a compound.
  if (SUFFIXES.has(right.toLowerCase())) return true;
  const both =
    left.length >= 3 && right.length >= 3 && vocabulary.words.has(left.toLowerCase()) && vocabulary.words.has(right.toLowerCase());
  return !both;
}

/** Two lines of one paragraph as one: a split word rejoined, otherwise a space. */
export function joinWrapped(text: string, next: string, vocabulary: Vocabulary): string {
  if (/\p{L}[-‐]$/u.test(text)) {
    return isSplitWord(text, next, vocabulary) ? text.slice(0, -1) + next : text + next;
  }
  // A web address broken after a slash gets a hyphen from some typesetters: 'debian.org/-' 'doc/'.
  if (/(?:\/\/|www\.)\S*\/[-‐]$/.test(text)) return text.slice(0, -1) + next;
  // '32-' 'bit': a number's hyphen is always a real one.
  if (/\p{N}[-‐]$/u.test(text)) return text + next;
  // A line ending in a slash or an identifier's underscore continues without a space: 'and/' 'or', 'ASN1_MAX_' 'NAME_SIZE'.
  if (/[/]$|\w_$/.test(text)) return text + next;
  return `${text} ${next}`;
}
