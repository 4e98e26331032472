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
  workingHours: z.object({
    about: z.string(),
    longAtLeast: z.number().positive(),
    longReading: z.string().min(1),
    nightFrom: z.number().min(0).max(24),
    nightUntil: z.number().min(0).max(24),
    nightReading: z.string().min(1),
  }),
});

function parsedSenses(data: unknown) {
  const parsed = sensesFile.safeParse(data);
  if (!parsed.success)
    throw new Error("senses.json: needs 'about', 'lines' of [phrase, reading] pairs, 'temperatures' and 'workingHours'.");
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

/** A clock time: an hour, its minutes and 'am' or 'pm', each but the hour optional ('7am', '9 p.m.', '07:30'). */
const CLOCK = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?`;
/** Two clock times joined as a span: '7am to 9pm', '6 till 8pm', '07:00-19:30'. */
const SPAN = new RegExp(String.raw`(?<![\p{L}\p{N}:.])${CLOCK}\s*(?:to|till|til|until|-|–)\s*${CLOCK}(?![\p{L}\p{N}])`, 'giu');
const DAY_MINUTES = 24 * 60;
const HOURS = FILE.workingHours;

/** The minutes after midnight a clock time may mean: one with 'am' or 'pm' (or past 12) one, a bare hour morning or evening. */
function clockMinutes(hour: string, minutes: string | undefined, half: string | undefined, twentyFour: boolean): number[] {
  const h = Number(hour);
  const m = Number(minutes ?? 0);
  if (m >= 60 || h > 23) return [];
  if (half) return h >= 1 && h <= 12 ? [((h % 12) + (half.toLowerCase().startsWith('p') ? 12 : 0)) * 60 + m] : [];
  if (twentyFour || h > 12) return [h * 60 + m];
  return [(h % 12) * 60 + m, ((h % 12) + 12) * 60 + m];
}

/** Whether the span from `start` for `length` minutes takes in any of the night hours. */
function takesInNight(start: number, length: number): boolean {
  for (let minute = start; minute < start + length; minute += 15) {
    const clock = minute % DAY_MINUTES;
    if (clock >= HOURS.nightFrom * 60 && clock < HOURS.nightUntil * 60) return true;
  }
  return false;
}

/**
 * The text with each span of clock times read as what it asks of the crew: long hours when it is as long as the
 * file's line, night work when it takes in the night hours. A time without 'am' or 'pm' takes the reading that makes
 * the span shortest, so a span is never read longer than it may be meant.
 */
function readWorkingHours(text: string): string {
  return text.replace(
    SPAN,
    (
      said: string,
      h1: string,
      m1: string | undefined,
      half1: string | undefined,
      h2: string,
      m2: string | undefined,
      half2: string | undefined,
    ) => {
      const twentyFour = !half1 && !half2 && m1 !== undefined && m2 !== undefined;
      if (!half1 && !half2 && !twentyFour) return said;
      const spans = clockMinutes(h1, m1, half1, twentyFour).flatMap((start) =>
        clockMinutes(h2, m2, half2, twentyFour).map((end) => ({ start, length: (end - start + DAY_MINUTES) % DAY_MINUTES })),
      );
      const shortest = spans.filter(({ length }) => length > 0).sort((a, b) => a.length - b.length)[0];
      if (!shortest) return said;
      const readings = [
        ...(shortest.length >= HOURS.longAtLeast * 60 ? [HOURS.longReading] : []),
        ...(takesInNight(shortest.start, shortest.length) ? [HOURS.nightReading] : []),
      ];
      return readings.length > 0 ? readings.join(', ') : said;
    },
  );
}

/** Whether a word of the text is the phrase's word, or its plural. */
function sameWord(said: string, written: string): boolean {
  return written === '*' || said === written || said === `${written}s` || said === `${written}es`;
}

/**
 * The text with each phrase that has a sense of its own read in that sense, the longest phrase at a word winning,
 * each temperature read as the weather it names and each span of clock times as the hours it asks for.
 */
export function readSenses(said: string): string {
  const text = readWorkingHours(readTemperatures(said));
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
