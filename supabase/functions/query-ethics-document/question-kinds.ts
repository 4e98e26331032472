// What kind of thing a question asks for: a figure, a person, a place, a
// contact, a list, a count, an acronym's expansion, the first step, an
// overview, a fact of the document itself. The readers are kept here, in one
// place, beside the few that read structure (_shared/search/structure.ts);
// their words are data (question-kinds.json), and only the shape each list
// is read in is code. What answers such a question (the passage's figure,
// name or path) is read where the answer is composed.
import { z } from 'zod';
import questionKindData from './question-kinds.json' with { type: 'json' };
import { isStopword } from '../_shared/search/words.ts';

// One space between words and none around them: a phrase is matched as written.
const phrase = z
  .string()
  .min(1)
  .refine((text) => text.trim() === text && !/\s\s/.test(text), 'one space between words, none around them');
const phrases = z.array(phrase).min(1);
const about = z.string().min(1);

const questionKindsSchema = z.strictObject({
  about,
  documentItself: z.strictObject({
    about,
    calledBy: phrases,
    writer: phrases,
    wholeDocument: phrases,
    frontMatterOpeners: phrases,
    frontMatter: phrases,
    subjectAsked: phrases,
  }),
  askedPhrase: z.strictObject({ about, leadIn: phrases, endsPhrase: phrases }),
  count: z.strictObject({ about, asking: phrases, between: phrases }),
  expansion: z.strictObject({ about, phrases, nouns: phrases }),
  first: z.strictObject({ about, words: phrases, steps: phrases, verbs: phrases }),
  overview: z.strictObject({
    about,
    documents: phrases,
    summaries: phrases,
    pointingInto: phrases,
    parts: phrases,
    meantFor: phrases,
    purposeNouns: phrases,
    statesPurpose: phrases,
    purposeAdjectives: phrases,
  }),
  howOften: z.strictObject({ about, afterHow: phrases }),
  definition: z.strictObject({ about, trailing: phrases, adverbs: phrases }),
  answerLength: z.strictObject({ about, phrases }),
  trouble: z.strictObject({ about, asking: phrases, repeating: phrases, clauseEnders: phrases }),
  changes: z.strictObject({ about, words: phrases }),
  defaults: z.strictObject({ about, asking: phrases, states: phrases }),
  comparison: z.strictObject({ about, between: phrases, differ: phrases }),
  measure: z.strictObject({
    about,
    shares: phrases,
    quantities: z.array(z.strictObject({ asking: phrases, units: phrases, alone: phrases.optional(), every: phrases.optional() })).min(1),
  }),
  number: z.strictObject({
    about,
    afterHow: phrases,
    afterWhatOrWhich: phrases,
    afterWhat: phrases,
    words: phrases,
    wordStarts: phrases,
    afterDefault: phrases,
    releaseOrDate: phrases,
    pastWhen: phrases,
    whatDoesItVerbs: phrases,
  }),
  person: z.strictObject({ about, openers: phrases, afterWhich: phrases, afterWho: phrases }),
  place: z.strictObject({ about, afterWhich: phrases, origin: phrases }),
  contact: z.strictObject({
    about,
    words: phrases,
    asks: z.array(z.strictObject({ verbs: phrases, article: z.boolean().optional(), objects: phrases })).min(1),
    whoToReach: z.strictObject({ about, asking: phrases, verbs: phrases }),
  }),
  list: z.strictObject({ about, kindsOf: phrases, importance: phrases, commands: phrases, stages: phrases }),
  leadTime: z.strictObject({ about, asked: phrases, after: phrases }),
  bound: z.strictObject({
    about,
    lowestAsked: phrases,
    highestAsked: phrases,
    lowerBefore: phrases,
    lowerAfter: phrases,
    upperBefore: phrases,
    upperAfter: phrases,
  }),
  answerShapes: z.strictObject({
    about,
    prerequisiteLabels: phrases,
    rangeOpeners: phrases,
    rangeJoiners: phrases,
    limits: phrases,
    qualifiers: phrases,
    conditionOpeners: phrases,
    pointersBack: phrases,
    outcomeAsked: phrases,
    reasonAsked: phrases,
    reasonGivers: phrases,
    permissionAsked: phrases,
    prohibitions: phrases,
  }),
});

const words = questionKindsSchema.parse(questionKindData);

/**
 * The phrases as one alternation for a pattern, longest first so that the
 * longest of them is the one matched ('guidebook' before 'guide'); `gap`
 * stands between a phrase's words, a space as most patterns were written.
 */
function either(list: readonly string[], gap = ' '): string {
  return [...list]
    .sort((a, b) => b.length - a.length)
    .map((text) =>
      text
        .split(' ')
        .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join(gap),
    )
    .join('|');
}

export type QuestionKind = 'number' | 'person' | 'place' | 'contact' | 'general';

// 'How many…?', 'In what year…?', 'What is the deadline…?': a figure answers. The words after 'how', 'what' or
// 'default' are matched as a word's start, not a whole word.
const NUMBER_QUESTION = new RegExp(
  String.raw`\b(?:how (?:${either(words.number.afterHow)})` +
    String.raw`|(?:what|which) (?:${either(words.number.afterWhatOrWhich)})s?\b` +
    String.raw`|what (?:${either(words.number.afterWhat)})` +
    String.raw`|(?:${either(words.number.words)})\b` +
    String.raw`|(?:${either(words.number.wordStarts)})` +
    String.raw`|default (?:${either(words.number.afterDefault)})` +
    // 'What does a licence cost per year?', 'what will the course cost': the verb that a figure answers, after 'what';
    // not the noun ('What does the cost include?').
    String.raw`|what (?:does|do|did|will|would|could|might|should) [^?.!;]*?(?<!\b(?:the|a|an|its|this|that|any|total|of) )\b(?:${either(words.number.whatDoesItVerbs)})\b)`,
  'i',
);
// 'Where is the paper size kept?', 'Which file holds…': a file, a folder or an address answers.
// 'Where does the name come from?' asks for an origin, not a place.
const PLACE_QUESTION = new RegExp(
  String.raw`^\s*where\b(?!.*\b(?:${either(words.place.origin)})\b)|\bwhich (?:${either(words.place.afterWhich)})\b`,
  'i',
);
// 'How do I get help?', 'How can I make a request?', 'How do I report a bug?': an e-mail address or a web address answers.
const CONTACT_QUESTION = new RegExp(
  String.raw`\b(?:${[
    either(words.contact.words),
    ...words.contact.asks.map((ask) => `(?:${either(ask.verbs)}) ${ask.article ? '(?:a |an )?' : ''}(?:${either(ask.objects)})`),
  ].join('|')})\b`,
  'i',
);
// 'Who do I contact to flag a relay?': whom to reach, which contact details answer, before a person's name would.
const WHO_TO_REACH = new RegExp(
  String.raw`\bwho(?:m)? (?:${either(words.contact.whoToReach.asking, String.raw`\s+`)}) (?:${either(words.contact.whoToReach.verbs, String.raw`\s+`)})\b`,
  'i',
);
// 'Who approves…?', 'Which partner signs…?': a person or a body answers.
const PERSON_QUESTION = new RegExp(
  String.raw`^\s*(?:${either(words.person.openers)})\b` +
    String.raw`|\bwhich (?:${either(words.person.afterWhich)})\b` +
    String.raw`|\bwho (?:${either(words.person.afterWho)})\b`,
  'i',
);

// A question opening on 'who' ('Who is…', 'And whom…'): it asks for a person.
const OPENS_ON_WHO = /^\W*(?:(?:and|so|then)\s+)?who(?:m|se)?\b/i;

/** What kind of fact a question asks for, which decides the sentence the answer leads with. */
export function questionKind(question: string): QuestionKind {
  // 'Who is in charge of it, deciding how long we keep it?' asks for a person, whatever figure it names on the way.
  if (NUMBER_QUESTION.test(question)) return OPENS_ON_WHO.test(question) && !WHO_TO_REACH.test(question) ? 'person' : 'number';
  if (WHO_TO_REACH.test(question)) return 'contact';
  if (PERSON_QUESTION.test(question)) return 'person';
  if (PLACE_QUESTION.test(question)) return 'place';
  if (CONTACT_QUESTION.test(question)) return 'contact';
  return 'general';
}

// 'When' is one word, no list: it asks as often for a condition ('when must I…') as for a date.
const WHEN = /\bwhen\b/i;

/** Whether a question asks who, as well as (perhaps) when: 'Who founded it and when?' */
export function asksWho(question: string): boolean {
  return PERSON_QUESTION.test(question);
}

// 'When did the tool switch to Yahoo Finance?': asked when something was done, not when to do it, a date answers.
const PAST_WHEN = new RegExp(String.raw`\b(?:${either(words.number.pastWhen, String.raw`\s+`)})\b`, 'i');

/** Whether the answer leads with its fact: a place, an address, or a figure asked for by more than 'when' (or by 'when did'). */
export function answerLeadsWithFact(question: string): boolean {
  const kind = questionKind(question);
  // 'When must I file?' asks as often for a condition as for a date: its figure leads only if another word asks for one.
  return (
    kind === 'place' ||
    kind === 'contact' ||
    (kind === 'number' && (NUMBER_QUESTION.test(question.replace(/\bwhen\b/gi, '')) || PAST_WHEN.test(question)))
  );
}

const WHEN_OR_WHICH_RELEASE = new RegExp(String.raw`\b(?:${either(words.number.releaseOrDate)})s?\b`, 'i');

/**
 * Whether a version, a year, a date or a range is the figure asked for ('Which version…?', 'In what year…?'), or,
 * asked of the document itself, when ('When was this history written?': its front matter's date).
 */
export function asksReleaseOrDate(question: string): boolean {
  return (
    questionKind(question) === 'number' &&
    (WHEN_OR_WHICH_RELEASE.test(question) || PAST_WHEN.test(question) || (asksOfDocumentItself(question) && WHEN.test(question)))
  );
}

/** Whether a question asks when as well as (perhaps) who: 'Who put this guide together, and what's its publication date?' */
export function asksWhenToo(question: string): boolean {
  return WHEN.test(question) || WHEN_OR_WHICH_RELEASE.test(question);
}

// 'How many cross sections can I ask for?': how many are allowed, which a range or a limit states ('in the range 0 to 26').
const HOW_MANY_CAN = /\bhow (?:many|much)\b[^?.!]*\b(?:can|could|may|might|is it possible to|am i allowed to)\b/i;

/** Whether a question asks how many (or how much) are allowed: 'How many cross sections can I ask for?' */
export function asksCapacity(question: string): boolean {
  return HOW_MANY_CAN.test(question);
}

// 'What do I need to have ready before I sign up in SAM?': what must come first, which a 'Pre-requisites:' line states.
const NEEDED_BEFORE = /\b(?:what|which)\b[^?]*\b(?:need|needs|needed|required|require)\b[^?]*?\bbefore\b([^?]*)/i;

/** The words of what a question asks the prerequisites of ('sign up in SAM'), or undefined when it asks none. */
export function prerequisitesAsked(question: string): string | undefined {
  return NEEDED_BEFORE.exec(question)?.[1]?.trim() || undefined;
}

// A line stating what must come first: 'Pre-requisites: D-U-N-S number; …', 'Requirements: …'.
// 'However, this is configurable via the header-flag “Overwrite_storage”.': the exception to the sentence before it.
const QUALIFIES = new RegExp(String.raw`^["'“‘(]?(?:${either(words.answerShapes.qualifiers)})\b`, 'i');
// '(To unarchive a patient, you'll need to contact support.)': a sentence set wholly in brackets is an aside on the one before.
const ASIDE = /^\([^()]+\)[.!?]?$|^\([^()]+[.!?]\)$/;

// 'If either of these happen, you can retroactively edit…', 'When this happens…', 'In that case…': a condition pointing
// back to the sentence before it, whose situation it tells what to do about; up to three words before the pointer.
const CONDITION_BACK = new RegExp(
  String.raw`^["'“‘(]?(?:${either(words.answerShapes.conditionOpeners)})\s+(?:[\p{L}’'-]+\s+){0,3}?(?:${either(words.answerShapes.pointersBack)})\b`,
  'iu',
);

/**
 * Whether a sentence opens by qualifying the one before it ('However, …', 'Unless …') or on a condition pointing back
 * to it ('If either of these happen, …'): the two answer together.
 */
export function qualifiesBefore(text: string): boolean {
  return QUALIFIES.test(text) || CONDITION_BACK.test(text) || ASIDE.test(text);
}

// 'What happens if it can't get today's price?': asks the outcome, which the sentence after the condition often states.
const OUTCOME_ASKED = new RegExp(String.raw`^\s*(?:${either(words.answerShapes.outcomeAsked, String.raw`\s+`)})\b`, 'i');
// 'A warning will be issued if the necessary data is missing.': a sentence saying what will (or would) happen.
const STATES_OUTCOME = /\b(?:will|would)\b/i;

/** Whether a question asks what happens if something is so ('What happens if the price is missing?'). */
export function asksOutcome(question: string): boolean {
  return OUTCOME_ASKED.test(question);
}

// 'Why bother keeping the icons the same?', 'What are the benefits of…?': asks the reasons.
const REASON_ASKED = new RegExp(String.raw`^\s*(?:${either(words.answerShapes.reasonAsked, String.raw`\s+`)})\b`, 'i');

/** Whether a question asks why, for the reasons the document gives ('Why bother keeping the icons the same?'). */
export function asksReason(question: string): boolean {
  return REASON_ASKED.test(question);
}

// 'Can his mate just translate for us?': asked whether something may be done, in a sentence of the question.
const PERMISSION_ASKED = new RegExp(
  String.raw`(?:^|[.!?]\s+)(?:${either(words.answerShapes.permissionAsked, String.raw`\s+`)})\b[^.!?]*\?`,
  'i',
);
// 'Do not use any person accompanying the victim as an interpreter': a sentence (or item) opening with a rule against it.
const STATES_PROHIBITION = new RegExp(String.raw`^(?:[-*•]\s+)?(?:${either(words.answerShapes.prohibitions, String.raw`\s+`)})\b`, 'i');

// 'Whenever possible, teleworkers should not use publicly accessible devices…', 'Funding is not transferable.', 'Advance
// entry is strictly prohibited.': a rule against a thing stated in the sentence's own clause, not only at its opening.
const RULE_AGAINST =
  /^[^.;:?!]{0,80}?\b(?:should|must|may|shall) not\b|\b(?:is|are) (?:strictly |expressly )?(?:prohibited|forbidden|not (?:allowed|permitted|transferable))\b/i;

/** Whether a question asks whether something may be done ('Can we use security@ as the team's alias?'). */
export function asksPermission(question: string): boolean {
  return PERMISSION_ASKED.test(question);
}

/** Whether a sentence opens with a rule against doing something ('Do not use…', 'Never make…'). */
export function statesProhibition(text: string): boolean {
  return STATES_PROHIBITION.test(text) || RULE_AGAINST.test(text);
}

// 'we use the IP address in order to approximate your location because …', 'Since we rarely take on fixed-cost work, we…':
// a sentence giving a reason; an opening 'Since' only before a clause, not a date ('Since 2020, …').
const GIVES_REASON = new RegExp(
  String.raw`\b(?:${either(words.answerShapes.reasonGivers, String.raw`\s+`)})\b|^["'“‘(]?Since\s+(?![\d(])[^,.;]{3,80},`,
  'iu',
);

/** Whether a sentence gives a reason, which answers 'Why…?' before one that only names the thing asked about. */
export function givesReason(text: string): boolean {
  return GIVES_REASON.test(text);
}

/** Whether a sentence says what will or would happen ('A warning will be issued…'). */
export function statesOutcome(text: string): boolean {
  return STATES_OUTCOME.test(text);
}

const STATES_PREREQUISITES = new RegExp(String.raw`^(?:${either(words.answerShapes.prerequisiteLabels)})\s*:`, 'i');

/** Whether a passage is a prerequisites line, which answers 'What do I need before X?' under X's heading. */
export function statesPrerequisites(text: string): boolean {
  return STATES_PREREQUISITES.test(text);
}

// A range or a limit: 'in the range 0 to 26', 'between 1 and 10', 'up to 50', 'no more than 3', 'a maximum of 8'.
const STATES_LIMIT = new RegExp(
  String.raw`\b(?:${either(words.answerShapes.rangeOpeners)})\s+-?\d[\d,.]*\s*(?:${either(words.answerShapes.rangeJoiners)})\s*-?\d` +
    String.raw`|\b(?:${either(words.answerShapes.limits)})\s+\d`,
  'i',
);

/** Whether a passage states a range or a limit, which answers 'How many … can I?' */
export function statesLimit(text: string): boolean {
  return STATES_LIMIT.test(text);
}

// 'What is the lowest voltage…?', 'Is there a ceiling…?': the side of a bound asked for. 'The most' asks it only before
// whom or what it is of ('the most the contract can be worth'), not before a word it grades ('the most common').
const LOWEST_ASKED = new RegExp(String.raw`\b(?:${either(words.bound.lowestAsked, String.raw`\s+`)})\b`, 'i');
const HIGHEST_WORDS = either(
  words.bound.highestAsked.filter((word) => word !== 'the most'),
  String.raw`\s+`,
);
const HIGHEST_ASKED = new RegExp(
  String.raw`\b(?:${HIGHEST_WORDS})\b|\bthe most\s+(?:i|we|you|they|he|she|it|one|someone|anyone|that|this|the|a|an|my|our|your|their|its)\b`,
  'i',
);

/** The side of a bound a question asks for: 'lower' ('at the very least', 'the lowest voltage'), 'upper' ('a ceiling'), or neither. */
export function boundAsked(question: string): 'lower' | 'upper' | undefined {
  const lower = LOWEST_ASKED.test(question);
  const upper = HIGHEST_ASKED.test(question);
  return lower === upper ? undefined : lower ? 'lower' : 'upper';
}

/**
 * A number written in words, as a contract or a policy writes its figures: 'fourteen', 'fifty', 'forty-eight', 'twenty
 * four', 'one hundred'. One list for every pattern that reads a figure in words, so no tens or teens is left out of one.
 */
export const NUMBER_IN_WORDS = String.raw`(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s](?:one|two|three|four|five|six|seven|eight|nine)\b)?|(?:one|a)\s+(?:hundred|thousand)|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|hundred|thousand)`;

// A figure: digits (after a sign or currency: '£1.5m', '>2'), a number in words, or a period in words ('a full week').
const BOUND_FIGURE = String.raw`(?:[^\s\w]{0,2}\d|${NUMBER_IN_WORDS}\b|an?\s+(?:full\s+)?(?:years?|months?|weeks?|days?|hours?|minutes?)\b)`;
const BOUND_BEFORE_GAP = String.raw`[\s:]*(?:(?:of|is|are|be|was)\s+)?(?:(?:around|about|approximately|roughly|some)\s+)?`;

function boundPattern(before: readonly string[], after: readonly string[]): RegExp {
  return new RegExp(
    String.raw`\b(?:${either(before, String.raw`\s+`)})${BOUND_BEFORE_GAP}${BOUND_FIGURE}` +
      String.raw`|\d[\w.,%/-]*\s+(?:${either(after, String.raw`\s+`)})\b`,
    'i',
  );
}

const LOWER_BOUND = boundPattern(words.bound.lowerBefore, words.bound.lowerAfter);
const UPPER_BOUND = boundPattern(words.bound.upperBefore, words.bound.upperAfter);

const LEAD_TIME_ASKED = new RegExp(String.raw`\b(?:${either(words.leadTime.asked, String.raw`\s+`)})\b`, 'i');
// A period: a number (digits or words, a '(5)' after it aside) or an article ('a week in advance', 'a few days before'),
// a word or two, then its unit ('5 business days', 'three (3) weeks', 'six months’'), then the words setting it before
// a thing.
const LEAD_TIME = new RegExp(
  String.raw`(?:\d+|\b(?:an?|a\s+few|a\s+couple\s+of|several|${NUMBER_IN_WORDS}))\s+(?:\(\d+\)\s+)?(?:[\p{L}-]+\s+){0,2}(?:minute|hour|day|week|month|year)(?:s['’]?|['’]s)?\s+(?:${either(words.leadTime.after, String.raw`\s+`)})\b`,
  'iu',
);

/** Whether a question asks how long before a thing it must be done: 'How far ahead do I have to ask…?', 'How much notice…?'. */
export function leadTimeAsked(question: string): boolean {
  return LEAD_TIME_ASKED.test(question);
}

// 'a notice period of at least six (6) months', 'notice of not less than 14 days': the period after the notice.
const NOTICE_OF = new RegExp(
  String.raw`\bnotice(?:\s+period)?\s+of\s+(?:(?:at\s+least|not\s+less\s+than|no\s+less\s+than|a\s+minimum\s+of)\s+)?(?:\d+|${NUMBER_IN_WORDS})\b`,
  'i',
);

/** Whether a text states a period before a thing: 'no less than 5 business days in advance', 'six months' notice'. */
export function statesLeadTime(text: string): boolean {
  return LEAD_TIME.test(text) || NOTICE_OF.test(text);
}

/** Whether a text states a bound of the side given with its figure: 'a minimum of 100 GByte', 'may not exceed 27'. */
export function statesBound(text: string, side: 'lower' | 'upper'): boolean {
  return (side === 'lower' ? LOWER_BOUND : UPPER_BOUND).test(text);
}

// 'Which cutoff had to be changed, and to what?': the value something was changed to, which 'from 0.749 to 0.745' gives.
const TO_WHAT = /\bto what\s*[?.!]?\s*$/i;

/** Whether a question asks what something was changed or set to: 'Which cutoff had to be changed, and to what?' */
export function asksNewValue(question: string): boolean {
  return TO_WHAT.test(question);
}

// 'What are the main parts…?', 'Which are the stages…?': a plural noun after 'what are', a shape no word list gives.
const LIST_QUESTION = new RegExp(
  String.raw`^\s*(?:(?:what|which) (?:are|were) (?:the |its |their )?(?:\w+ ){0,3}\w+s\b` +
    String.raw`|what (?:${either(words.list.kindsOf)}) of\b` +
    String.raw`|(?:${either(words.list.commands)}) (?:the|all)\b)`,
  'i',
);

/** Whether the answer is a list: 'What kinds of…?', 'List the…'. */
export function asksForList(question: string): boolean {
  return LIST_QUESTION.test(question);
}

// 'this presentation', 'this FAQ', 'this user guide', 'this incident handling guide': what a visitor calls the document in
// front of them, with up to three words of what it is about.
const THIS_DOCUMENT = new RegExp(String.raw`\bthis\s+(?:[\p{L}-]+\s+){0,3}(?:${either(words.documentItself.calledBy)})\b`, 'iu');

// Who wrote the document, when, which release it covers, its licence; a memo's header ('FROM:', 'SUBJECT:').
const ASKS_OF_FRONT_MATTER = new RegExp(
  String.raw`^\s*(?:${either(words.documentItself.frontMatterOpeners)})\b|\b(?:${either(words.documentItself.frontMatter)})\b`,
  'i',
);

// What a visitor calls a whole document and never a thing inside one, after 'this' or 'the' (and perhaps one word: 'this user
// guide', 'the OpenChain spec'); 'policy', 'file' or 'history' may as well name something the document speaks of.
const DOCUMENT_NOUN = new RegExp(
  String.raw`(?<=\b(?:this|the)\s+(?:[\p{L}-]+\s+)?)(?:${either(words.documentItself.wholeDocument)})\b`,
  'giu',
);
const NAMES_WHOLE_DOCUMENT = new RegExp(DOCUMENT_NOUN.source, 'iu');

/**
 * The question without the noun it calls the document by ('how does the
 * booklet define a hazard?' → 'how does the define a hazard?'): the visitor
 * means the whole document, so the word is no term of what is asked, and
 * searched it pulls the few passages that say 'this booklet' above the one
 * that answers. The word before it stays: 'the OpenChain spec' is about OpenChain.
 * So with the other words that frame a question rather than name its subject:
 * its writer ('the author takes away', the document's 'I'), and the importance
 * a list is asked by ('What are the main lessons?').
 */
export function withoutDocumentNoun(asked: string): string {
  // 'In a sentence, what is…?': how short an answer should be is no word of what is asked.
  const question = asked.replace(ANSWER_LENGTH, ' ').replace(TROUBLE_ASKED, ' ').replace(TROUBLE_REPEATS, ' ');
  // Asked of the document itself, the noun marks its front matter ('This presentation is about…'): it stays.
  if (asksOfDocumentItself(question)) return question;
  const withoutNoun = question.replace(DOCUMENT_NOUN, ' ').replace(LIST_BY_IMPORTANCE, '$1');
  // Asked who wrote it or when, its writer is what is asked; otherwise the writer is the document's own voice.
  return PERSON_QUESTION.test(question) || WHEN.test(question) ? withoutNoun : withoutNoun.replace(THE_WRITER, ' ');
}

// '…, what's wrong?', 'What's going on? The fan…': a clause of its own asking what the trouble is ('what is wrong with
// the fan' names the fan, and is left whole).
const TROUBLE_ASKED = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${either(words.trouble.asking, String.raw`\s+`)})(?=\s*(?:[,;:?.!]|$))`.replace(/'/g, "['’]"),
  'giu',
);

// 'keeps blinking', 'kept on beeping when…': the word saying it repeats, before the verb in -ing that says what and ends
// its clause; 'keep training records' keeps its 'keep', the verb in -ing there naming a thing.
const TROUBLE_REPEATS = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${either(words.trouble.repeating, String.raw`\s+`)})(?=\s+\p{L}+ing(?:\s*(?:[,;:?.!]|$)|\s+(?:${either(words.trouble.clauseEnders)})\b))`,
  'giu',
);

// 'In a sentence, …', '…, in a nutshell?': set off by a comma or ending the question ('in a word document' is no such phrase).
const ANSWER_LENGTH = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${either(words.answerLength.phrases, String.raw`\s+`)})(?=\s*(?:[,;:?.!]|$))`,
  'giu',
);

// 'What are the main lessons…?': the items of a list, whatever the document calls them by importance ('the two most important').
const LIST_BY_IMPORTANCE = new RegExp(
  String.raw`^(\s*(?:what|which) (?:are|were) (?:the |its |their ))(?:${either(words.list.importance)}) (?=[\p{L}-]+s\b)`,
  'iu',
);

// 'What lessons does the author take away?': the document's writer, who says 'I' or 'we' in it, not a subject it names.
const THE_WRITER = new RegExp(String.raw`\bthe\s+(?:${either(words.documentItself.writer)})\b(?!['’]s)`, 'giu');

// 'Which standard is this playbook about?': a thing named after 'which' or 'what', then the document and 'about', asks its
// subject, which its title gives ('What is this presentation about?' asks for an overview).
const ASKS_DOCUMENT_SUBJECT = new RegExp(
  String.raw`^\s*(?:which|what)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:is|are)\s+this\s+(?:[\p{L}-]+\s+)?(?:${either(words.documentItself.calledBy)})\s+` +
    String.raw`(?:${either(words.documentItself.subjectAsked)})\s*[?.!]?\s*$`,
  'iu',
);

/** Whether a question asks a fact of the document itself that its front matter gives: 'Who are the authors of this presentation?' */
export function asksOfDocumentItself(question: string): boolean {
  if (ASKS_DOCUMENT_SUBJECT.test(question) || AUTHORS_ASKED.test(question)) return true;
  if (BARE_THIS.test(question) && AUTHORSHIP.test(question)) return true;
  return (THIS_DOCUMENT.test(question) || NAMES_WHOLE_DOCUMENT.test(question)) && ASKS_OF_FRONT_MATTER.test(question);
}

// 'Who wrote this?', 'When was this published?': 'this' alone at the end points at the document in the visitor's hands
// when the question asks who wrote or issued it, or when; not 'Who signs off on this?' or 'When should I do this?'.
const BARE_THIS = /\bthis(?:\s+(?:written|authored|published|issued|released|dated))?\s*[?.!]*\s*$/i;
const AUTHORSHIP = /\b(?:wrote|written|authored|published|issued|released|dated)\b/i;

// 'Who is the author?', 'Who are the authors?': a document has one set of authors, named in its front matter.
const AUTHORS_ASKED = /^\s*who\s+(?:is|are|was|were)\s+the\s+(?:main\s+)?authors?\s*[?.!]*\s*$/i;

// 'What is this document about?', 'What does this policy cover?', or a summary asked for, not one the document has that the
// question points into ('In the overall summary, what is…', 'Summarise section 4').
const OVERVIEW_DOCUMENT = either(words.overview.documents);
const OVERVIEW_QUESTION = new RegExp(
  String.raw`\b(?:what(?:'s| is)|tell me)\b[^?.!]{0,30}\b(?:this|the)\s+(?:${OVERVIEW_DOCUMENT})\b[^?.!]{0,20}\babout\s*[?.!]?\s*$` +
    String.raw`|\bwhat (?:does|is) (?:this|the) (?:${OVERVIEW_DOCUMENT}) (?:cover|for)\b` +
    String.raw`|(?<!\b(?:${either(words.overview.pointingInto)})\s+(?:the|its|this)\s+(?:[a-z-]+\s+)?)` +
    String.raw`\b(?:${either(words.overview.summaries)})\b(?![^?.!]{0,40}\b(?:${either(words.overview.parts)})\b)`,
  'i',
);

// 'What is this charter, in a nutshell?', 'What is this document, and who is it for?': the document named after 'this'
// and nothing asked of it but what it is. 'What is this playbook meant to help me with?', 'What is the purpose of this
// policy?', 'What is this code of conduct trying to achieve?': what it is for.
const WHAT_DOCUMENT_IS = new RegExp(
  String.raw`^\s*(?:so,?\s+|and\s+)?what(?:'s|’s| is)\s+this\s+(?:[\p{L}-]+\s+)?(?:${OVERVIEW_DOCUMENT})(?:\s+(?:exactly|actually|really))?` +
    String.raw`\s*(?:[,;:?.!]|$|(?:and|then)\b)` +
    String.raw`|\bwhat\s+(?:is|are|was|were|does|do)\s+(?:this|these)\s+(?:[\p{L}-]+\s+)?(?:${OVERVIEW_DOCUMENT})\s+(?:${either(words.overview.meantFor)})\b` +
    String.raw`|\bwhat(?:'s|’s| is| was)\s+the\s+(?:main\s+|real\s+)?(?:${either(words.overview.purposeNouns)})\s+of\s+(?:this|the)\s+(?:[\p{L}-]+\s+)?(?:${OVERVIEW_DOCUMENT})\b`,
  'iu',
);

/** Whether a question asks what the whole document is about, or what it is for, which its opening answers. */
export function asksForOverview(asked: string): boolean {
  // 'What is this thing the manual is about, in a sentence?': how short an answer should be is no part of what is asked.
  const question = asked.replace(ANSWER_LENGTH, ' ').replace(/[\s,;:]+([?.!]*)\s*$/, '$1');
  return OVERVIEW_QUESTION.test(question) || WHAT_DOCUMENT_IS.test(question);
}

// 'This Charter includes the values…', 'The Medical Waste Management Plan establishes procedures…', 'The OpenChain
// PlayBooks are intended to help…': the document saying what it is or does; '…is dedicated to providing…': what its
// writer is for.
const STATES_PURPOSE = new RegExp(
  String.raw`\b(?:this|the|our)\s+(?:[\p{L}-]+\s+){0,5}?(?:${OVERVIEW_DOCUMENT})s?\s+(?:${either(words.overview.statesPurpose)})\b` +
    String.raw`|\b(?:is|are)\s+(?:${either(words.overview.purposeAdjectives)})\s+to\b` +
    String.raw`|\bthe\s+(?:${either(words.overview.purposeNouns)})\s+of\s+this\b`,
  'iu',
);

/** Whether a sentence of a document's opening says what the document is or is for. */
export function statesDocumentPurpose(sentence: string): boolean {
  return STATES_PURPOSE.test(sentence);
}

// The words that ask for an expansion, wherever they stand in the question.
const EXPANSION_WORDS = new RegExp(
  String.raw`\b(?:${either(words.expansion.phrases, String.raw`\s+`)}|(?:an?\s+)?(?:${either(words.expansion.nouns)})s?(?:\s+(?:of|for))?)\b`,
  'giu',
);
const ASKS_EXPANSION = new RegExp(EXPANSION_WORDS.source, 'iu');

// An acronym as written: two to eight letters or digits, at least two capitals ('PTA', 'SPDX', 'cFS', 'PII'); a shape, not words.
const ACRONYM = /(?<![\p{L}\p{N}])[\p{L}\p{N}]{2,8}(?![\p{L}\p{N}])/gu;

/** The acronym a question asks the expansion of ('What does PTA stand for?' → 'PTA'), or undefined when it asks no such thing. */
export function expansionAsked(question: string): string | undefined {
  // 'What does BYOD mean here?': an acronym alone asked the meaning of is asked what it stands for.
  const alone = DEFINITION_QUESTION.exec(question)?.[1]?.trim();
  if (alone && /\bmean\b/i.test(question) && /^[\p{L}\p{N}]{2,8}$/u.test(alone) && (alone.match(/\p{Lu}/gu) ?? []).length >= 2)
    return alone.replace(/s$/, '');
  if (!ASKS_EXPANSION.test(question)) return undefined;
  const capitals = (question.match(ACRONYM) ?? []).filter((word) => (word.match(/\p{Lu}/gu) ?? []).length >= 2);
  return capitals[0]?.replace(/s$/, '');
}

/**
 * The question without its words asking for an expansion, for the search: 'What does PTA stand for?' → 'What does PTA ?'.
 * They are no words of the document's subject: searched, they make a passage need a second term besides the acronym.
 */
export function withoutExpansionWords(question: string): string {
  return expansionAsked(question) ? question.replace(EXPANSION_WORDS, ' ') : question;
}

// 'What does BYOD mean here?', 'What is a record in this guide?', 'What counts as harassment under this code?', 'What
// is a member according to the charter?': 'here', or 'in', 'under', 'according to' or 'within' this (or the) and one
// word, point at the document; they are no part of the term asked about.
const POINTS_AT_DOCUMENT = String.raw`(?:${either(words.definition.trailing, String.raw`\s+`)}|(?:in|under|according\s+to|within)\s+(?:this|the|our|your)\s+[^\s?.!]+)`;

// 'What is a GUID?', 'What are data stewards?', 'What does PII mean?', 'Define open data'. The three definition
// patterns capture the subject from the shape of the sentence, which no list of words says where it ends.
// 'What does BYOD mean here?': the words pointing at the document after the subject ('here', 'in this guide') are none of it.
const DEFINITION_QUESTION = new RegExp(
  String.raw`^\s*(?:what(?:\s+(?:${either(words.definition.adverbs)}))?(?:'s|’s|\s+is|\s+are|\s+counts\s+as)|define|what does)\s+(?:an?\s+|the\s+)?(.+?)(?:\s+mean)?(?:,?\s+${POINTS_AT_DOCUMENT})?\s*[?.!]*\s*$`,
  'i',
);

// 'How does the booklet define a hazard?', 'What is meant by PII?', 'What's the definition of a record?'.
// 'What is meant by a committer in this document?': the words pointing at the document after the term are no part of it.
// 'Who is included when the policy talks about OpenGov?': what the document means when it names the term.
const DEFINITION_ASKED = new RegExp(
  String.raw`\b(?:how\s+(?:does|do|did)\s+.{0,40}?\bdefine|(?:what|who)\s+(?:is|are)\s+(?:included|meant|covered)\s+when\s+(?:the|this|it)\s+(?:[a-z-]+\s+)?(?:talks\s+about|says|mentions|refers\s+to)|what(?:'s|’s|\s+is)\s+meant\s+by|what(?:'s|’s|\s+is)\s+the\s+(?:definition|meaning)\s+of)\s+(?:an?\s+|the\s+)?(.+?)(?:,?\s+${POINTS_AT_DOCUMENT})?\s*[?.!]*\s*$`,
  'i',
);
// 'How is a hazard defined?'
const DEFINED_ASKED = /^\s*how\s+(?:is|are)\s+(?:an?\s+|the\s+)?(.+?)\s+defined\b/i;

// 'What's the difference between an ordinary event and an actual security incident?', 'How does a virus differ from a worm?'.
const THING = String.raw`(?:an?\s+|the\s+)?(.+?)`;
// '… and an investment in this program?': 'in this' and any one word points at what the document is about, as 'here' does.
const COMPARISON_END = String.raw`(?:,?\s+${POINTS_AT_DOCUMENT})?\s*[?.!]*\s*$`;
const COMPARISON_QUESTIONS = [
  new RegExp(String.raw`\b(?:${either(words.comparison.between, String.raw`\s+`)})\s+${THING}\s+and\s+${THING}${COMPARISON_END}`, 'i'),
  new RegExp(
    String.raw`^\s*how\s+(?:is|are|does|do)\s+${THING}\s+(?:${either(words.comparison.differ, String.raw`\s+`)})\s+${THING}${COMPARISON_END}`,
    'i',
  ),
];

/**
 * The two things a question asks the difference between, each as its words ('an ordinary event' → ['ordinary',
 * 'event']); undefined for any other question. Each is answered by the sentence defining it.
 */
export function comparedSubjects(question: string): [string[], string[]] | undefined {
  for (const pattern of COMPARISON_QUESTIONS) {
    const match = pattern.exec(question);
    if (!match) continue;
    const wordsOfSide = (side: string): string[] => side.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
    const first = wordsOfSide(match[1]!);
    const second = wordsOfSide(match[2]!);
    // 'a direct cost and an indirect one': 'one' stands for the first thing's noun.
    if (first.length > 1 && second.length > 1 && /^ones?$/i.test(second.at(-1)!)) second[second.length - 1] = first.at(-1)!;
    if ([first, second].every((side) => side.length > 0 && side.length <= 5)) return [first, second];
  }
  return undefined;
}

/** The thing a 'what is X' question asks to have defined, as its words; undefined for any other question. */
export function definitionSubject(given: string): string[] | undefined {
  // 'What is an IGate, in plain terms?': how short or plain the answer should be is no part of the thing asked.
  const question = given.replace(ANSWER_LENGTH, ' ').replace(/^[\s,;:]+/, '');
  const acronym = expansionAsked(question);
  if (acronym) return [acronym];
  // 'What's the difference between X and Y?' asks two definitions, not one of 'difference between X and Y'.
  if (comparedSubjects(question)) return undefined;
  // 'What counts as an 'incident' here, where does the definition come from?': the first of two questions asks it.
  const first = FIRST_OF_TWO.exec(question)?.[1];
  const asked = (text: string) => (DEFINITION_ASKED.exec(text) ?? DEFINED_ASKED.exec(text) ?? DEFINITION_QUESTION.exec(text))?.[1];
  const subject = (first ? asked(`${first}?`) : undefined) ?? asked(question);
  if (!subject) return undefined;
  // A term the reader set in quotes ('incident') is the term without them.
  const found = (subject.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).map((word) => word.replace(/['’]+$/u, ''));
  return found.length > 0 && found.length <= 5 ? found : undefined;
}

/**
 * The acronym a question asks about: to spell it out ('What does PTA stand for?') or what it is when the whole
 * subject is one acronym ('What is the RTSS?'), which the sentence spelling it out answers, as a definition does.
 */
export function acronymAsked(question: string): string | undefined {
  const expansion = expansionAsked(question);
  if (expansion) return expansion;
  const [only, ...rest] = definitionSubject(question) ?? [];
  // An acronym of capitals ('SBOM'), perhaps opening on a digit ('2C2R'), with two capitals at least.
  if (
    only === undefined ||
    rest.length > 0 ||
    !/^[\p{Lu}\p{N}][\p{Lu}\p{N}]*\p{Lu}s?$/u.test(only) ||
    (only.match(/\p{Lu}/gu) ?? []).length < 2
  )
    return undefined;
  return only.replace(/s$/, '');
}

// 'What counts as an incident here, where does the definition come from?': a question, a comma and a second one.
const FIRST_OF_TWO =
  /^((?:what|who|which|how|is|are|does|do|can)\b.+?),\s+(?:and\s+)?(?:where|when|why|how)\s+(?:does|do|did|is|are|can|should|will)\b/i;

// 'first stage', 'very first step', 'first thing to do', 'first phase'.
const ASKS_FOR_FIRST = new RegExp(String.raw`\b(?:${either(words.first.words)})\s+(?:${either(words.first.steps)})s?\b`, 'i');

// 'What should I try first?', 'What do I do first?': 'first' ending the question after a verb of doing.
const DOES_FIRST = new RegExp(
  String.raw`\b(?:${either(words.first.verbs, String.raw`\s+`)})\s+(?:${either(words.first.words)})\s*[?.!]*\s*$`,
  'i',
);

// 'What is step one?', 'What happens at stage 1?': the step numbered one, not 'step 1.2' or 'one step at a time'.
const STEP_ONE = new RegExp(String.raw`\b(?:${either(words.first.steps)})\s+(?:one|1|#1)\b(?![.\d])`, 'i');

/** Whether the question asks for the first stage or step of a procedure: 'What happens in the very first stage?' */
export function asksForFirst(question: string): boolean {
  return ASKS_FOR_FIRST.test(question) || DOES_FIRST.test(question) || STEP_ONE.test(question);
}

// 'What are the stages you go through…?', 'Which phases does it have?': the stages in the plural.
const STAGES = new RegExp(String.raw`\b(?:${either(words.list.stages)})s\b`, 'i');

/**
 * Whether the question asks for the stages of a process all together ('What are the stages you go through when
 * dealing with an incident?'), not the first of them nor how many there are.
 */
export function asksForStages(question: string): boolean {
  return STAGES.test(question) && !asksForFirst(question) && countedNoun(question) === undefined;
}

// A sentence naming stages in the plural ('the major phases of the incident response process'), then after a dash, a
// colon or a bracket three or more of them in a run ('a, b and c') ('—preparation, detection and analysis, … and post-incident activity').
const NAMES_STAGES = new RegExp(
  String.raw`\b(?:${either(words.list.stages)})s\b[^,;:.—–(]{0,80}[—–:(]\s*(?:[^,;:.]+,\s*)+[^,;:.]*?\b(?:and|or)\s+\p{L}`,
  'iu',
);

/** Whether a sentence names the stages of a process in a run, which answers a question asking for them all. */
export function namesStages(text: string): boolean {
  return NAMES_STAGES.test(text);
}

/** The words naming a step of a procedure ('stage', 'phase'), which the sentence giving the first one names it by. */
export const STEP_WORDS: readonly string[] = words.first.steps;

const COUNT_QUESTION = new RegExp(
  String.raw`\b(?:${either(words.count.asking)})\s+(?:of\s+(?:the|its|their|these|those|our|your|my)\s+)?(?:(?:${either(words.count.between)})\s+)*([\p{L}][\p{L}-]*)(?:\s+([\p{L}][\p{L}-]*))?`,
  'iu',
);

/**
 * The noun a 'how many' question counts, as written ('How many printers…?' → 'printers', 'How many of its records…?'
 * → 'records'); in a compound the plural head after a singular word ('How many design principles…?' → 'principles');
 * undefined for any other question.
 */
export function countedNoun(question: string): string | undefined {
  const found = COUNT_QUESTION.exec(question);
  if (!found) return undefined;
  const [, first, second] = found;
  const plural = (word: string) => /[^s]s$/i.test(word);
  return second !== undefined && !isStopword(second.toLowerCase()) && plural(second) && !plural(first!) ? second : first;
}

// 'How often', 'how long', 'how soon': the word after 'how' asks for a kind of answer; the document rarely uses it.
const ASKS_OF_CHANGES = new RegExp(String.raw`\b(?:${either(words.changes.words)})\b`, 'i');

const ASKS_DEFAULT = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${either(words.defaults.asking, String.raw`\s+`)})(?![\p{L}\p{N}])`, 'iu');
const STATES_DEFAULT = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${either(words.defaults.states, String.raw`\s+`)})(?![\p{L}\p{N}])`, 'iu');

/** Whether a question asks for the value used when none is given ('…if it is left unset?', '…out of the box?'). */
export function asksDefault(question: string): boolean {
  return ASKS_DEFAULT.test(question.replace(/[’]/g, "'"));
}

/** Whether a text states the value used when none is given ('The default if not set is zero', 'The initial value…'). */
export function statesDefault(text: string): boolean {
  return STATES_DEFAULT.test(text);
}

/** Whether a question asks about the document's versions or changes ('Which version…?', 'What changed…?'). */
export function asksOfChanges(question: string): boolean {
  return ASKS_OF_CHANGES.test(question);
}

const HOW_OFTEN = new RegExp(String.raw`\bhow\s+(?:${either(words.howOften.afterHow)})\b`, 'gi');

/** The question with 'how often', 'how long' and the like read as a bare 'how', for the search. */
export function withBareHow(question: string): string {
  return question.replace(HOW_OFTEN, 'how');
}

// The two words that ask for a thing by its kind; what follows them is the thing.
const WH_WORD = /\b(?:which|what)\s+(.*)$/i;
const LEAD_IN = new Set(words.askedPhrase.leadIn);
const ENDS_PHRASE = new Set(words.askedPhrase.endsPhrase);

/**
 * Up to three words naming the kind of thing a 'which …' or 'what …' question asks for, lower-cased ('Which media
 * type is used…?' → ['media', 'type']); undefined when the question asks no 'which' or 'what'.
 */
export function askedWords(question: string): string[] | undefined {
  const rest = WH_WORD.exec(question)?.[1];
  if (!rest) return undefined;
  const found = rest.toLowerCase().match(/[\p{L}\d][\p{L}\d'’-]*/gu) ?? [];
  let index = 0;
  while (index < found.length && LEAD_IN.has(found[index]!)) index += 1;
  const named: string[] = [];
  for (; index < found.length && named.length < 3 && !ENDS_PHRASE.has(found[index]!); index += 1) named.push(found[index]!);
  return named;
}

// A number before a unit: digits ('180mA', '8 hours', '2.5 mm', '24-hour'), a number's word ('eight characters') or the
// digits a contract puts in brackets after the words ('seventy two (72) hours'); a clock's hour and minutes before its
// 'a.m.' or 'p.m.' ('9:00 a.m.').
const MEASURE_NUMBER = String.raw`(?:(?<![\p{L}\p{N}\p{Sc}.,:])\d{1,2}:\d\d\s?|(?<![\p{L}\p{N}\p{Sc}.,])\d[\d,.]*\s?-?|\(\d[\d,.]*\)\s?|\b${NUMBER_IN_WORDS}[\s-])`;

const SHARE_ASKED = new RegExp(String.raw`\b(?:${either(words.measure.shares, String.raw`\s+`)})\b`, 'i');

const MEASURE_ASKS = words.measure.quantities.map((quantity) => ({
  asking: new RegExp(String.raw`\b(?:${either(quantity.asking, String.raw`\s+`)})\b`, 'i'),
  // Units as written, case and all ('mA' is no 'MA'); a unit ends where no letter or digit follows.
  units: [
    String.raw`${MEASURE_NUMBER}(?:${either(quantity.units)})(?![\p{L}\p{N}])`,
    ...(quantity.alone ? [String.raw`\b(?:${either(quantity.alone)})\b`] : []),
    // 'every three months', 'every 6 weeks', 'every other year': a period after 'every' is how often.
    ...(quantity.every ? [String.raw`\bevery\s+(?:other\s+|(?:\d+|${NUMBER_IN_WORDS})\s+)?(?:${either(quantity.every)})\b`] : []),
  ],
}));

/**
 * What states the quantity a question asks for, in the units it is measured in ('How much current does it draw?' →
 * a number in mA or A: '180mA'); undefined when the question asks for no such quantity.
 */
export function measureAsked(question: string): RegExp | undefined {
  // 'What share of participants must see it for its frequency to be high?' asks for a share, not how often; 'Who is in
  // charge of a set of information, deciding how long we keep it?' for a person (its second part, if any, is read alone).
  if (SHARE_ASKED.test(question) || OPENS_ON_WHO.test(question)) return undefined;
  const units = MEASURE_ASKS.filter((quantity) => quantity.asking.test(question)).flatMap((quantity) => quantity.units);
  return units.length > 0 ? new RegExp(units.join('|'), 'u') : undefined;
}

/**
 * Asked for two quantities ('What temperature do I set…, and how long do the tubes stay in it?'), what states the one
 * asked first ('100°C'), which the answer leads with; undefined when one quantity, or none, is asked.
 */
export function firstMeasureAsked(question: string): RegExp | undefined {
  if (measureAsked(question) === undefined) return undefined;
  const at = MEASURE_ASKS.map((quantity) => question.search(quantity.asking));
  const asked = at.filter((index) => index >= 0);
  const first = Math.min(...asked);
  if (asked.every((index) => index === first)) return undefined;
  return new RegExp(
    MEASURE_ASKS.filter((_, index) => at[index] === first)
      .flatMap((quantity) => quantity.units)
      .join('|'),
    'u',
  );
}

// 'What doesn't Backstroke do?', 'What is not covered?': negation is a stopword to the search, which reads the question
// as the plain one, so the composer reads it here.
const NEGATED_QUESTION = /\b(?:not|never|cannot)\b|n['’]t\b/i;
// 'Backstroke never merges…', 'Claims arising from dangerous sports are excluded.', a heading 'What Backstroke Does Not
// Do' or 'Exclusions': what a thing does not do, or is not, or leaves out; 'Prohibited Devices:', 'forbidden', 'banned':
// what is not allowed.
const STATES_NEGATION =
  /\b(?:not|never|no|none|nor|neither|cannot|without|except|excluded|excludes|exclusions?|prohibited|prohibits?|forbidden|forbids?|banned)\b|n['’]t\b/i;

/** Whether a question asks what is not so ('What doesn't it do?', 'What is not covered?'). */
export function asksNegated(question: string): boolean {
  return NEGATED_QUESTION.test(question);
}

/** Whether a sentence or heading says what is not so, or what is left out ('never merges', 'Exclusions'). */
export function statesNegation(text: string): boolean {
  return STATES_NEGATION.test(text);
}

// 'What is the main finding?', 'What did they find?', 'What was the conclusion?': asked of a paper or a report as a
// whole, its results, conclusion, summary or abstract answers, whatever words they share with the question. Only the
// whole's finding: 'What is the result of calling open()?' names what it asks the result of.
const FINDINGS_ASKED = new RegExp(
  [
    String.raw`\b(?:main|key|major|chief|principal|headline|overall|central|most important)\s+(?:findings?|results?|conclusions?|takeaways?|outcomes?|message)\b`,
    String.raw`^\s*what\s+(?:did|do|does)\s+(?:they|the\s+(?:authors?|researchers?|study|paper|report|survey|review|article|analysis)|it|this|this\s+\w+|we|you)\s+(?:find|found|conclude|show|discover|learn)\b`,
    String.raw`^\s*what\s+(?:is|was|are|were)\s+(?:the|its|their)\s+(?:findings?|conclusions?|results?|takeaways?)(?:\s+of\s+(?:this|the)\s+(?:study|paper|report|survey|review|article|analysis|research))?\s*\??\s*$`,
  ].join('|'),
  'i',
);
// A section stating a paper's or a report's findings: its results, conclusion, summary or abstract ('IV. Summary',
// '5 Conclusions', 'Results and discussion', 'Executive summary').
const FINDINGS_HEADING =
  /^(?:(?:executive|overall)\s+summary|summary(?:\s+(?:and|&)\s+conclusions?)?|conclusions?(?:\s+(?:and|&)\s+(?:future\s+work|recommendations|discussion))?|concluding\s+remarks|abstract|(?:key\s+|main\s+)?findings|results(?:\s+(?:and|&)\s+discussion)?|discussion)$/i;
// A heading's own numbering: '4.', 'IV.', 'B.', '5.2'.
const HEADING_NUMBER = /^\s*(?:(?:\d{1,3}(?:\.\d{1,3})*|[IVXLC]{1,6}|[A-Z])[.):]?\s+)/;

/** Whether a question asks for a paper's or a report's finding as a whole ('What is the main finding?', 'What did they conclude?'). */
export function asksForFindings(question: string): boolean {
  return FINDINGS_ASKED.test(question);
}

/**
 * How well a section's own title names a paper's findings: 0 for not at all, more for the sections that state the main
 * finding most plainly (a conclusion or summary before an abstract, before the results, before a discussion).
 */
export function findingsHeadingRank(title: string): number {
  const bare = title
    .replace(HEADING_NUMBER, '')
    .replace(/[.:]\s*$/, '')
    .trim();
  if (!FINDINGS_HEADING.test(bare)) return 0;
  if (/conclu|summary/i.test(bare)) return 4;
  if (/abstract/i.test(bare)) return 3;
  if (/findings|results/i.test(bare)) return 2;
  return 1;
}
