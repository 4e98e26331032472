// The kind of thing a 'which …' or 'what …' question asks for, in its own
// words: 'Which media type is used for directories?' asks for a media type,
// 'What is the default weight of a glob?' for a default weight. The sentence
// that answers usually names it next to the answer ('The media type ’inode’
// is provided for this purpose'), even when it shares few other words with
// the question. The words are read from the question in question-kinds.ts.
import { askedWords } from './question-kinds.ts';
import { holdsPhrase } from './search.ts';

/** A test for the two or three words naming what is asked for (in any word form), or undefined when the question names no such thing. */
export function askedPhrasePattern(question: string): ((text: string) => boolean) | undefined {
  const phrase = askedWords(question);
  // One word ('file', 'version') names too much of any document to point at the answer.
  if (!phrase || phrase.length < 2) return undefined;
  return (text) => holdsPhrase(text, phrase);
}

/**
 * A test for a sentence giving the thing asked for its value, a number after
 * its name ('Which port does upsd listen on?' → 'listens on TCP port 3493'):
 * the figure that answers. Undefined when the question names no such thing.
 */
export function askedValuePattern(question: string): ((text: string) => boolean) | undefined {
  const noun = askedWords(question)?.at(-1);
  if (!noun || !/^\p{L}{3,}$/u.test(noun)) return undefined;
  // The name, then the number: 'port 3493', 'ports 80 and 443', 'port number 3493', 'The default port number is 3493',
  // 'its own official IANA port: 3493/tcp'; not '3493 ports'.
  const value = new RegExp(`\\b${noun}s?(?:\\s+number)?(?:\\s*:\\s*|\\s+(?:(?:is|are)\\s+)?)\\d`, 'i');
  return (text) => value.test(text);
}
