// The words of a question that carry meaning, and the field's synonyms: how
// accountants, auditors and solicitors name the same thing differently
// ('partner' and 'engagement leader', 'fees' and 'remuneration').
import { queryWords } from '../_shared/knowledge-search.ts';

// Function words and question scaffolding: they say nothing about the topic.
const STOPWORDS = new Set(
  `a an and are as at be been being but by can could did do does doing for from had has have how i if in into is it its
  me my of on or our shall should so than that the their them then there these they this those to under up was we were
  what when where which while who whom why will with would you your about after again against all am any before below
  between both down during each few further here more most no nor not off once only other out over some such
  too very just also may might must need needs allowed allow permitted rules rule say says said tell document
  according apply applies us please explain mean means there anything happen happens get gets give gives much many
  long often kind kinds type types way ways ex`.split(/\s+/),
);

/**
 * Groups of interchangeable words and phrases. A question naming any member
 * finds passages using any other; matching is by word stem (see stem()).
 */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['partner', 'engagement leader', 'engagement partner', 'principal', 'director'],
  ['fee', 'remuneration', 'charge', 'billing', 'price', 'cost'],
  ['client', 'audited entity', 'customer', 'entity', 'company'],
  ['pie', 'public interest entity', 'public-interest entity', 'listed', 'regulated market'],
  ['bank', 'credit institution', 'lender'],
  ['own', 'owns', 'hold', 'holds', 'held'],
  ['bookkeeping', 'books', 'accounting records'],
  ['board', 'key management position', 'management'],
  ['stay', 'serve', 'remain', 'continue'],
  ['auditor', 'audit firm', 'statutory auditor'],
  ['rotation', 'rotate', 'leave the engagement', 'step down'],
  ['cooling-off', 'cooling off', 'wait', 'waiting period', 'break'],
  ['relative', 'family member', 'family', 'spouse', 'parent', 'sibling', 'brother', 'sister', 'child'],
  ['shares', 'financial interest', 'investment', 'stake', 'shareholding', 'securities'],
  ['independence', 'objectivity', 'impartiality'],
  ['prohibited', 'must not', 'cannot', 'may not', 'not allowed', 'not permitted', 'banned', 'forbidden'],
  ['gift', 'hospitality', 'present'],
  ['lawsuit', 'litigation', 'legal action', 'sue'],
  ['disclose', 'disclosure', 'publish', 'report', 'public'],
  ['audit committee', 'those charged with governance', 'board'],
  ['job', 'employment', 'position', 'role'],
  ['terminate', 'termination', 'end', 'cancel', 'resign'],
  ['invoice', 'bill', 'fee note'],
  ['deadline', 'within', 'period', 'time limit', 'days'],
  ['complaint', 'grievance', 'dissatisfied', 'unhappy'],
  ['confidential', 'confidentiality', 'secret', 'privacy'],
  ['pension', 'retirement'],
  ['notice', 'warning', 'advance notice'],
  ['increase', 'rise', 'go up', 'raise'],
  ['it', 'information technology', 'technology', 'computer'],
  ['valuation', 'value', 'valuing'],
  ['liability', 'liable', 'responsibility', 'responsible'],
  ['insurance', 'indemnity', 'cover'],
  ['records', 'documents', 'files', 'papers'],
  ['maximum', 'highest', 'largest', 'biggest', 'upper limit'],
  ['minimum', 'lowest', 'smallest', 'lower limit'],
  // Where a name or a rule comes from: a reader asks 'where does it come from', a document says what it is made of or derived from.
  ['come', 'origin', 'originate', 'contraction', 'derived', 'named after', 'stands for'],
];

const GROUP_OF = new Map<string, readonly string[]>();
for (const group of SYNONYM_GROUPS) for (const member of group) GROUP_OF.set(stem(member), group);

/**
 * Words a group gathers because a search for one should find the others, but
 * which name different things when a question asks about them: a spouse is
 * immediate family and a brother close family, with different rules; a
 * director of a client is not its audit partner; resigning is not being
 * dismissed. The answer cache never takes one of them for another.
 */
const RELATED_NOT_SAME = new Set(
  ['spouse', 'parent', 'sibling', 'brother', 'sister', 'child', 'director', 'principal', 'resign', 'hospitality', 'present', 'board', 'management', 'public', 'break'].map(
    (word) => stem(word),
  ),
);

/** The concepts of the lexicon's phrases ('financial interest') that a lower-case text contains. */
export function phraseConcepts(text: string): string[] {
  const found: string[] = [];
  for (const group of SYNONYM_GROUPS) {
    for (const member of group) {
      if (member.includes(' ') && text.includes(member)) found.push(conceptOf(member));
    }
  }
  return found;
}

/**
 * One name for a word and its synonyms ('fee' and 'remuneration' give the
 * same), for telling whether two questions ask the same thing. A word outside
 * the lexicon is named by its stem.
 */
export function conceptOf(word: string): string {
  const key = stem(word);
  if (RELATED_NOT_SAME.has(key)) return key;
  const group = GROUP_OF.get(key);
  return group ? `(${group[0]})` : key;
}

/** A crude English stem: enough for 'rotation'/'rotate', 'fees'/'fee', 'disclosed'/'disclosure'. */
export function stem(word: string): string {
  const lower = word.toLowerCase();
  if (lower.includes(' ') || lower.includes('-')) return lower.split(/[\s-]+/).map(stem).join(' ');
  if (lower.length <= 4) return lower.replace(/s$/, '');
  const stripped = lower.replace(/(ations?|ments?|ings?|ions?|ies|ed|es|er|ers|ly|s|e)$/, '');
  return stripped.length >= 4 ? stripped : lower.slice(0, 4);
}

export interface TermGroup {
  /** The word as the question used it. */
  word: string;
  /** The word and its synonyms, each a word or a phrase. */
  variants: readonly string[];
}

/** The meaningful words of a question, each with its synonyms. 'IT' (capitals) counts as a word. */
export function questionTerms(question: string): TermGroup[] {
  const keepsIt = /\bIT\b/.test(question);
  const seen = new Set<string>();
  const groups: TermGroup[] = [];
  for (const word of queryWords(question)) {
    if (STOPWORDS.has(word) && !(word === 'it' && keepsIt)) continue;
    if (word.length < 2 && !/\d/.test(word)) continue;
    const key = stem(word);
    if (seen.has(key)) continue;
    seen.add(key);
    const group = GROUP_OF.get(key);
    groups.push({ word, variants: group ? [word, ...group.filter((member) => stem(member) !== key)] : [word] });
  }
  return groups;
}

/** Numbers in a text, as digits ('10', '2.5') and as words ('ten' gives '10'). */
export function numbersIn(text: string): string[] {
  // A number of its own, not part of a name such as 'ASN.1', 'X.680' or 'asn1'.
  const digits = text.match(/(?<![\p{L}\d_]|[\p{L}\d]\.)\d+(?:\.\d+)?(?![\p{L}_])/gu) ?? [];
  const words = (text.toLowerCase().match(/\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|sixty|ninety)\b/g) ?? []).map(
    (word) => String(NUMBER_WORDS[word]),
  );
  return [...new Set([...digits, ...words])];
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, sixty: 60, ninety: 90,
};

/** A regular expression source matching a variant by its stem at a word start ('rotat' in 'rotated'). */
export function variantPattern(variant: string): string {
  return stem(variant)
    .split(' ')
    .map((part) => `\\b${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\w*`)
    .join('[\\s-]+');
}
