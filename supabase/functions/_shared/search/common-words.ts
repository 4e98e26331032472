// A prior from general English: how common a word is outside the document.
// A table's own idf cannot tell the reader's phrasing ('made', 'taking',
// 'check') from the subject when the text happens to use the phrasing words
// rarely: both look rare, and the phrasing wins. A word among the most
// frequent of English is weak evidence wherever it turns up, so it may weigh
// at most a share of what a word the table uses once weighs, a share that
// grows with its general rank. The ranks are the SUBTLEX-US counts added up
// by Porter2 stem (common-words.json, written by `npm run
// generate:common-words`; common-words.README.md says where they come from).
// docs/decisions/0019-common-words-prior.md says how the depth was chosen.
import data from './common-words.json' with { type: 'json' };

const RANK = new Map<string, number>(data.stems.map((stem, index) => [stem, index + 1]));

/** Words ranked beyond this (the file's length, 1,000) are specific enough to weigh their whole idf. */
const DEPTH = data.stems.length + 1;

/**
 * The most a stem may weigh, as a share of a word the table uses once: 0 for
 * the most common word, rising with the log of its rank to 1 past the list
 * (Zipf's law makes the log of the rank the even scale: rank 10 is as far
 * from 100 as 100 from 1,000).
 */
function stemCeiling(stem: string): number {
  const rank = RANK.get(stem);
  return rank === undefined ? 1 : Math.log(rank) / Math.log(DEPTH);
}

/** A term of several words ('block size') is as specific as its least common word. */
export function commonWordsCeiling(key: string): number {
  return Math.max(...key.split(' ').map(stemCeiling));
}
