// Phrase senses (senses.json): a phrase of site talk that means something
// other than its words ('core walls' are a lift core's concrete walls, not
// core drilling; 'before the plasterers come in' is not the plasterers' day)
// is read in its sense before a piece of the day is searched.
import { z } from 'zod';
import senses from './senses.json' with { type: 'json' };

interface Sense {
  words: string[];
  reading: string;
}

const sensesFile = z.object({
  about: z.string(),
  lines: z.array(z.tuple([z.string().trim().min(1), z.string()])).min(1),
});

/** The file's [phrase, reading] pairs, checked at load, longest phrase first so it wins at a word. */
function checkedSenses(data: unknown): Sense[] {
  const parsed = sensesFile.safeParse(data);
  if (!parsed.success) throw new Error("senses.json: needs 'about' and 'lines' of [phrase, reading] pairs.");
  return parsed.data.lines
    .map(([phrase, reading]) => ({ words: phrase.toLowerCase().split(/\s+/u), reading }))
    .sort((a, b) => b.words.length - a.words.length);
}

const SENSES = checkedSenses(senses);
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

/** Whether a word of the text is the phrase's word, or its plural. */
function sameWord(said: string, written: string): boolean {
  return written === '*' || said === written || said === `${written}s` || said === `${written}es`;
}

/** The text with each phrase that has a sense of its own read in that sense; the longest phrase at a word wins. */
export function readSenses(text: string): string {
  const words = [...text.matchAll(WORD)].map((match) => ({
    word: match[0].toLowerCase().replace(/['’]/gu, ''),
    start: match.index ?? 0,
    end: (match.index ?? 0) + match[0].length,
  }));
  let result = '';
  let copied = 0;
  for (let at = 0; at < words.length;) {
    const sense = SENSES.find(
      ({ words: phrase }) => at + phrase.length <= words.length && phrase.every((word, offset) => sameWord(words[at + offset]!.word, word)),
    );
    if (!sense) {
      at += 1;
      continue;
    }
    const start = words[at]!.start;
    const end = words[at + sense.words.length - 1]!.end;
    // A '*' of the reading says the word the phrase's '*' matched, in order.
    const wild = sense.words.flatMap((word, offset) =>
      word === '*' ? [text.slice(words[at + offset]!.start, words[at + offset]!.end)] : [],
    );
    result += text.slice(copied, start) + sense.reading.replace(/\*/gu, () => wild.shift() ?? '');
    copied = end;
    at += sense.words.length;
  }
  return result + text.slice(copied);
}
