// Words as every search in the functions reads them: lower-cased runs of
// letters and digits, and their stems from the Porter2 (Snowball English)
// stemmer, the same algorithm Postgres's 'english' configuration uses, so a
// word matched here and a word matched by the full-text index agree.
// docs/decisions/0013-porter2-stemmer.md says why this library.
import { stem } from 'porter2';

/** Words that say nothing about a topic: function words and question scaffolding, and every Postgres English stopword. */
const STOPWORDS = new Set(
  `a an and are as at be been being but by can could did do does doing for from had has have how i i'm if in into is it its
  me my of on or our ours shall should so than that the their them then there these they this those to under up was we were
  what whats when where which while who whom why will with would you your yours about after again against all am any before
  between both down during each few further here more most no nor not off once only other out over some such too very just
  also may might must need needs please tell say says said mean means anything something someone thing things get gets got
  give gives much many way ways ok okay yes hi hello thanks im ive id dont does doesnt cant cannot wont isnt arent
  us let lets go going want wanted know like still now today currently current really actually
  myself ourselves yourself yourselves he him his himself she her hers herself itself theirs themselves because until
  through above below own same s t don having good great best better bad idea recommend
  suggest advice wondering wonder question questions every one
  along across around beside behind near nearby next side sides end ends top front back new old first second third last
  day days week weeks morning afternoon evening tonight tomorrow yesterday lads lad guys crew gang fellas boys
  bit lot lots couple few several various thing stuff kind sort able else ever even though although etc via per
  didnt hasnt havent hadnt wasnt werent shouldnt wouldnt couldnt mustnt neednt aint`.split(/\s+/),
);

// 'they're', 'we've', 'she'll': a pronoun with its contracted 'are', 'have', 'will', words of no meaning, which read as
// one word ('theyre') would count as a word of the question the knowledge never uses. Written out rather than listed
// as stopwords, as 'she'll' and 'we'll' read as one word are 'shell' and 'well'. ('doesn't', 'hasn't' are stopwords.)
const CONTRACTION = /\b(i|you|we|they|he|she|it|that|there|here|what|who|where|how)['’](re|ve|ll|d|s)\b/giu;
const CONTRACTED: Record<string, string> = { re: 'are', ve: 'have', ll: 'will', d: 'would', s: 'is' };

// An owner's 's on a function word ('someone's behaviour', 'one's own'): read with the apostrophe dropped, as every word
// is, 'someones' would be a word of meaning the document never uses, weighed against every passage.
const STOPWORD_OWNER = /(?<![\p{L}\p{N}])([\p{L}]+)['’]s(?![\p{L}\p{N}])/gu;

/**
 * The text with a pronoun's contraction written out ('they're' → 'they are'), and a function word's owner's 's taken
 * off ('someone's' → 'someone'); any other owner's 's stays.
 */
export function withoutContractions(text: string): string {
  return text
    .replace(CONTRACTION, (_, word: string, ending: string) => `${word} ${CONTRACTED[ending.toLowerCase()]}`)
    .replace(STOPWORD_OWNER, (whole: string, word: string) => (STOPWORDS.has(word.toLowerCase()) ? word : whole));
}

/** A stopword, or a single letter ('m' in '2 m'): neither says what a text is about. */
export function isStopword(word: string): boolean {
  return STOPWORDS.has(word) || (word.length === 1 && !/\p{N}/u.test(word));
}

/** The words of a text, in order, lower-cased; apostrophes are dropped ('owner's' is 'owners'). */
export function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/['’]/g, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** A word's stem ('breaking' → 'break', 'scaffolding' → 'scaffold'); digits stay as they are. */
export function stemOf(word: string): string {
  return /^\p{N}+$/u.test(word) ? word : stem(word.toLowerCase());
}

/** The stems of a text's words, in order. */
export function stemsOf(text: string): string[] {
  return wordsOf(text).map(stemOf);
}

/** The words of a text that carry meaning, in order, with their stems. */
export function contentWords(text: string): { word: string; stem: string }[] {
  return wordsOf(text)
    .filter((word) => !isStopword(word))
    .map((word) => ({ word, stem: stemOf(word) }));
}

/** The stems of a text's words that carry meaning, in order. */
export function contentStems(text: string): string[] {
  return contentWords(text).map((word) => word.stem);
}
