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
  temperatures: z.object({
    about: z.string(),
    bands: z.array(z.object({ above: z.number(), atMost: z.number(), reading: z.string() })).min(1),
    angleWords: z.array(z.string()),
  }),
});

function parsedSenses(data: unknown) {
  const parsed = sensesFile.safeParse(data);
  if (!parsed.success) throw new Error("senses.json: needs 'about', 'lines' of [phrase, reading] pairs and 'temperatures'.");
  return parsed.data;
}

const FILE = parsedSenses(senses);

/** The file's [phrase, reading] pairs, longest phrase first so it wins at a word. */
const SENSES: Sense[] = FILE.lines
  .map(([phrase, reading]) => ({ words: phrase.toLowerCase().split(/\s+/u), reading }))
  .sort((a, b) => b.words.length - a.words.length);

/** A number said with a unit of temperature: '28 degrees', '30°C', '28C', 'minus 3 degrees', '-2°'. */
const TEMPERATURE = /(?<![\p{L}\p{N}.])(minus\s+|-)?(\d{1,2}(?:\.\d)?)\s*(?:°\s*c?|degrees?(?:\s+(?:c|celsius))?|c)(?![\p{L}\p{N}])/giu;
const ANGLE_WORDS = new Set(FILE.temperatures.angleWords);
/** How many words either side of the degrees may say it is an angle ('a slope of 30 degrees', 'a 35 degree pitch'). */
const ANGLE_REACH = 3;

function wordsOf(text: string): string[] {
  return [...text.matchAll(WORD)].map((match) => match[0].toLowerCase());
}

/** The weather a temperature names, by the file's bands, or undefined for one in no band. */
function temperatureReading(degrees: number): string | undefined {
  return FILE.temperatures.bands.find((band) => degrees > band.above && degrees <= band.atMost)?.reading;
}

/** The text with each temperature in a band read as the weather it names; degrees said of an angle stay as they are. */
function readTemperatures(text: string): string {
  return text.replace(TEMPERATURE, (said: string, minus: string | undefined, figure: string, at: number) => {
    const before = wordsOf(text.slice(0, at)).slice(-ANGLE_REACH);
    const after = wordsOf(text.slice(at + said.length)).slice(0, ANGLE_REACH);
    if ([...before, ...after].some((word) => ANGLE_WORDS.has(word))) return said;
    const reading = temperatureReading((minus ? -1 : 1) * Number(figure));
    return reading ?? said;
  });
}
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

/** Whether a word of the text is the phrase's word, or its plural. */
function sameWord(said: string, written: string): boolean {
  return written === '*' || said === written || said === `${written}s` || said === `${written}es`;
}

/**
 * The text with each phrase that has a sense of its own read in that sense, the longest phrase at a word winning,
 * and each temperature read as the weather it names.
 */
export function readSenses(said: string): string {
  const text = readTemperatures(said);
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
