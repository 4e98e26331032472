// How well one sentence of the knowledge answers the visitor's question,
// so the composer can lead with the sentence that answers rather than with
// an entry's general point. Words count as the search engine reads them
// (stems, and the synonym data's words at half weight), each weighted by how
// rare it is across the whole knowledge base; a sentence stating the kind of
// figure the question asks for ('how often' wants a frequency, 'is 90% real?'
// wants a percentage) is ahead; a sentence that leans on the one before it
// ('These reductions…') cannot open a reply.
import { analyseQuestion } from '../_shared/search/query.ts';
import { contentStems } from '../_shared/search/words.ts';
import { logisticsKnowledge } from './knowledge/index.ts';
import { logisticsSynonyms } from './retrieval.ts';

/** A kind of figure: how a question asks for it, and how a sentence states it. */
interface FigureKind {
  asks: RegExp;
  states: RegExp;
  /**
   * A figure so particular (a cap per kilogram, a limit in SDRs) that a sentence of the entry retrieval chose
   * answers by stating it, even in words the question does not use ('the most we're liable for' is answered by
   * 'compensation is capped at…').
   */
  answersAlone?: boolean;
}

const NUMBER_WORD = String.raw`(?:\d+(?:[.,]\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|half)`;
const TIME_UNIT = String.raw`(?:minutes?|hours?|days?|weeks?|months?|years?)`;
const MONTH = String.raw`(?:January|February|March|April|May|June|July|August|September|October|November|December)`;

const FIGURE_KINDS: readonly FigureKind[] = [
  {
    // A frequency: 'how often', 'how regularly'.
    asks: /\bhow (?:often|frequently|regularly)\b|\bevery how\b/i,
    states: new RegExp(
      String.raw`\bevery (?:${NUMBER_WORD}[- ])?${TIME_UNIT}|\b(?:once|twice)\b|\b${NUMBER_WORD} times a\b|\ba (?:day|week|month|quarter|year)\b|\b(?:daily|weekly|monthly|quarterly|annually|yearly)\b`,
      'i',
    ),
  },
  {
    // A period or a time limit: 'how long', 'how many hours', 'what is the limit'.
    // 'When must a driver take a break?' is answered by a period too: 'after four and a half hours'.
    asks: new RegExp(
      String.raw`\bwhen (?:does|do|must|should|is|are|has|have)\b|\bhow long\b|\bhow much time\b|\bhow many ${TIME_UNIT}|\bhow soon\b|\bwithin how\b|\b(?:limits?|maximum|minimum|deadline)\b|\b(?:the|at) most\b|\bhow many\b[^.?!]*\b(?:drive|driving|work|working|shift|break|rest)\b`,
      'i',
    ),
    states: new RegExp(String.raw`\b${NUMBER_WORD}[- ]?${TIME_UNIT}\b`, 'i'),
  },
  {
    asks: /\bhow (?:far|many (?:km|kilometres|miles))\b|\brange\b/i,
    states: /\d\s?(?:km|kilometres|miles)\b/i,
  },
  {
    // An amount of money, a rate or a liability.
    // 'Losing money' or 'cut costs' asks how, not how much: only a question naming a sum or a payment asks for one.
    // 'The lowest I can pay', 'the most we can charge' ask for an amount as well.
    asks: /\bhow much\b(?! of| time)|\b(?:lowest|least|most)\b[^.?!]*\b(?:pay|paid|charge|spend)\b|\bwhat\b[^.?!]*\b(?:grants?|costs?|charges?|fees?|fines?|penalt\w+|rebates?|rates?|price|liab\w*)\b|\b(?:grants?|fines?|penalt\w+|rebates?|refunds?|allowances?|liab\w*|funding|subsid\w*)\b|\bmoney (?:towards|for|back)\b/i,
    states: /€\s?\d|\bSDRs?\b|\bcent\b|\bpays\b|\bgrants? of\b/i,
  },
  {
    // A limit of liability or compensation: 'the most we're liable for', 'is there a cap on what they can claim?'.
    // It is stated as a cap, a limit per kilogram or in SDRs, often in words the question does not use.
    asks: /\bliab\w*|\bcompensat\w*|\b(?:the|at) most\b[^.?!]*\b(?:pay|owe|claim\w*)\b|\bcap(?:ped)? on\b/i,
    states: /\bcapped at\b|\blimited to\b|\bper (?:kilogram|kg)\b|\bSDRs?\b|\bunits? of account\b/i,
    answersAlone: true,
  },
  {
    // A calculation: 'how's it worked out?', 'how is it calculated?' is answered by the rate or amount it is worked out from.
    asks: /\bhow(?:'?s| is| are| do(?:es)? (?:you|they|we))?\b[^.?!]*\b(?:worked out|work(?:ed)? (?:it|that|this) out|calculated?|calculation|valued|assessed)\b/i,
    states: /\d\s?%|\bper ?cent\b|€\s?\d/i,
  },
  {
    // A share: 'what percentage', 'how much of', or a percentage quoted to be checked.
    asks: /\bpercent\w*\b|\bhow much of\b|\bproportion\b|\bshare\b|\d\s?%/i,
    states: /\d\s?%|\bper ?cent\b/i,
  },
  {
    // A weight: 'how heavy', '7.5 tonne truck'.
    asks: /\bhow heavy\b|\bweigh\w*\b|\d\s?(?:t|tonnes?|kg)\b/i,
    states: /\d\s?(?:t|tonnes?|kg)\b/i,
  },
  {
    // A headcount: 'does it apply to us with 60 staff?', 'how many employees before…'. Rules that turn on
    // a business's size are answered by the sentence giving the size.
    asks: /\b\d+\s+(?:staff|employees|people|workers)\b|\bhow many (?:staff|employees|people|workers)\b/i,
    states:
      /\b\d+(?:,\d{3})? (?:or more |or fewer )?(?:staff|employees|people|workers)\b|\b(?:fewer|more) than \d+(?:,\d{3})? (?:staff|employees|people|workers)\b/i,
  },
  {
    // A date: 'when', 'from when', 'which year', 'next year'.
    asks: /\bwhen\b|\bwhat date\b|\bwhich year\b|\bnext year\b|\bstart\w*\b|\bin force\b|\btake effect\b|\bcome in\b/i,
    states: new RegExp(String.raw`\b20\d\d\b|\b\d{1,2} ${MONTH}\b`),
  },
];

/** Openings that point back to an earlier sentence: such a sentence cannot be the first one read. */
const LEANS_ON_BEFORE = /^(?:these|this|that|those|it|its|they|their|such|both|either|then|also|however|otherwise)\b/i;

/** How much a sentence stating the asked-for kind of figure gains: about one distinctive shared word. */
const ASKED_FIGURE_WEIGHT = 4;
/** How much a sentence that leans on the one before it loses when it would open the reply. */
const LEANING_PENALTY = 4;

function knowledgeSentences(): string[] {
  return logisticsKnowledge.flatMap((entry) => [entry.takeaway, ...entry.guidance]);
}

/** In how many of the knowledge's sentences each stem appears, for weighting rare words above common ones. */
const sentenceFrequency: { total: number; counts: Map<string, number> } = (() => {
  const counts = new Map<string, number>();
  const sentences = knowledgeSentences();
  for (const sentence of sentences) for (const stem of new Set(contentStems(sentence))) counts.set(stem, (counts.get(stem) ?? 0) + 1);
  return { total: sentences.length, counts };
})();

/**
 * Stems of everyday verbs that carry a question's grammar more than its
 * subject ('take a break', 'come back', 'look at'), and times that say
 * when rather than what ('this year'): rare in the knowledge's
 * sentences, so by rarity alone they would outweigh the subject word.
 */
const LIGHT_STEMS = new Set([
  'take',
  'come',
  'make',
  'put',
  'look',
  'hand',
  'find',
  'see',
  'tri',
  'happen',
  'stop',
  'end',
  'actual',
  'toward',
  'without',
  'along',
  'instead',
  'one',
  'year',
  'month',
]);

function rarity(stem: string): number {
  if (LIGHT_STEMS.has(stem)) return 0.5;
  return Math.log((sentenceFrequency.total + 1) / ((sentenceFrequency.counts.get(stem) ?? 0) + 0.5));
}

/** True when the sentence only makes sense after another ('These reductions…', 'It runs…'). */
export function leansOnBefore(sentence: string): boolean {
  return LEANS_ON_BEFORE.test(sentence.trim());
}

/** The question's reading, for scoring sentences against it. */
export interface QuestionFocus {
  /** Each stem the question touches, with how much it counts: the visitor's own words most, earlier turns' least. */
  weights: ReadonlyMap<string, number>;
  /** The kinds of figure the question asks for. */
  asks: readonly FigureKind[];
}

/** The visitor's own words count fully; the synonym data's words for them nearly as much (they mean the same). */
const SYNONYM_WEIGHT = 0.8;
/** Words of earlier turns joined to a follow-up only keep its subject. */
const EARLIER_TURN_WEIGHT = 0.5;

/** The visitor's numbers (their 12 trucks, 400 km) describe their business, not the subject: a sentence sharing one by chance does not answer. */
function subjectStems(text: string): string[] {
  return contentStems(text).filter((stem) => !/^\d/.test(stem));
}

/** Stems of the words the search reads in `text` and of the synonym data's words for them. */
function searchedStems(text: string): string[] {
  return analyseQuestion(text, logisticsSynonyms)
    .terms.filter((term) => term.kind === 'word' || term.kind === 'phrase')
    .flatMap((term) => term.variants.flatMap(subjectStems));
}

/**
 * Stems of the words the search reads on their own. A word read as part of
 * a phrase the synonym data names ('time off' is rest) is left out: the
 * phrase says what it means, and 'time' alone would pull 'working time'.
 */
function singleWordStems(text: string): string[] {
  return analyseQuestion(text, logisticsSynonyms)
    .terms.filter((term) => term.kind === 'word')
    .map((term) => term.key)
    .filter((stem) => !/^\d/.test(stem));
}

/**
 * The question's reading. `newest` is the visitor's newest message when
 * `question` joins it to earlier turns: its words are the visitor's own and
 * say what kind of figure is asked for; the earlier turns' words only keep
 * the subject.
 */
export function questionFocus(question: string, newest: string = question): QuestionFocus {
  const weights = new Map<string, number>();
  const weigh = (stems: readonly string[], weight: number) => {
    for (const stem of stems) weights.set(stem, Math.max(weights.get(stem) ?? 0, weight));
  };
  weigh([...searchedStems(question), ...subjectStems(question)], EARLIER_TURN_WEIGHT);
  weigh(searchedStems(newest), SYNONYM_WEIGHT);
  weigh(singleWordStems(newest), 1);
  return { weights, asks: FIGURE_KINDS.filter((kind) => kind.asks.test(newest)) };
}

/** True when the sentence states a kind of figure the question asks for. */
export function statesAskedFigure(focus: QuestionFocus, sentence: string): boolean {
  return focus.asks.some((kind) => kind.states.test(sentence));
}

/**
 * True when the sentence states a figure the question asks for of a kind particular enough to answer from the
 * leading entry without sharing a word with the question (a liability cap), and can be read on its own.
 */
export function statesAskedFigureAlone(focus: QuestionFocus, sentence: string): boolean {
  return focus.asks.some((kind) => kind.answersAlone === true && kind.states.test(sentence)) && !leansOnBefore(sentence);
}

/** How many of the question's stems (own or synonym) the text shares: a plain count, for 'does it touch the question'. */
export function sharedWords(focus: QuestionFocus, text: string): number {
  return new Set(contentStems(text).filter((stem) => focus.weights.has(stem))).size;
}

/**
 * How well the sentence answers the question: its shared words by rarity
 * and by the weight the question gives them, plus the asked-for
 * figure; 0 when it shares no word. `opening` marks a sentence that would be
 * read first, where one leaning on an earlier sentence loses.
 */
export function answerScore(focus: QuestionFocus, sentence: string, opening = false): number {
  const shared = [...new Set(contentStems(sentence))].filter((stem) => focus.weights.has(stem));
  if (shared.length === 0) return 0;
  const words = shared.reduce((sum, stem) => sum + rarity(stem) * (focus.weights.get(stem) ?? 0), 0);
  const figure = statesAskedFigure(focus, sentence) ? ASKED_FIGURE_WEIGHT : 0;
  const leaning = opening && leansOnBefore(sentence) ? LEANING_PENALTY : 0;
  return Math.max(0.01, words + figure - leaning);
}
