// The kind of thing a 'which …' or 'what …' question asks for, in its own
// words: 'Which media type is used for directories?' asks for a media type,
// 'What is the default weight of a glob?' for a default weight. The sentence
// that answers usually names it next to the answer ('The media type ’inode’
// is provided for this purpose'), even when it shares few other words with
// the question.
import { holdsPhrase } from './search.ts';

const WH_WORD = /\b(?:which|what)\s+(.*)$/i;
// Words between the wh-word and the thing asked for: 'what is the …', 'which of the …'.
const LEAD_IN = new Set(['is', 'are', 'was', 'were', 'the', 'a', 'an', 'of']);
// Where the name of the thing ends: a verb or a preposition. 'Type' and 'kind' are not stopped at: 'media type' is the thing.
const ENDS_PHRASE = new Set(
  `is are was were be been does do did can could must should shall will would may might has have had of for in on at to by with from
  that which who whom whose when where if as and or than the a an it its this these those`.split(/\s+/),
);

/** A test for the two or three words naming what is asked for (in any word form), or undefined when the question names no such thing. */
export function askedPhrasePattern(question: string): ((text: string) => boolean) | undefined {
  const rest = WH_WORD.exec(question)?.[1];
  if (!rest) return undefined;
  const words = rest.toLowerCase().match(/[\p{L}\d][\p{L}\d'’-]*/gu) ?? [];
  let index = 0;
  while (index < words.length && LEAD_IN.has(words[index]!)) index += 1;
  const phrase: string[] = [];
  for (; index < words.length && phrase.length < 3 && !ENDS_PHRASE.has(words[index]!); index += 1) phrase.push(words[index]!);
  // One word ('file', 'version') names too much of any document to point at the answer.
  if (phrase.length < 2) return undefined;
  return (text) => holdsPhrase(text, phrase);
}

/**
 * A test for a sentence giving the thing asked for its value, a number after
 * its name ('Which port does upsd listen on?' → 'listens on TCP port 3493'):
 * the figure that answers. Undefined when the question names no such thing.
 */
export function askedValuePattern(question: string): ((text: string) => boolean) | undefined {
  const rest = WH_WORD.exec(question)?.[1];
  if (!rest) return undefined;
  const words = rest.toLowerCase().match(/[\p{L}\d][\p{L}\d'’-]*/gu) ?? [];
  let index = 0;
  while (index < words.length && LEAD_IN.has(words[index]!)) index += 1;
  let noun: string | undefined;
  for (let taken = 0; index < words.length && taken < 3 && !ENDS_PHRASE.has(words[index]!); index += 1, taken += 1) noun = words[index];
  if (!noun || !/^\p{L}{3,}$/u.test(noun)) return undefined;
  // The name, then the number: 'port 3493', 'ports 80 and 443', 'port number 3493'; not '3493 ports'.
  const value = new RegExp(`\\b${noun}s?\\s+(?:number\\s+)?\\d`, 'i');
  return (text) => value.test(text);
}
