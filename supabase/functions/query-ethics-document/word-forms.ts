// Other spellings and word forms of a question's word that its stem does not
// reach, so a reader's wording finds the document's: British and American
// spelling ('licence' and 'license', 'analyse' and 'analyze', 'colour' and
// 'color', 'centre' and 'center', 'councillor' and 'councilor'), and a verb with its noun in -sion, which
// Porter2 stems apart ('expanding' is 'expand', 'expansion' is 'expans';
// 'decide' and 'decision', 'include' and 'inclusion', 'extend' and 'extension'),
// and a noun in -ion with the person or the adjective made from it, which it
// stems apart too ('probation' is 'probat', 'probationers' is 'probation';
// 'commission' and 'commissioner', 'profession' and 'professional'), and an
// adjective in -ate with its noun in -acy ('accurate' is 'accur', 'accuracy' is
// 'accuraci'; 'private' and 'privacy', 'adequate' and 'adequacy'), and a noun
// ending in a vowel and an s with its plural ('alias' is 'alia', 'aliases' and
// 'aliasing' are 'alias').
import { stemOf } from '../_shared/search/words.ts';

// Each pair of endings one spelling writes for the other's, both ways round.
const SPELLINGS: readonly (readonly [string, string])[] = [
  ['ence', 'ense'],
  ['ences', 'enses'],
  ['ise', 'ize'],
  ['ised', 'ized'],
  ['ises', 'izes'],
  ['ising', 'izing'],
  ['isation', 'ization'],
  ['isations', 'izations'],
  ['yse', 'yze'],
  ['ysed', 'yzed'],
  ['ysing', 'yzing'],
  ['our', 'or'],
  ['ours', 'ors'],
  ['tre', 'ter'],
  ['tres', 'ters'],
  // British English doubles the l of an unstressed -el or -il before a suffix ('councillor', 'travelled',
  // 'labelling'); not '-illed' or '-illing', where the other spelling is another word ('filled', 'filed').
  ['illor', 'ilor'],
  ['illors', 'ilors'],
  ['ellor', 'elor'],
  ['ellors', 'elors'],
  ['elled', 'eled'],
  ['elling', 'eling'],
  ['eller', 'eler'],
  ['ellers', 'elers'],
  // 'programme' and 'program', 'programmes' and 'programs'.
  ['ammes', 'ams'],
  ['amme', 'am'],
];

// A verb's irregular past forms, which no stem reaches ('send' is 'send', 'sent' is 'sent'): a reader asks
// 'who do I send it to?' of a rule that 'must be sent to the director'. Only forms with no other everyday sense
// ('left', 'found', 'lost', 'felt' and 'made' are left out, as are 'written' and 'given', mostly adjectives in a
// document: 'written notice', 'a given day').
const IRREGULAR_VERBS: readonly (readonly string[])[] = [
  ['send', 'sent'],
  ['spend', 'spent'],
  ['lend', 'lent'],
  ['pay', 'paid'],
  ['buy', 'bought'],
  ['bring', 'brought'],
  ['keep', 'kept'],
  ['hold', 'held'],
  ['sell', 'sold'],
  ['tell', 'told'],
  ['build', 'built'],
  ['choose', 'chose', 'chosen'],
  ['begin', 'began', 'begun'],
];

// What a noun in -ion makes of itself: its person ('probationer'), adjective ('professional') and the like.
const ION_DERIVED = ['er', 'ers', 'al', 'ary'];

/** 'probation' with 'probationer(s)', 'probationary' and 'probational', and each of those with 'probation'. */
function ionFamily(word: string): string[] {
  const derived = /^(\p{L}{3,}ion)(?:ers?|al|ary)$/u.exec(word);
  const noun = derived ? derived[1]! : /^(\p{L}{3,}ion)s?$/u.exec(word)?.[1];
  if (!noun) return [];
  return [noun, ...ION_DERIVED.map((ending) => noun + ending)];
}

/**
 * A person's noun with the state of being one ('mentor' and 'mentorship', 'member' and 'membership', 'owner' and
 * 'ownership'), each way round; only nouns of a person in -or, -er or -ee, so that no 'hardship' comes of 'hard'.
 */
function shipFamily(word: string): string[] {
  const person = /^(\p{L}{3,}(?:or|er|ee))(?:ships?)?$/u.exec(word)?.[1];
  return person ? [person, `${person}s`, `${person}ship`, `${person}ships`] : [];
}

/** 'accurate' and 'accurately' with 'accuracy' and 'accuracies', each way round; a short stem ('state', 'update') has no such noun. */
function acyFamily(word: string): string[] {
  const stem = /^(\p{L}{4,})(?:ately|ate|acy|acies)$/u.exec(word)?.[1];
  return stem ? [`${stem}ate`, `${stem}acy`, `${stem}acies`] : [];
}

/** A word's other spellings and forms, not including the word itself; none for a short word but an irregular verb's. */
export function otherWordForms(word: string): string[] {
  const lower = word.toLowerCase();
  const verb = IRREGULAR_VERBS.find((forms) => forms.includes(lower));
  if (verb) return verb.filter((form) => form !== lower);
  if (lower.length < 5 || !/^\p{L}+$/u.test(lower)) return [];
  const forms = new Set<string>();
  for (const [one, other] of SPELLINGS) {
    if (lower.endsWith(one)) forms.add(lower.slice(0, -one.length) + other);
    if (lower.endsWith(other)) forms.add(lower.slice(0, -other.length) + one);
  }
  const stem = stemOf(lower);
  // 'expand' and 'expansion', 'decid(e)' and 'decision': a stem ending in a d after a vowel or an n. Not a word of one
  // syllable ('kind', 'find', 'send', 'tend'), whose '-sion' is no noun of it ('kinsion') or another word ('tension').
  if (/\p{L}{3}(?:[aeiou]|n)d$/u.test(stem)) forms.add(`${stem.slice(0, -1)}sion`);
  const noun = /^(\p{L}{3,}[aeioun])sions?$/u.exec(lower);
  if (noun) forms.add(`${noun[1]}d`);
  // A noun ending in a vowel and an s ('alias', 'canvas'), whose s Porter2 takes for a plural's: 'alias' is 'alia' while
  // 'aliases' and 'aliasing' are 'alias'. Its plural reaches them.
  if (/[aio]s$/u.test(lower) && stem === lower.slice(0, -1)) forms.add(`${lower}es`);
  for (const form of ionFamily(lower)) forms.add(form);
  for (const form of acyFamily(lower)) forms.add(form);
  for (const form of shipFamily(lower)) forms.add(form);
  forms.delete(lower);
  // A form that stems as the word does adds nothing.
  return [...forms].filter((form) => stemOf(form) !== stem);
}
