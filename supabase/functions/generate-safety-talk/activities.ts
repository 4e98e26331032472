// Cuts a description of the day into the pieces that can each be a separate
// activity, and turns a piece back into a short name for the talk. Sentences
// and words like 'while' always separate activities; commas, 'and' and 'with'
// might ('scaffolding and excavation') or might not ('slips, trips and
// falls'), so those pieces are kept apart here and re-joined later when they
// raise the same topics.

export interface Fragment {
  /** Index of the clause (sentence-level piece) the fragment belongs to. */
  clause: number;
  /** Span in the original description. */
  start: number;
  end: number;
}

const CLAUSE_BREAK =
  /[;:!?\n\r]+|\.(?!\d)|\s(?:while|whilst|(?:and )?then|also|plus|alongside|meanwhile|as well as|together with|followed by|after that|at the same time as|beside|next to)\s/giu;
const FRAGMENT_BREAK = /,|\s(?:and|with|&|or|including)\s/giu;
const HAS_WORD = /[\p{L}\p{N}]/u;

function spans(text: string, start: number, end: number, separator: RegExp): Array<[number, number]> {
  const result: Array<[number, number]> = [];
  let from = start;
  for (const match of text.slice(start, end).matchAll(separator)) {
    const at = start + (match.index ?? 0);
    result.push([from, at]);
    from = at + match[0].length;
  }
  result.push([from, end]);
  return result;
}

function trimSpan(text: string, [start, end]: [number, number]): [number, number] {
  while (start < end && /\s/u.test(text.charAt(start))) start++;
  while (end > start && /\s/u.test(text.charAt(end - 1))) end--;
  return [start, end];
}

export function splitIntoFragments(description: string): Fragment[] {
  const fragments: Fragment[] = [];
  spans(description, 0, description.length, CLAUSE_BREAK).forEach(([clauseStart, clauseEnd], clause) => {
    for (const span of spans(description, clauseStart, clauseEnd, FRAGMENT_BREAK)) {
      const [start, end] = trimSpan(description, span);
      if (HAS_WORD.test(description.slice(start, end))) fragments.push({ clause, start, end });
    }
  });
  return fragments;
}

// Words that say who or when rather than what. Stripped from the ends of a
// name so 'Today the lads are erecting scaffolding' becomes 'Erecting scaffolding'.
const LEADING_FILLER = new RegExp(
  '^(?:today|tomorrow|tonight|this (?:morning|afternoon|evening|week)|in the (?:morning|afternoon|evening)|' +
    'after (?:lunch|the break)|later(?: on)?|then|also|and|so|but|first|next|finally|' +
    '(?:the|our|my|a|some) (?:lads|crew|team|guys|gang|boys|men|workers|fellas)|' +
    "we(?:['\u2019](?:re|ll|ve))?|i(?:['\u2019](?:m|ll))?|they(?:['\u2019](?:re|ll))?|there(?:['\u2019](?:s|ll))?|" +
    'is|are|am|will|be|being|going|gonna|to|have|has|had|got|need|needs|should|must|can|doing|do|some|a|an|the)(?![\\p{L}\\p{N}])[\\s,]*',
  'iu',
);
const TRAILING_FILLER =
  /[\s,]*(?:today|tomorrow|tonight|this (?:morning|afternoon|evening|week)|all day|later(?: on)?|in the (?:morning|afternoon|evening)|again|too|as well)$/iu;
const MAX_LABEL_WORDS = 8;

function stripRepeatedly(text: string, pattern: RegExp): string {
  let current = text;
  for (let next = current.replace(pattern, ''); next !== current; next = current.replace(pattern, '')) current = next;
  return current;
}

/** A short, capitalised name for an activity, in the visitor's own words. */
export function activityLabel(text: string): string {
  const trimmed = text.trim().replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '');
  const cleaned = stripRepeatedly(stripRepeatedly(trimmed, LEADING_FILLER), TRAILING_FILLER).trim() || trimmed;
  const words = cleaned.split(/\s+/u);
  const short = words.length > MAX_LABEL_WORDS ? `${words.slice(0, MAX_LABEL_WORDS).join(' ')}\u2026` : cleaned;
  return short.charAt(0).toUpperCase() + short.slice(1);
}
