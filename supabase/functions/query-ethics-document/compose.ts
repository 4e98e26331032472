// Turns the best passages into an answer: the sentences that answer the
// question, quoted with their references, the fact asked for (a number, a
// period, a person) first. When nothing in the document covers the question
// the answer says so and quotes nothing.
import { EMAIL, givesContact } from '../_shared/contact-details.ts';
import { escapeMarkdown, escapeTableCell } from '../_shared/markdown.ts';
import { splitSentences, type TextUnit, textUnits } from '../_shared/sentences.ts';
import { askedPhrasePattern, askedValuePattern } from './asked-phrase.ts';
import { countedThing, statesCount } from './counted.ts';
import { expandsAcronym } from './expansion.ts';
import { givesFirst, opensFirstItem } from './first-step.ts';
import {
  answerLeadsWithFact,
  asksForFindings,
  asksForFirst,
  asksNegated,
  statesNegation,
  asksForList,
  asksCapacity,
  asksForStages,
  asksDefault,
  asksNewValue,
  asksOfChanges,
  asksOfDocumentItself,
  asksReleaseOrDate,
  asksWhenToo,
  asksWho,
  boundAsked,
  NUMBER_IN_WORDS,
  leadTimeAsked,
  comparedSubjects,
  definitionSubject,
  acronymAsked,
  measureAsked,
  firstMeasureAsked,
  namesStages,
  prerequisitesAsked,
  givesReason,
  qualifiesBefore,
  statesOutcome,
  asksOutcome,
  asksPermission,
  asksReason,
  questionKind,
  statesBound,
  statesDefault,
  statesLeadTime,
  statesLimit,
  statesProhibition,
  statesPrerequisites,
} from './question-kinds.ts';
import type { ScoredPassage } from './retrieval.ts';
import { holdsPhrase, numbersIn, type Term, termsIn } from './search.ts';
import { isStopword, stemOf, wordsOf } from '../_shared/search/words.ts';
import { namedTerms } from '../_shared/search/structure.ts';
import { commonWordsCeiling } from '../_shared/search/common-words.ts';
import { secondPartOf } from './second-part.ts';
import { COVERED_THRESHOLD, PHRASING_THRESHOLD } from './threshold.ts';
import type { Citation } from './contract.ts';
import { HEADING_PATH_SEPARATOR, headingLeaf, MAX_CHUNK_CHARS } from '../_shared/document-chunks.ts';
import { isRevisionHistory } from './revision-history.ts';

const MAX_PASSAGES = 5;
const MAX_SENTENCES = 4;

// A figure: a ratio ('a helper-to-learner ratio of 1:5'), an amount (in euro, dollars or pounds, in thousands,
// millions or billions), a size in bytes, a percentage, or a number (digits, words, or the digits a contract puts in
// brackets after the words: 'thirty (30) days') with a unit of time. A number in words is any the contract writes
// ('fifty percent', 'fourteen days', 'forty-eight hours', 'thirty minutes'), not only the commonest few.
const FACT = new RegExp(
  String.raw`\(\d[\d,.]*\)\s*(?:calendar |working |business )?(?:years?|months?|weeks?|days?|hours?|minutes?)\b|\b\d{1,3}:\d{1,3}\b(?!:)|[€$£]\s?\d[\d,.]*(?:\s*(?:thousand|million|billion|trillion|bn)\b)?|\b\d[\d,.]*\s*(?:%|per ?cent\b|(?:thousand|million|billion|trillion)\b|(?:[KMGT]i?B|bytes?|(?:kilo|mega|giga|tera)bytes?)\b|(?:calendar |working |business )?(?:years?|months?|weeks?|days?|hours?|minutes?)\b|euro\b)|\b\d+-(?:years?|months?|weeks?|days?|hours?|minutes?)\b` +
    String.raw`|\b${NUMBER_IN_WORDS}[\s-]+(?:(?:calendar |working |business |more |consecutive )?(?:years?|months?|weeks?|days?|hours?|minutes?)\b|per ?cent\b)`,
  'gi',
);
// A period in words or a time of day, which answers 'how long' or 'when' as a figure does: 'at least a full week',
// 'a few hours', '9am to 5pm', 'Monday to Friday'.
const PERIOD_IN_WORDS =
  /\b(?:an?|a few|a couple of|several)\s+(?:full\s+)?(?:calendar |working |business )?(?:years?|months?|weeks?|days?|hours?|minutes?)\b|\b\d{1,2}(?:[:.]\d\d)?\s?(?:am|pm)\b|\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)s?\s+(?:to|through|-|–)\s+(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/i;

/** Whether a text states a figure: an amount, a size, a share, a period (in digits or in words) or a time of day. */
function statesFigure(text: string): boolean {
  return new RegExp(FACT.source, 'i').test(text) || PERIOD_IN_WORDS.test(text);
}

// A version ('2.1', '4.19.0', 'V1.8a'), a year, a date or a range: what answers 'Which version…?' or 'In what year…?'.
const RELEASE_OR_DATE =
  /\bv?\d+\.\d+(?:\.\d+)*[a-z]?\b|\b(?:19|20)\d\d\b|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b\d+\s?[-–]\s?\d+\b|\b(?:up to|between) \d+/i;
// A number standing alone ('is 50,', 'two reviewers'), not a version, section or part of a name ('2.1', 'x-42').
const BARE_NUMBER =
  /(?<![\w.-])\d+(?:,\d{3})*(?![\w.-]|\.\d)|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand)\b/i;
// A clause number opening a sentence ('6.2 Fee dependence...', '12 Fees…'): the reference already says it.
// A number before a word in lower case is the sentence's own ('9 gives the best compression.').
// A date ('21 May 2018') opens on its day, not a clause number.
const CLAUSE_PREFIX =
  /^\d{1,3}(?:(?:\.\d{1,3})+\.?|\.)\s+|^\d{1,3}\s+(?!\p{Ll}|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+(?:19|20)\d\d\b)/u;
// A path of two parts or more ('/etc/papersize', '~/.local/share'), an address, or 'in the file'.
const PLACE = /(?:^|[\s(“"'‘])~?(?:\/[\w.+-]+){2,}|https?:\/\/\S+|\bin the (?:file|directory|folder)\b/i;
// A person named after 'by' ('founded by Ian Murdock', 'by Robert L. Read, PhD'): who did it.
const NAMED_BY = /\b[Bb]y\s+\p{Lu}\p{Ll}+(?:\s+\p{Lu}\.)?\s+\p{Lu}\p{Ll}+/u;
// A title page's line of names and nothing else ('Paul Cichonski Tom Millar Tim Grance', 'Karen A. Scarfone'): its authors.
const NAMES_LINE = /^\p{Lu}[\p{Ll}'’-]+(?:\s+(?:\p{Lu}\.|\p{Lu}[\p{Ll}'’-]+)){1,11}$/u;
// A paper's keywords ('bring your own device (BYOD); host security; remote access'): terms listed, none defined.
const KEYWORD_LIST = /^[^.;]{1,60}(?:;[^.;]{1,60}){2,}$/;
const YEAR = /\b(?:19|20)\d\d\b/;
const YEAR_ASKED = /\b(?:what|which)\s+year\b/i;
// A change from one figure to another ('from 0.749 to 0.745', 'from 50 to 49', 'from €500 to €1,000').
const STATES_CHANGE = /\bfrom\s+[^\s\d]{0,2}\d[\d.,]*\S*\s+to\s+[^\s\d]{0,2}\d/i;
// A role that names who does a thing: asked who, the sentence naming one answers ('convoked by the organization President').
const PERSON =
  /\b(partner|director|committee|officer|manager|member|person|adviser|advisor|client|board|secretary|solicitor|auditor|principal|leader|reviewer|president|chair|chairperson|treasurer|supervisor|administrator|coordinator|representative|official|owner|custodian|steward)s?\b/i;

export interface ComposedAnswer {
  guidance: string;
  citations: Citation[];
  covered: boolean;
  /** When not covered: the nearest headings, for the reader to ask about in one click. */
  suggestions: string[];
}

interface Sentence {
  text: string;
  wholeTable?: boolean;
  /** An item of a list, which need not end as a sentence does. */
  listItem?: boolean;
  /** For a table row: the table's caption ('Table 2: Run times'), if it has one. */
  caption?: string;
  /** A definition list's term with its description. */
  definition?: boolean;
  passage: ScoredPassage;
  score: number;
  hasFact: boolean;
  /** Whether the sentence gives the thing asked for a number ('port 3493' of 'Which port…?'). */
  givesValue: boolean;
  /** Whether it is the table row the question names by its label ('range 2', 'the 80% rule'). */
  namedRow: boolean;
  /** Whether the sentence defines what a 'What is X?' question asks about. */
  defining: boolean;
  /** Whether the sentence states a figure in the units the question asks for ('180mA' of 'How much current…?'). */
  measured: boolean;
  /** A sentence of prose stating a figure in none of the question's own words, nor going on from one in them. */
  unnamedFigure?: boolean;
  /** How many of the question's words the sentence itself holds (not only its heading). */
  ownTerms: number;
}

export function composeAnswer(
  question: string,
  terms: readonly Term[],
  weights: ReadonlyMap<string, number>,
  passages: readonly ScoredPassage[],
  fileName: string,
  coveredThreshold = COVERED_THRESHOLD,
  partOfQuestion = false,
  /**
   * The question's words the document never uses. When one the reader writes as a name is among them ('JSON',
   * 'Excel'), the document's own name, said of every passage, no longer stands for one of the two words of the
   * question a passage must hold.
   */
  absent: ReadonlySet<string> = new Set(),
): ComposedAnswer {
  const kind = questionKind(question);
  // 'Which version…?', 'In what year…?': a version, a year, a date or a range is the figure asked for.
  // Asked of the document itself ('When was this history written?', 'Which release does this FAQ cover?'): its front matter's figures and names answer.
  const itself = asksOfDocumentItself(question);
  const releaseOrDate = asksReleaseOrDate(question);
  // 'What year did it split off?': a year answers it ('in 2020'), not a length of time in years ('for six years').
  const yearAsked = YEAR_ASKED.test(question);
  // 'What is a GUID?': the passage and the sentence that define it answer, whatever else shares its words.
  const subject = definitionSubject(question);
  // 'What does PTA stand for?': the sentence or table row spelling the acronym out answers, as a definition does.
  // 'What is the RTSS?' too: the sentence spelling it out ('a so called Runtime State Store (RTSS)') says what it is.
  const acronym = acronymAsked(question);
  // 'What happens in the very first stage?': the sentence saying so, or the text under 'Stage 1', answers.
  const firstAsked = asksForFirst(question);
  // 'How many architectures…?': the sentence stating a number of them ('runs on 9 architectures') answers.
  const counted = countedThing(question, terms);
  // 'How much current does it draw?': the sentence stating a figure in the units asked for ('around 180mA') answers.
  const measure = measureAsked(question);
  const statesMeasure = (text: string) => measure?.test(text) === true;
  // Asked a temperature and then a time, the sentence stating the temperature leads.
  const firstMeasure = firstMeasureAsked(question);
  const oneQuestion = !partOfQuestion && secondPartOf(question) === undefined;
  // 'What is the lowest voltage…?', 'at the very least', 'Is there a ceiling…?': the sentence stating a bound of the side
  // asked with its figure ('a minimum of 100 GByte', 'may not exceed 27') answers, before another figure of the same thing.
  const bound = boundAsked(question);
  const statesAskedBound = (text: string) => bound !== undefined && statesBound(text, bound);
  // 'How far ahead do I have to ask?': the sentence stating a period before the thing ('5 business days in advance') answers.
  const leadTimeQuestion = leadTimeAsked(question);
  // A question after a figure prefers the passages that state one.
  // Enough of the question's weight, and more than one of its words when it has
  // several: 'the capital of France' shares only 'capital' with an audit standard.
  // 'Which OSAL goes with cFE 6.4?': the passage holding the release, version or section the question names (not a lone digit).
  const namedNumbers = numbersIn(question).filter((number) => /\.|\d\d/.test(number));
  // 'What happens in step 3 of the plan?': the passage under the heading 'Step 3' answers, not 'Step 5' saying 'plan'.
  const partNamed = namedPartOf(question);
  const whoAsked = asksWho(question);
  const underPartNamed = (passage: ScoredPassage) =>
    partNamed !== undefined && (partNamed.test(headingLeaf(passage.heading)) || partNamed.test(passage.sectionRef));
  // 'Which licence is uthash under?' of uthash's guide: a word naming the document is said of every passage, as its headings are.
  const naming = termsIn(fileName.replace(/\.\w+$/, '').replace(/[_.-]+/g, ' '), terms);
  // Asked 'Does libtasn1 support the JSON encoding rules?', a passage of the libtasn1 manual holding 'encoding' alone is
  // about something else: when the question names a thing the document never does ('JSON', 'Excel', 'Microsoft
  // Office') and has two words of its own, the document's name no longer stands for one of them.
  const absentName = terms.some((term) => absent.has(term.key) && namedIn(question, term));
  const nameCounts = !absentName || terms.length - naming.length < 2;
  // 'What is uthash?' of uthash-userguide.pdf asks what the document is about: its 'This software provides…' defines it too.
  const aboutDocument = subject !== undefined && namesDocument(subject, fileName);
  // 'What's the difference between an event and an incident?': the sentences defining each of the two answer.
  const compared = comparedSubjects(question);
  // A section's later passage opens mid-section ('Contact the author if…' under 'Internet Gateway (IGate)'): only the
  // first found of its section can open it with the term's definition.
  const opensSectionFound = (passage: ScoredPassage) =>
    !passages.some((other) => other.sectionRef === passage.sectionRef && other.position < passage.position);
  // A section titled 'Global Unique Identifier (GUID)' opens on what it is only when no sentence says so outright.
  const definedOutright =
    subject !== undefined &&
    passages.some((passage) => quotableUnits(passage.content).some((unit) => definesSubject(unit, subject, aboutDocument)));
  const definesAsked = (unit: string, passage: ScoredPassage) =>
    (subject !== undefined &&
      (definesSubject(unit, subject, aboutDocument) ||
        (opensSectionFound(passage) && isTermEntry(unit, passage, subject, !definedOutright)))) ||
    (compared !== undefined && compared.some((thing) => definesCompared(unit, thing))) ||
    (acronym !== undefined && expandsAcronym(unit, acronym) && !KEYWORD_LIST.test(unit));
  // 'What are the stages you go through…?': the sentence naming the stages in a run answers ('the major phases of the
  // process—preparation, detection and analysis, … and post-incident activity'), not a list that only says 'stage'.
  const stagesAsked = asksForStages(question);
  const namesStagesAsked = (text: string) => stagesAsked && namesStages(text);
  const namesStagesIn = (passage: ScoredPassage) => stagesAsked && quotableUnits(passage.content).some(namesStages);
  // 'What do I need before I sign up in SAM?': the 'Pre-requisites:' line under the heading naming what is done (SAM),
  // not one that lists SAM among another thing's prerequisites.
  const beforeWhat = prerequisitesAsked(question);
  const beforeTerms = beforeWhat ? termsIn(beforeWhat, terms) : [];
  const givesPrerequisitesAsked = (text: string, passage: ScoredPassage) =>
    beforeTerms.length > 0 && statesPrerequisites(text) && termsIn(passage.heading, beforeTerms).length > 0;
  const prerequisitesIn = (passage: ScoredPassage) => quotableUnits(passage.content).some((unit) => givesPrerequisitesAsked(unit, passage));
  // The item numbered 1 gives the first step too, though its unit is quoted without the number.
  const givesFirstIn = (text: string, passage: ScoredPassage) =>
    givesFirst(text, headingLeaf(passage.heading)) || opensFirstItem(text, passage.content);
  const givesFirstOf = (passage: ScoredPassage) => firstAsked && quotableUnits(passage.content).some((unit) => givesFirstIn(unit, passage));
  // 'Should the confirmation say 'Document has been added'…?': the visitor quotes the document's own words, so the
  // passage printing them answers, however few of the question's other words it holds.
  const quotedAsked = quotedPhrases(question);
  const findingsAsked = asksForFindings(question);
  // 'What doesn't Backstroke do?': the search reads it as the plain question; the sentences saying what is not so answer.
  const negatedAsked = asksNegated(question);
  const printsQuoted = (passage: ScoredPassage) => quotedAsked.some((phrase) => holdsPhrase(passage.content, phrase));
  // The passages holding a sentence that defines what was asked, read once: they pass the filter, gain, and lead.
  const definingPassages = new Set(
    passages.filter((passage) => quotableUnits(passage.content).some((unit) => definesAsked(unit, passage))),
  );
  // The revision history answers what changed in the document and when, not what the document asks (revision-history.ts).
  const historyAnswers = itself || asksOfChanges(question);
  const ranked = passages
    .filter((passage) => historyAnswers || !isRevisionHistory(passage))
    .filter(
      (passage) =>
        (itself && passage.frontMatter === true) ||
        // Asked a paper's main finding, its conclusion, summary, abstract or results answer (findings.ts).
        (findingsAsked && passage.findings === true) ||
        printsQuoted(passage) ||
        // The sentence defining what was asked answers it, however little of the question's weight the word holds in this document.
        definingPassages.has(passage) ||
        prerequisitesIn(passage) ||
        // So does the sentence naming the stages asked for in a run, however common the process's words.
        namesStagesIn(passage) ||
        // A figure in the units asked for ('RSUs typically weigh less 15 pounds') with two of the question's words
        // answers a question whose situation ('before hanging the radio on a mast arm') holds most of its weight. (Not
        // a question asking two things, or one part of it: the figure of time one part asks for is in any passage.)
        (oneQuestion && statesMeasure(passage.content) && passage.coverage >= PHRASING_THRESHOLD && termsMatched(terms, passage) >= 2) ||
        // So does a bound of the side asked ('over the age of 18' of 'What is the minimum age to take part?'), whose own
        // word ('minimum') the passage need not use, when no quantity in units is asked (that one, above).
        (oneQuestion &&
          measure === undefined &&
          statesAskedBound(passage.content) &&
          passage.coverage >= PHRASING_THRESHOLD &&
          termsMatched(terms, passage) >= 2) ||
        (passage.coverage >= coveredThreshold &&
          termsMatched(
            terms.filter((term) => !naming.includes(term)),
            passage,
          ) +
            // The document's own name is said of every passage ('Which licence is uthash released under?').
            (nameCounts ? naming.length : 0) +
            // 'first', a stopword the search never sees, is a word of the question the passage giving the first stage holds.
            (givesFirstOf(passage) ? 1 : 0) +
            // Asked who wrote the document, a version table naming its author is about the document, as its title page is.
            (itself && whoAsked && authorRowOf(passage) !== undefined ? 1 : 0) +
            // A figure in the units asked for ('180mA' of 'how much current') holds the quantity the question names.
            (statesMeasure(passage.content) ? 1 : 0) +
            // A section titled wholly in the question's words ('Feedback' of 'where do I send feedback?') is about what was
            // asked, when the question's other words are a reader's phrasing: below the threshold, with no specific word the
            // document lacks (threshold.ts), not 'feedback on the canteen food'.
            (coveredThreshold < COVERED_THRESHOLD && titledByQuestion(passage, terms) ? 1 : 0) >=
            // One part of a question asking two things ('Who does the ID check when I sign up, and will it hurt my credit
            // rating?') is answered from the passages the whole question found, which hold enough of its words together:
            // one word of the part's own is enough there ('ID' of the passage on verifying your identity).
            (partOfQuestion ? 1 : Math.min(2, terms.length))),
    )
    .map((passage) => ({
      passage,
      score:
        passage.score +
        (kind === 'number' && (statesFigure(passage.content) || (releaseOrDate && RELEASE_OR_DATE.test(passage.content))) ? 0.2 : 0) +
        (kind === 'contact' && givesContact(passage.content) ? 0.2 : 0) +
        (definingPassages.has(passage) ? DEFINITION_BONUS : 0) +
        (counted && statesCount(passage.content, counted) ? COUNT_BONUS : 0) +
        (givesFirstOf(passage) ? FIRST_BONUS : 0) +
        (namesStagesIn(passage) ? FIRST_BONUS : 0) +
        (statesMeasure(passage.content) ? MEASURE_BONUS : 0) +
        (statesAskedBound(passage.content) ? BOUND_BONUS : 0) +
        (namedNumbers.some((number) => numbersIn(passage.content).includes(number)) ? NAMED_NUMBER_BONUS : 0) +
        (underPartNamed(passage) ? NAMED_PART_BONUS : 0),
    }))
    .sort((a, b) => b.score - a.score);
  const best = ranked[0];
  if (!best) return notCovered(fileName, passages);

  // One passage per section first: every passage of a section carries its headings, so the best of other sections get a look too.
  const close = ranked.filter((candidate) => candidate.score >= best.score * 0.6);
  const firstOfSection = close.filter(
    (candidate, index) => close.findIndex((other) => other.passage.sectionRef === candidate.passage.sectionRef) === index,
  );
  // Asked of the document itself, its opening passages come first, though they share a section (a title page's lines under its title).
  const opening = itself ? close.filter((candidate) => candidate.passage.frontMatter === true) : [];
  // Asked what X is, the passage defining X answers, however little weight X holds where every heading names it ('What
  // counts as an identity?' of a guide on identities, whose 'This includes…' elsewhere holds the reader's 'counts as').
  const defining = ranked.filter((candidate) => definingPassages.has(candidate.passage));
  const chosen = [
    ...opening,
    ...defining.slice(0, 1),
    ...firstOfSection,
    ...close.filter((candidate) => !firstOfSection.includes(candidate)),
  ]
    .filter((candidate, index, all) => all.indexOf(candidate) === index)
    .slice(0, MAX_PASSAGES)
    .map((candidate) => candidate.passage);
  const questionNumbers = numbersIn(question);
  const asked = askedPhrasePattern(question);
  const givesAskedValue = askedValuePattern(question);
  // 'Which cutoff was changed, and to what?': the sentence stating the change ('from 0.749 to 0.745') gives the value.
  const changeAsked = asksNewValue(question);
  const defaultAsked = asksDefault(question);
  // 'How many cross sections can I ask for?': the sentence or row stating the range allowed ('0 to 26') answers.
  const capacityAsked = asksCapacity(question);
  const listAsked = asksForList(question);
  const outcomeAsked = asksOutcome(question);
  const reasonAsked = asksReason(question);
  const permissionAsked = asksPermission(question);
  const leadsWithFact = answerLeadsWithFact(question);
  const questionWords = new Set(question.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}_-]*/gu) ?? []);
  const totalWeight = [...weights.values()].reduce((sum, weight) => sum + weight, 0) || 1;

  const headingTermsOf = new Map(chosen.map((passage) => [passage, termsIn(passage.heading, terms)]));
  const headingTerms = (passage: ScoredPassage) => headingTermsOf.get(passage) ?? [];
  // A heading that is a question holding most of the visitor's question's weight: the visitor asks what it asks.
  // 'Why we track time' asks it too, without its mark; asked why as it is ('Why do we track our hours?'), one word of the
  // question in it is enough.
  const questionWord = HEADING_QUESTION.exec(question.trim())?.[0]?.toLowerCase();
  const headingAsks = (passage: ScoredPassage) => {
    const leaf = headingLeaf(passage.heading);
    const held = termsIn(leaf, terms);
    const weight = held.reduce((sum, term) => sum + (weights.get(term.key) ?? 0), 0);
    if (/\?\s*$/.test(leaf)) return weight >= totalWeight * 0.5;
    const asks = HEADING_QUESTION.exec(leaf.replace(SECTION_NUMBER, ''))?.[0]?.toLowerCase();
    return asks !== undefined && (weight >= totalWeight * 0.5 || (asks === questionWord && held.length > 0));
  };
  // Asked who wrote the document, the first line of its title page made of names alone ('Paul Cichonski Tom Millar…'),
  // not its title ('Computer Security Incident Handling Guide', a heading's), answers; the later ones add affiliations.
  const authorsLine =
    itself && whoAsked
      ? chosen
          .filter((passage) => passage.frontMatter === true)
          .sort((a, b) => a.position - b.position)
          .flatMap((passage) => quotableParts(passage.content).map(({ text }) => ({ passage, text })))
          .find(({ passage, text }) => NAMES_LINE.test(text) && !passage.heading.includes(text))?.text
      : undefined;
  // So does a row of a version table under an author's column ('| 1 | 01/07/2021 | Brandon Payne | First version |' under
  // '| # | Date | Author (s) | Comment |'), a Word template's way of saying who wrote it, past the title page or not.
  const authorsRow =
    itself && whoAsked
      ? [...chosen]
          .sort((a, b) => a.position - b.position)
          .map(authorRowOf)
          .find(Boolean)
      : undefined;
  const sentences: Sentence[] = chosen.flatMap((passage, rank) => {
    // Asked when of the document itself, a title dated where its text is not ('OpenSSF Nov 2024 GB Meeting' over a
    // slide deck's first slide, 'Annual Report 2023') is a line of its front matter that answers.
    const parts = withStatedHeading(
      withDatedTitle(quotableParts(passage.content), passage, itself && asksWhenToo(question)),
      passage,
      kind === 'number',
    );
    // The parts printing the phrase the visitor quotes: an example the document gives, whose rule is the part after it.
    const quotedParts =
      quotedAsked.length > 0
        ? parts.flatMap(({ text }, index) => (quotedAsked.some((phrase) => holdsPhrase(text, phrase)) ? [index] : []))
        : [];
    return parts.map(({ text, caption, wholeTable, listItem, definition }, partIndex) => {
      const mentions = (part: string) => termsIn(part, terms);
      // Every row of a table repeats the header and the caption: a row counts only when the row itself matches.
      const row = isTableQuote(text) && !wholeTable ? quotedRow(text) : undefined;
      const searched = caption ? `${caption}\n${text}` : text;
      // A row holding the figure asked about ('cFE 6.4' in the row '3.0.x | 6.4.x | 4.1.1+') is read with its column names.
      const rowMatches =
        row === undefined ||
        text === authorsRow ||
        mentions(row).length > 0 ||
        questionNumbers.some((number) => numbersIn(row).includes(number)) ||
        rowBandHolds(row, question);
      const defining = definesAsked(text, passage);
      // 'This software provides…' of the document asked about: its subject is the document's, named or not.
      const own = rowMatches
        ? [...mentions(searched), ...(defining ? naming.filter((term) => !mentions(searched).includes(term)) : [])]
        : [];
      // The section's title is said of each of its sentences, if less squarely than a sentence's own words.
      const fromHeading = headingTerms(passage).filter((term) => !own.includes(term));
      const covered = [
        ...own.map((term) => weights.get(term.key) ?? 0),
        ...fromHeading.map((term) => HEADING_SHARE * (weights.get(term.key) ?? 0)),
      ].reduce((sum, weight) => sum + weight, 0);
      // 'How many stories…?': a number of stories ('10 to 100 prioritized stories') is the figure asked for, unit or none.
      const statesCounted = counted !== undefined && statesCount(text, counted);
      // Asked who wrote the document, its title page's line of names answers.
      const namesAuthors = text === authorsLine || text === authorsRow;
      // Asked who and when of the document, its title page's date answers too ('August 2012').
      const datesIt = itself && whoAsked && passage.frontMatter === true && asksWhenToo(question) && YEAR.test(text);
      const hasFact =
        namesAuthors ||
        (kind === 'person'
          ? PERSON.test(text) || NAMED_BY.test(text) || datesIt
          : kind === 'place'
            ? PLACE.test(text)
            : kind === 'contact'
              ? givesContact(text)
              : yearAsked
                ? YEAR.test(text)
                : statesFigure(text) || (releaseOrDate && RELEASE_OR_DATE.test(text)) || statesCounted);
      const measured = statesMeasure(text);
      // 'Which port…?': 'upsd listens on TCP port 3493' gives the port its number, the figure that answers.
      const givesValue =
        givesAskedValue?.(text) === true ||
        // 'What logging level is used if it is left unset?': the sentence stating the default gives the value asked for.
        (defaultAsked && statesDefault(text)) ||
        (changeAsked && STATES_CHANGE.test(text)) ||
        statesAskedBound(text) ||
        (leadTimeQuestion && statesLeadTime(text));
      const sharesNumber = questionNumbers.some((number) => numbersIn(text).includes(number));
      // A bare number ('the maximum is 100') answers a question after a figure, if less surely than an amount with its unit.
      const bareNumber = kind === 'number' && !hasFact && BARE_NUMBER.test(text);
      // A sentence of prose stating a figure in none of the question's own words ('…getting back to us in 2 minutes.',
      // under a heading that names them) is a figure of something else more often than the one asked for: its figure
      // counts for less than that of a sentence holding the question's words ('…for at least a full week shift.').
      // (Not one pointing back to the sentence before it, 'This should be done within 1-2 days.', 'By default, this is
      // set to 180 seconds.', whose words are that one's.)
      const unnamed =
        own.length === 0 &&
        !listItem &&
        !wholeTable &&
        row === undefined &&
        !definition &&
        !POINTS_BACK.test(text) &&
        // Nor one after a sentence holding two of the question's words or more, which it goes on from ('…contact the
        // support team by email. Lines are open Monday to Friday, 9am to 5pm.').
        (partIndex === 0 || mentions(parts[partIndex - 1]!.text).length < GOES_ON_FROM_TERMS)
          ? UNNAMED_FIGURE_SHARE
          : 1;
      const factBonus = (kind !== 'general' && hasFact ? 0.4 : bareNumber ? 0.25 : 0) * unnamed;
      // 'Who started the project, and on what date?': asked who as well as when, the sentence naming the one who did it answers.
      // Under a heading that asks the question ('7 Which UPS should I buy?'), the section's first sentence answers it
      // ('One with a no-questions-asked money-back guarantee.'), whatever words it shares with the question.
      const answersHeading = partIndex === 0 && !listItem && !wholeTable && headingAsks(passage) ? HEADING_ANSWER_BONUS : 0;
      // Under the heading the question names by its number ('Step 3'), the section's first sentence says what it is.
      const opensPartNamed = partIndex === 0 && underPartNamed(passage) ? NAMED_PART_BONUS : 0;
      const namesWho = (kind === 'number' && whoAsked && NAMED_BY.test(text)) || namesAuthors || datesIt ? NAMED_WHO_BONUS : 0;
      // The sentence naming the kind of thing asked for ('the media type …') is likely the one that answers.
      const namesAsked = asked?.(text) ? 0.25 : 0;
      const defines = (defining ? DEFINITION_BONUS * 2 : 0) + (statesCounted ? COUNT_BONUS : 0);
      // 'What does the no model do?': the item of a definition list whose term the question names ('- no. This model…'),
      // however common the word ('no' is no search term), answers it.
      // 'What does the 80% rule give?': the row whose label (its first cell) the question names answers, not its neighbours.
      const namedRow = row !== undefined && (rowLabelIn(row, question, headerRowOf(text)) || rowBandHolds(row, question));
      const namesTerm =
        (listItem && itemTermIn(text, questionWords)) || (definition && definitionTermIn(text, questionWords)) || namedRow
          ? NAMED_TERM_BONUS
          : 0;
      // 'What are the import errors?': the list or table under a heading naming them all is the answer, though its items never say 'error'.
      const listAnswers =
        listAsked && (wholeTable || listItem) && own.length + fromHeading.length === terms.length && fromHeading.length > 0
          ? LIST_BONUS
          : 0;
      // A row holding the question's words answers more exactly than its whole table.
      const whole = wholeTable ? WHOLE_TABLE_PENALTY : 0;
      return {
        text,
        caption,
        wholeTable,
        listItem,
        definition,
        passage,
        hasFact: hasFact || measured,
        measured,
        unnamedFigure: unnamed < 1,
        givesValue,
        namedRow,
        defining,
        ownTerms: own.length,
        score:
          covered / totalWeight +
          factBonus +
          namesWho +
          answersHeading +
          opensPartNamed +
          namesAsked +
          namesTerm +
          listAnswers +
          defines -
          whole +
          (sharesNumber ? 0.3 : 0) +
          (firstAsked && givesFirstIn(text, passage) ? FIRST_BONUS : 0) +
          (namesStagesAsked(text) ? FIRST_BONUS : 0) +
          (givesValue ? VALUE_BONUS : 0) +
          // Asked what is used when nothing is set, the sentence saying what the default is answers before the other
          // values of the thing ('The default if not set is zero' over 'Unusual events are logged at level 4').
          (defaultAsked && statesDefault(text) ? DEFAULT_BONUS : 0) +
          // 'Can his mate translate for us?': the rule against it ('Do not use any person accompanying … as an interpreter') answers.
          (permissionAsked && statesProhibition(text) ? PROHIBITION_BONUS : 0) +
          // 'Why do they use my IP address…?': the sentence saying what it is used for and why ('in order to…', 'because…').
          (reasonAsked && givesReason(text) ? REASON_BONUS : 0) +
          (capacityAsked && statesLimit(text) ? VALUE_BONUS : 0) +
          (givesPrerequisitesAsked(text, passage) ? DEFINITION_BONUS * 2 : 0) +
          // Asked the main finding, the opening sentences of a conclusion, summary or abstract state it.
          (findingsAsked && passage.findings === true && partIndex < FINDINGS_SENTENCES ? FINDINGS_BONUS : 0) +
          // Asked what it does not do, 'It never merges…' or a sentence under 'What Backstroke Does Not Do' answers.
          (negatedAsked && (statesNegation(text) || statesNegation(headingLeaf(passage.heading))) ? NEGATION_BONUS : 0) +
          (measured ? MEASURE_BONUS * unnamed : 0) +
          (firstMeasure?.test(text) ? FIRST_MEASURE_BONUS * unnamed : 0) +
          (itself && passage.frontMatter && hasFact ? FRONT_MATTER_BONUS : 0) +
          // 'Should it say 'Document has been added'?': the visitor has the example; the rule after it answers.
          (quotedParts.includes(partIndex - 1) && !quotedParts.includes(partIndex) ? QUOTED_RULE_BONUS : 0) -
          (quotedParts.includes(partIndex) && isQuotedExample(text, quotedAsked) ? QUOTED_RULE_BONUS * 2 : 0) -
          rank * 0.05,
      };
    });
  });
  const topScore = Math.max(...sentences.map((sentence) => sentence.score));
  // Asked a date of the document itself, a title page's line naming what was asked with its date ('Published 24 July
  // 2020') answers; its other dated lines ('Received …', 'DOI …') are other facts.
  const top = sentences.find((sentence) => sentence.score === topScore);
  // (Asked who as well, the line of names answers too.)
  const namedDate =
    itself &&
    asksWhenToo(question) &&
    !whoAsked &&
    top?.passage.frontMatter === true &&
    top.hasFact &&
    top.ownTerms > 0 &&
    top.text.split(/\s+/).length <= DATED_LINE_WORDS;
  const otherFrontMatterFact = (sentence: Sentence) =>
    namedDate && sentence !== top && sentence.passage.frontMatter === true && sentence.hasFact && sentence.ownTerms === 0;
  // A sentence of prose in none of the question's own words, not going on from the one before: a figure of something else.
  const figureOfElse = (sentence: Sentence) => sentence.unnamedFigure === true;
  // Asked what to do first, the sentence giving the first step is a candidate however few of the question's words it holds
  // ('Establish an incident lead.', item 1 under 'Example workflow', for 'What is step one?').
  const givesFirstAsked = (sentence: Sentence) => firstAsked && givesFirstIn(sentence.text, sentence.passage);
  // The same sentence in two passages (a rule repeated for two elements) is quoted once.
  const candidates = sentences
    .filter(
      (sentence) =>
        sentence.score > 0.15 && (sentence.score >= topScore * 0.5 || givesFirstAsked(sentence)) && !otherFrontMatterFact(sentence),
    )
    .filter((sentence) => !isFragment(sentence))
    .sort((a, b) => b.score - a.score)
    .filter((sentence, index, all) => all.findIndex((other) => other.text === sentence.text) === index)
    // A table is quoted whole only when none of its rows answers as well alone; then it holds its rows.
    .filter(
      (sentence, _, all) =>
        !sentence.wholeTable || !all.some((row) => !row.wholeTable && isRowOf(row.text, sentence.text) && row.score >= sentence.score),
    )
    .filter(
      (sentence, _, all) =>
        !all.some((table) => table.wholeTable && table !== sentence && isRowOf(sentence.text, table.text) && table.score > sentence.score),
    )
    // Asked what X is, the definition answers with its own passage: elsewhere X is only named ('Please follow the link to the uthash website').
    .filter((sentence, _, all) => {
      const definition = all.find((other) => other.defining);
      return !definition || sentence.defining || sentence.passage === definition.passage;
    });
  // Asked where or how to get in touch, the sentence naming the file or address leads, as a figure does when asked how much.
  // Asked how much or which figure, the sentence stating one leads ('No project longer than 6 months.' before its attribution).
  // ('When…' asks as often for a condition as for a time: there the order of the scores stands.)
  const leadsFirst = (a: Sentence, b: Sentence) =>
    // Asked of 'range 2', its row leads the rows of the same table, whichever states the figure more plainly.
    (a.passage === b.passage ? Number(b.namedRow) - Number(a.namedRow) : 0) ||
    // Asked what is used when nothing is set, the default leads the other values.
    (defaultAsked ? Number(statesDefault(b.text)) - Number(statesDefault(a.text)) : 0) ||
    Number(b.givesValue) - Number(a.givesValue) ||
    // Asked how much current, the sentence stating it in mA leads.
    // (Not one in none of the question's own words, a figure of something else.)
    Number(b.measured && !figureOfElse(b)) - Number(a.measured && !figureOfElse(a)) ||
    // Asked what to do first, the sentence saying so leads ('Before doing anything, first backup the database.').
    Number(givesFirstAsked(b)) - Number(givesFirstAsked(a)) ||
    (leadsWithFact ? Number(b.hasFact) - Number(a.hasFact) : 0);
  // The sentence that leads is quoted even when four others score higher ('What is step one?': the item numbered 1
  // holds none of the question's words, while four sentences saying 'step' do); it takes the last place.
  const lead = [...candidates].sort(leadsFirst)[0];
  const highest = candidates.slice(0, MAX_SENTENCES);
  const picked = (lead && !highest.includes(lead) ? [...highest.slice(0, MAX_SENTENCES - 1), lead] : highest).sort(leadsFirst);
  if (picked.length === 0) return notCovered(fileName, passages);
  const listFigureLeads = leadsWithFact && kind === 'number' && !picked.some((sentence) => sentence.hasFact || sentence.givesValue);
  // A lead-in ('There are three levels of impact:') says nothing without its list: its items follow it.
  // A list under a heading the question names ('How to author', then its bullets) answers as a whole: an item picked brings its list.
  // A list of short items ('1. add', '2. find') is no row of sentences: it is quoted as one block, with its lead-in.
  const quoted = picked
    .flatMap((sentence) => {
      const around = sentence.listItem ? listAround(sentence.passage, sentence.text) : [sentence.text];
      // A sentence run through a list is quoted whole, whatever the heading.
      // Not a long list of clauses each a sentence of its own ('3. Invoices are payable within 14 days.', '4. … may charge
      // interest on overdue invoices at 5%…'): the clause picked answers, and its list from the top would bury it.
      const runsThrough = RUNS_ON.test(around[0]!);
      const list = runsThrough || (headingTerms(sentence.passage).length > 0 && !isClauseList(around)) ? around : [sentence.text];
      // Asked how much, a lead-in stating the figure ('…down to a single 40-minute presentation:') answers without its list.
      // (Not a lead-in whose figure is the count of its items, none a figure: 'three induction steps:' says what they are
      // only with them.)
      const items = listAfter(sentence.passage, sentence.text);
      const after = leadsWithFact && sentence.hasFact && !listAsked && !countsItsItems(sentence.text, items) ? [] : items;
      const block =
        after.length > 0 && !after[0]!.startsWith('```')
          ? listBlock(sentence.passage, after, sentence.text)
          : list.length > 1
            ? // A sentence run through its list opens on its lead-in ('…can only take place if:'), quoted before the items.
              listBlock(sentence.passage, list, runsThrough ? leadInOf(sentence.passage, sentence.text) : undefined)
            : undefined;
      // The item picked in a list quoted whole goes on to the rest of its item there too.
      if (block && after.length === 0 && sentence.listItem) {
        const lines = block.split('\n');
        const at = lines.findIndex((line) => line.replace(LIST_MARKER, '') === sentence.text || line.endsWith(sentence.text));
        if (at >= 0) lines[at] = `${lines[at]}${withRestOfItem(sentence.passage, sentence.text).slice(sentence.text.length)}`;
        return [{ ...sentence, text: lines.join('\n') }];
      }
      if (block) return [{ ...sentence, text: block }];
      // A sentence whose exception follows it ('If not, then the CSP would be required to roll back…') is quoted with it, in a list too.
      const qualified = withQualification(
        sentence.passage,
        list.length === 1 && after.length === 0
          ? withOwnAnswer(
              sentence.passage,
              withWhatItCounts(
                sentence.passage,
                withAntecedent(sentence.passage, sentence.text),
                kind === 'number' || counted !== undefined,
              ),
            )
          : sentence.text,
        outcomeAsked,
      );
      // Asked why, the sentence after the one that answers, when it goes on about it ('Exposure to these bacteria can cause…').
      // Otherwise, unless it states the figure asked for, the sentence after it, when that goes on about it and holds a
      // word of the question ('All full-time employees are covered under our Group Health Insurance policy. This covers
      // you, your spouse…' asked who the insurance covers).
      // Asked what X is, the sentence after the definition that goes on about it ('Each should be uniquely identifiable…').
      const explained =
        reasonAsked || sentence.defining
          ? withExplanationAfter(sentence.passage, qualified)
          : sentence.hasFact
            ? qualified
            : withExplanationAfter(sentence.passage, qualified, terms, (text) => picked.some((other) => other.text === text));
      // The answer's lead sentence, when nothing above went on from it, is quoted with the next sentence of its
      // paragraph: a sentence naming what was asked is as often followed by the one that answers, in words of its own
      // ('CNAs … can assign CVE numbers to new vulnerabilities.' then 'MITRE … is also a CNA of last resort…'). Not
      // asked how many: the sentence stating the count answers alone.
      // A bare 'Yes!' or 'No.' opening an FAQ's answer says nothing alone: it is quoted with the sentence after it.
      const own = BARE_YES_OR_NO.test(sentence.text)
        ? withNextInParagraph(sentence.passage, explained, () => false)
        : sentence === picked[0] && explained === sentence.text && counted === undefined
          ? withNextInParagraph(sentence.passage, explained, (text) => picked.some((other) => other.text === text))
          : explained;
      // Asked why, the reasons the passage gives after the sentence that answers, each under its label ('Familiarity:').
      const reasons = reasonAsked && sentence === picked[0] ? labelledReasonsAfter(sentence.passage, sentence.text) : [];
      // An item of the list that lost the symbol it opens on is quoted under the item before it, here too.
      // A list item picked goes on to the rest of its item ('Change Language Allows the user to change the language…'
      // then 'Currently only English and Italian are supported.'): its first sentence names it, the rest often answers.
      const whole = sentence.listItem ? withRestOfItem(sentence.passage, own) : own;
      // An item quoted alone is said of what its lead-in names ('It is unlikely that it will operate correct on:' over
      // 'Microsoft Windows – The base should work…'): the lead-in is quoted before it, as the reader would see it.
      // Not when the item gives a figure, the value asked for or a way to get in touch, which stands on its own and leads.
      // So is a code block set after a lead-in ('Turn all audio processing OFF on transmit and receive:' over its lines).
      const leadIn =
        (sentence.listItem || sentence.text.startsWith('```')) &&
        list.length === 1 &&
        after.length === 0 &&
        !sentence.hasFact &&
        !sentence.givesValue &&
        !givesContact(sentence.text)
          ? sayingLeadIn(leadInOf(sentence.passage, sentence.text))
          : undefined;
      return [
        ...(leadIn ? [{ ...sentence, text: leadIn }] : []),
        // Asked how much or by what time, the item stating the figure leads the items quoted one by one around it.
        ...[
          ...(leadsWithFact && sentence.hasFact ? [sentence.text, ...list.filter((text) => text !== sentence.text)] : list),
          ...after,
        ].map((text) =>
          text === sentence.text
            ? { ...sentence, text: LOST_OPENING.test(whole) ? withAntecedent(sentence.passage, whole) : whole }
            : { ...sentence, text: LOST_OPENING.test(text) ? withAntecedent(sentence.passage, text) : text },
        ),
        ...reasons.map((text) => ({ ...sentence, text })),
      ];
    })
    .filter((sentence, index, all) => all.findIndex((other) => other.text === sentence.text) === index)
    .filter((sentence, _, all) => !all.some((other) => other !== sentence && isItemOf(sentence.text, other.text)))
    // A sentence quoted elsewhere with the exception after it, or inside a longer quote (a document's question with its
    // answer, a lead-in over its list), is not quoted again alone.
    .filter((sentence, _, all) => !all.some((other) => other !== sentence && quotedWithin(sentence.text, other.text)))
    // A quote going on into the sentence another of its passage opens with (a list item with the rest of its item, the
    // rest picked too and quoted with its own next sentence) is one quote with it: no sentence is quoted twice.
    // (In the order printed, wherever the earlier of the two stood among the quotes.)
    .reduce<typeof picked>((kept, sentence) => {
      const joined = kept.findIndex(
        (other) =>
          other.passage === sentence.passage && (overlapAt(other.text, sentence.text) > 0 || overlapAt(sentence.text, other.text) > 0),
      );
      if (joined < 0) return [...kept, sentence];
      const other = kept[joined]!;
      const goesOn = overlapAt(other.text, sentence.text);
      const text =
        goesOn > 0
          ? `${other.text}${sentence.text.slice(goesOn)}`
          : `${sentence.text}${other.text.slice(overlapAt(sentence.text, other.text))}`;
      return kept.map((quote, index) => (index === joined ? { ...other, text } : quote));
    }, [])
    // Asked how much, when no sentence picked states a figure, an item of a list quoted around one that does ('$80 per
    // day for all 3 meals' under 'All teammates will be able to spend a maximum of:') leads, as a sentence stating it would.
    .map((sentence) => ({ ...sentence, statesListFigure: listFigureLeads && statesFigure(sentence.text) }))
    .sort((a, b) => Number(b.statesListFigure) - Number(a.statesListFigure));

  const lines = [`Here is what *${escapeMarkdown(fileName)}* says:`];
  // Figures in bold, so the number or period asked for stands out in the quote.
  const captions = new Set<string>();
  // A caption picked as a sentence of its own ('Table 8 - Interpretation of …') is not quoted again over its rows.
  const quotedTexts = new Set(quoted.map((sentence) => sentence.text));
  for (const [index, sentence] of quoted.entries()) {
    if (captions.has(sentence.text)) continue;
    const quote = `${quoteLines(sentence.text)
      .map((line) => `> ${line}`)
      .join('\n')}\n>\n> — ${escapeMarkdown(sentence.passage.sectionRef)}`;
    // A table's caption says what its rows are: quoted once, before the first row quoted from it; after it when that
    // row leads an answer to a figure, which comes first.
    const caption =
      sentence.caption && !captions.has(sentence.caption) && !quotedTexts.has(sentence.caption) ? sentence.caption : undefined;
    const captionQuote = caption
      ? `${quoteLines(caption)
          .map((line) => `> ${line}`)
          .join('\n')}\n>\n> — ${escapeMarkdown(sentence.passage.sectionRef)}`
      : undefined;
    if (caption) captions.add(caption);
    const figureLeads = index === 0 && leadsWithFact && sentence.hasFact;
    lines.push(...(captionQuote ? (figureLeads ? [quote, captionQuote] : [captionQuote, quote]) : [quote]));
  }

  const cited = chosen.filter((passage) => picked.some((sentence) => sentence.passage === passage));
  return {
    covered: true,
    suggestions: [],
    guidance: lines.join('\n\n'),
    citations: cited.map((passage) => ({
      sectionRef: passage.sectionRef,
      // The section's own title: the path above it is for search.
      heading: headingLeaf(passage.heading),
      quote: passage.content,
      matchedTerms: passage.matchedTerms,
    })),
  };
}

/**
 * What may be quoted from a passage: whole sentences (without the clause
 * number or list bullet the reference already gives), a short code block
 * whole, and each row of a table under its header row.
 */
export function quotableUnits(content: string): string[] {
  return quotableParts(content)
    .filter((part) => !part.wholeTable)
    .map((part) => part.text);
}

/** A question word found only in a passage's headings counts this share of its weight for each of the passage's sentences. */
const HEADING_SHARE = 0.5;

/** How much a list or table gains when asked for a list and its heading names what the question asks about. */
const LIST_BONUS = 0.7;

/** How much a sentence opening a paper's findings section gains when its main finding is asked. */
const FINDINGS_BONUS = 0.4;
/** The opening sentences of a findings section that state its finding; later ones go into detail. */
const FINDINGS_SENTENCES = 2;

/** How much a sentence saying what is not so (or under a heading that does) gains when the question is negated. */
const NEGATION_BONUS = 0.3;

/** How much the item of a definition list whose term the question names gains. */
const NAMED_TERM_BONUS = 0.5;

// 'no. This model generates…', 'frame: headers in a frame': a definition list's term, then its description.
const ITEM_TERM = /^([\p{L}\p{N}][\p{L}\p{N}_-]*(?: [\p{L}\p{N}_-]+){0,2})[.:]\s+\p{Lu}/u;

/** Whether a list item's term, every word of it, is among the question's words. */
function itemTermIn(item: string, questionWords: ReadonlySet<string>): boolean {
  const term = ITEM_TERM.exec(item)?.[1];
  return (
    term !== undefined &&
    term
      .toLowerCase()
      .split(' ')
      .every((word) => questionWords.has(word))
  );
}

/**
 * Whether a table row's label, its first filled cell ('80%', 'Custom software'), stands whole in the question; a label
 * of one character ('2') only after its column's name ('range 2' of a table headed 'Range | Minimum | Maximum').
 */
function rowLabelIn(row: string, question: string, header: string | undefined): boolean {
  const cells = tableCells(row);
  const column = cells.findIndex((cell) => cell.length > 0);
  const label = cells[column];
  // A label of many words is no name a question repeats, nor is one of one character ('1', 'a') on its own.
  if (!label || label.split(/\s+/).length > 4) return false;
  const named = label.length >= 2 ? escapeRegExp(label) : namedWithColumn(label, header ? tableCells(header)[column] : undefined);
  return named !== undefined && new RegExp(`(?<![\\p{L}\\p{N}])${named}(?![\\p{L}\\p{N}])`, 'iu').test(question);
}

/** 'range\s+2' for the label '2' under the column 'Range': a one-word column name, then the label. */
function namedWithColumn(label: string, column: string | undefined): string | undefined {
  if (!column || !/^\p{L}{3,}$/u.test(column)) return undefined;
  return `${column.replace(/s$/i, '')}s?\\s+${escapeRegExp(label)}`;
}

/** A row quote's header row, its first line, when a rule follows it; none for a row quoted alone. */
function headerRowOf(rowQuote: string): string | undefined {
  const [first, rule] = rowQuote.split('\n');
  return rule !== undefined && TABLE_RULE.test(rule) ? first : undefined;
}

// A band of a table's row: 'Between 20-99', '100-499 employees', '10 to 49', 'Up to 19', 'Under 100', '100 and above',
// '5,000 or more', '250+'.
const BETWEEN = /(?<![\d.,])(\d[\d,]*)\s*(?:-|–|to)\s*(\d[\d,]*)(?![\d.,]*\d)/;
const AT_MOST = /\b(?:up to|under|less than|fewer than|below)\s+(\d[\d,]*)/i;
const AT_LEAST = /(?<![\d.,])(\d[\d,]*)\s*(?:\+|and (?:above|over|more)|or (?:more|over|above))|\b(?:over|more than|above)\s+(\d[\d,]*)/i;

/**
 * Whether a row's band holds a figure of the question ('about 45 people': the row 'Between 20-99 | $20,000'):
 * a fee or rate table answers by the band a reader's figure falls in, a figure the row never prints. An amount of
 * money is no band ('$10,000-$20,000' is read as one all the same, as a range of fees holds a fee asked about).
 */
function rowBandHolds(row: string, question: string): boolean {
  // Figures the reader wrote in digits ('about 45 people'): 'one of the speakers' states no headcount.
  const wanted = (question.match(/(?<![\d.,])\d[\d,]*(?![\d.,]*\d)/g) ?? [])
    .map((figure) => Number(figure.replace(/,/g, '')))
    .filter((number) => Number.isFinite(number) && number > 0);
  if (wanted.length === 0) return false;
  const value = (text: string | undefined) => Number((text ?? '').replace(/,/g, ''));
  return tableCells(row).some((cell) => {
    const between = BETWEEN.exec(cell);
    if (between) return wanted.some((number) => number >= value(between[1]) && number <= value(between[2]));
    const atMost = AT_MOST.exec(cell);
    if (atMost) return wanted.some((number) => number <= value(atMost[1]));
    const atLeast = AT_LEAST.exec(cell);
    if (atLeast) return wanted.some((number) => number >= value(atLeast[1] ?? atLeast[2]));
    return false;
  });
}

/** Whether a definition's term ('keys saved to' above its description), every word of it, is among the question's words. */
function definitionTermIn(definition: string, questionWords: ReadonlySet<string>): boolean {
  const term = definition.slice(0, definition.indexOf('\n'));
  return term
    .toLowerCase()
    .split(/\s+/)
    .every((word) => questionWords.has(word));
}

/** How much the first sentence under a heading asking the visitor's question gains. */
const HEADING_ANSWER_BONUS = 0.3;

/** The most words a title page's dated line has ('Published 24 July 2020', 'Version of 6 January 2018'). */
const DATED_LINE_WORDS = 8;

/** How much a sentence naming who did something ('founded by Ian Murdock') gains when the question asks who as well as when. */
const NAMED_WHO_BONUS = 0.2;

/** How much a figure or name in the front matter gains when the question asks it of the document itself. */
const FRONT_MATTER_BONUS = 0.4;

/** How much a sentence giving the thing asked for a number ('port 3493' of 'Which port…?') gains. */
const VALUE_BONUS = 0.3;
/** A rule against what a 'can I …?' question asks to do. */
const PROHIBITION_BONUS = 0.2;
/** What a sentence stating a default gains, asked what is used when nothing is set (besides the value's own bonus). */
const DEFAULT_BONUS = 0.3;

/** Asked why, what a sentence giving a reason ('… because pricing may depend on your country') gains. */
const REASON_BONUS = 0.2;

// A heading worded as a question without its mark ('Why we track time', 'How to report an incident').
const HEADING_QUESTION = /^(?:why|how|what|when|where|who|which)\b/i;

/** How much a passage or a sentence stating a figure in the units asked for ('180mA' of 'How much current…?') gains. */
const MEASURE_BONUS = 0.4;
const BARE_YES_OR_NO = /^(?:yes|no)\s*[.!]*$/i;

/** What a sentence stating the quantity asked first, of two, gains over one stating the second. */
const FIRST_MEASURE_BONUS = 0.4;

// A sentence pointing back in its first words ('This should…', 'By default, this is…'): its subject is named before it.
const POINTS_BACK = /^(?:\S+\s+){0,3}(?:this|that|these|those|such|it|they)\b/i;

/** How many of the question's words a sentence holds for the figure after it to be said of it ('support team'). */
const GOES_ON_FROM_TERMS = 2;

/** The share of a figure's bonuses kept by a sentence of prose holding none of the question's own words. */
const UNNAMED_FIGURE_SHARE = 0.5;

/** How much a passage holding a number the question names ('cFE 6.4', 'version 2.2') gains. */
const NAMED_NUMBER_BONUS = 0.2;

/** How much a passage under the heading a question names by its number ('Step 3', 'Section 4.2') gains. */
const NAMED_PART_BONUS = 0.5;

// A part of a document named by its number: 'step 3', 'Section 4.2', 'article 5', 'appendix B'.
const NAMED_PART =
  /\b(step|stage|phase|section|chapter|part|clause|article|appendix|annex|schedule|module|lesson|principle)\s+(\d+(?:\.\d+)*|[A-Z])(?![\p{L}\d]|\.\d)/iu;

/** The heading a question names by its number, as a pattern for a heading or a section reference; undefined when it names none. */
function namedPartOf(question: string): RegExp | undefined {
  const named = NAMED_PART.exec(question);
  if (!named) return undefined;
  const number = named[2]!.replace(/\./g, '\\.');
  return new RegExp(String.raw`\b${named[1]}\s+${number}(?![\p{L}\d]|\.\d)`, 'iu');
}

/** How much a passage, and a sentence, giving the first stage or step asked for gains. */
const FIRST_BONUS = 0.5;

/** How much a passage, and a sentence, stating a number of the things a 'how many' question counts gains. */
const COUNT_BONUS = 0.3;

// Asked the least or the most allowed, a passage stating a bound of that side with its figure is the likelier answer.
const BOUND_BONUS = 0.2;

/** Whether every word of a subject is a word of the document's file name ('uthash' of uthash-userguide.pdf). */
export function namesDocument(subject: readonly string[], fileName: string): boolean {
  const stems = new Set((fileName.toLowerCase().match(/\p{L}+/gu) ?? []).map(stemOf));
  return subject.every((word) => stems.has(stemOf(word.toLowerCase())));
}

/** How much a passage defining what the question asks about gains; its defining sentence gains twice this. */
const DEFINITION_BONUS = 0.3;

// After the term: a dash, a colon, 'means', 'is', 'refers to', 'stands for' (an expansion in brackets may come first);
// 'An identity can represent a user…': what it stands for. ('X includes…' was tried too and cost a held-out case.)
// 'Direct costs are costs that are incurred…': a kind, then what marks it out.
const GENUS_AND_DIFFERENCE = String.raw`(?:is|are)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:that|which|who|whose)\b`;

// 'A committer is defined in the technical charter but is often used to describe…', 'The term is used to mean…': the
// sentence says where the term is defined or what it is used for, the document's own account of it.
const DEFINED_OR_USED = String.raw`(?:is|are)\s+(?:(?:often|usually|also|commonly|generally)\s+)?(?:defined\b|used\s+to\s+(?:describe|mean|refer\s+to|denote)\b)`;

const DEFINES = new RegExp(
  String.raw`^\s*(?:\([^)]{1,80}\)\s*)?(?:[–—:]|-\s|means\b|(?:is|are)\s+(?:an?|the|one|any|made up of|composed of|defined as|taken to mean|understood to mean)\b|${GENUS_AND_DIFFERENCE}|${DEFINED_OR_USED}|refers\b|stands\b|shall mean\b|describes\b|consists? of\b|comprises?\b|(?:can\s+)?represents?\b)`,
  'iu',
);

// 'In this policy, ', 'In these terms, ', 'For the purposes of this document, ': where the definition holds, before the term.
const DEFINITION_SCOPE =
  /^(?:in|for\s+the\s+purposes?\s+of|as\s+used\s+in|throughout)\s+(?:this|these|the)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?,\s+/iu;

const DEFINES_BY_VERB = new RegExp(String.raw`^\s*(?:(?:is|are)\s+(?:an?|the|one|made up of|composed of)\b|${GENUS_AND_DIFFERENCE})`, 'iu');

// 'This software provides a hash table for C structures.': a document's opening words on the thing it is about.
const DEFINES_DOCUMENT_SUBJECT =
  /^(?:This|The)\s+(?:software|program|tool|library|package|application|utility|system|framework|project)\s+(?:is|provides|lets|allows|helps|offers|implements|manages)\b/;

// 'Debian GNU/Linux is…' of 'What is Debian?', 'Python 3 is…': the rest of a name (with a slash, in capitals, a number) before the verb.
// A capitalised word is not: 'The Debian Project is…' defines the project, not Debian.
const NAME_CONTINUATION = /^(?:\s+(?:[\p{L}\p{N}]+\/[\p{L}\p{N}]+|\p{Lu}{2,}|\p{N}[\p{N}.]*)(?![\p{L}\p{N}])){1,2}/u;

/**
 * Whether a sentence defines the subject: it opens with the subject's words
 * (any word form; or with the words an acronym stands for, 'Global Unique
 * Identifier (GUID)'), then says what it is: 'X – …', 'X: …', 'X means …',
 * 'A GUID is …', a glossary entry.
 */
export function definesSubject(text: string, subject: readonly string[], aboutDocument = false): boolean {
  if (definedAs(text, subject) || namedInBrackets(text, subject)) return true;
  // A table row whose first cell labels and defines its term ('| Lieu Days: These are paid days off… | As needed |').
  const firstCell = /^\|\s*([^|]+?)\s*\|/.exec(text.split('\n').at(-1) ?? '')?.[1];
  if (firstCell !== undefined && text.includes('\n') && clauseDefines(firstCell, subject)) return true;
  // A glossary set as a table of two columns: the row naming the term alone, then saying what it is ('| keytab | a key
  // table file containing one or more keys. |').
  // (A table's first row, quoted with the line under it, is such a row too.)
  const lastRow = text
    .split('\n')
    .filter((line) => !/^\s*\|[\s|:-]+\|\s*$/.test(line))
    .at(-1);
  if (lastRow !== undefined && glossaryRowDefines(lastRow, subject)) return true;
  // 'It is a common usage to put… headache is a simple tool…': a sentence the layout ran on past a lower-case name is read clause by clause.
  const clauses = text.split(/(?<=[.!?])\s+(?=\p{Ll})/u);
  return clauses.some((clause) => (aboutDocument && DEFINES_DOCUMENT_SUBJECT.test(clause)) || clauseDefines(clause, subject));
}

/**
 * '…give them another paid day off later (a day in lieu).', '… (hereinafter “Vendor”)': the words before the bracket
 * describe what the bracket names, as a definition does the other way round. Only a name of two words or more, or one
 * in quotes: a single word in brackets is as often an example ('(e.g. Chrome)') or an aside.
 */
function namedInBrackets(text: string, subject: readonly string[]): boolean {
  if (subject.length === 0) return false;
  const name = subject.map(escapeRegExp).join(String.raw`\s+`);
  const quoted = new RegExp(String.raw`\((?:hereinafter\s+|the\s+)?["'“‘]${name}s?["'”’]\)`, 'iu');
  const named = new RegExp(String.raw`\S.{20,}\((?:an?\s+|the\s+)?${name}s?\)`, 'iu');
  return quoted.test(text) || (subject.length > 1 && named.test(text));
}

/** 'FISMA defines an "incident" as "an occurrence that…"', 'The Act defines a worker as…': the sentence says what the subject is. */
/** The most words a glossary's term may have: a longer first cell is a sentence, not a term. */
const GLOSSARY_TERM_WORDS = 5;
/** The fewest words a glossary's definition has: fewer is a value ('| keytab | yes |'), not what the term is. */
const GLOSSARY_DEFINITION_WORDS = 4;

/** A table row of two cells: the term asked about alone, then what it is in words ('| KDC | Key Distribution Center. … |'). */
function glossaryRowDefines(row: string, subject: readonly string[]): boolean {
  const cells = /^\|([^|]+)\|([^|]+)\|\s*$/.exec(row.trim());
  if (!cells || subject.length === 0) return false;
  const words = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => stemOf(word.toLowerCase()));
  const term = words(cells[1]!.replace(/^\s*(?:an?|the)\s+/i, ''));
  return (
    term.length <= GLOSSARY_TERM_WORDS &&
    term.join(' ') === words(subject.join(' ')).join(' ') &&
    words(cells[2]!).length >= GLOSSARY_DEFINITION_WORDS
  );
}

function definedAs(text: string, subject: readonly string[]): boolean {
  if (subject.length === 0) return false;
  const name = subject.map(escapeRegExp).join(String.raw`\s+`);
  return new RegExp(String.raw`\bdefines?\s+(?:an?\s+|the\s+)?["'“‘]?${name}s?["'”’]?\s+as\b`, 'iu').test(text);
}

/**
 * Whether a unit is the definition of a standard's term entry that names the
 * subject: under a heading that is the term itself ('2.8 supplied software',
 * 'PCBU'), the first unit of the passage says what it is without repeating it
 * ('software that an organization distributes to third parties'), as ISO and
 * other standards lay out their terms and definitions, and as a manual's
 * section titled with a name and its short form opens by saying what it is.
 */
function isTermEntry(unit: string, passage: ScoredPassage, subject: readonly string[], shortFormsToo: boolean): boolean {
  const term = headingLeaf(passage.heading).replace(/^\s*(?:[\dA-Z]+\.)*\d+\.?\s+/, '');
  const stems = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => stemOf(word.toLowerCase())).join(' ');
  // A term with its short form ('Internet Gateway (IGate)') is the entry of either name.
  const shortForm = shortFormsToo ? /^(.+?)\s*\(([^()]+)\)$/u.exec(term) : null;
  const names = shortForm ? [term, shortForm[1]!, shortForm[2]!] : [term];
  return names.some((name) => stems(name) === stems(subject.join(' '))) && quotableUnits(passage.content)[0] === unit;
}

/**
 * Whether a sentence defines one of two things compared ('an actual security incident'): it defines the thing's words,
 * or its last word, its noun, after up to two words naming its kind ('A computer security incident is a violation…',
 * 'An event is any observable occurrence…'); the question's own adjectives ('actual', 'ordinary') are the visitor's.
 */
export function definesCompared(text: string, thing: readonly string[]): boolean {
  if (definesSubject(text, thing)) return true;
  const noun = thing.at(-1)!;
  const opening = (text.replace(/^(?:an?|the)\s+/i, '').match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).slice(0, 3);
  if (opening[0] !== undefined && stemOf(opening[0].toLowerCase()) === stemOf(noun.toLowerCase()) && SAYS_WHAT_IT_DOES.test(text))
    return true;
  return [0, 1, 2].some((before) => opening.length > before && definesSubject(text, [...opening.slice(0, before), noun]));
}

// 'Accounts simply hold money.', 'Investments are linked to prices…': a sentence whose subject is one of the things
// compared, saying what it is or does, tells it from the other though it defines nothing.
const SAYS_WHAT_IT_DOES =
  /^(?:an?\s+|the\s+)?[\p{L}\p{N}'’-]+\s+(?:\p{Ll}+ly\s+)?(?:is|are|has|have|holds?|contains?|keeps?|stores?|tracks?|records?|represents?|can(?:not)?|must|may|only|never|always)\b/iu;

function clauseDefines(text: string, subject: readonly string[]): boolean {
  // 'In this policy, "OpenGov" refers to OpenGov staff…': the document's own scope before the term, and the quotes round it.
  const opening = text
    .replace(DEFINITION_SCOPE, '')
    .replace(/^(?:an?|the)\s+/i, '')
    .replace(/^["'“‘]([^"'”’]{1,60})["'”’]/u, '$1');
  const words = opening.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  const same = (a: string, b: string) => stemOf(a.toLowerCase()) === stemOf(b.toLowerCase());
  const endOf = (count: number) => {
    let at = 0;
    for (const word of words.slice(0, count)) at = opening.indexOf(word, at) + word.length;
    return at;
  };
  if (words.length > subject.length && subject.every((word, index) => same(word, words[index]!))) {
    if (DEFINES.test(opening.slice(endOf(subject.length)))) return true;
    // A longer name is defined by a verb only: 'The Debian Policy: …' is a label, not Debian's definition.
    const afterSubject = opening.slice(endOf(subject.length));
    const longerName = NAME_CONTINUATION.exec(afterSubject);
    if (longerName && DEFINES_BY_VERB.test(afterSubject.slice(longerName[0].length))) return true;
  }
  // An acronym ('GUID', 'cFS'): the words whose initials spell it, then the acronym in brackets.
  const acronym =
    subject.length === 1 && /^[\p{L}]{2,8}$/u.test(subject[0]!) && (subject[0]!.match(/\p{Lu}/gu) ?? []).length >= 2
      ? subject[0]!.replace(/s$/, '')
      : undefined;
  if (!acronym) return false;
  // 'Global Unique Identifier (GUID)': the words before the bracket spell the acronym's start ('GUI' of 'GUID').
  const bracket = words.findIndex((word, index) => index >= 2 && index <= 8 && word.replace(/s$/, '') === acronym);
  if (bracket < 0) return false;
  const spelled = words
    .slice(0, bracket)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  const rest = opening.slice(endOf(bracket)).replace(/^\s*\([^)]*\)/, '');
  return (
    acronym.toUpperCase().startsWith(spelled) &&
    new RegExp(`\\(${acronym}s?\\)`).test(opening.slice(0, endOf(bracket + 1) + 1)) &&
    DEFINES.test(rest)
  );
}

interface QuotablePart {
  text: string;
  /** The text with the number or bullet it is printed with ('1. add'). */
  printed?: string;
  /** An item of a list: quoted after the lead-in ('There are three levels:') that introduces it. */
  listItem: boolean;
  /** For a table's rows: the caption printed next to the table. */
  caption?: string;
  /** A small table quoted whole: what a question about the table as a whole ('the run times') is answered with. */
  wholeTable?: boolean;
  /** A definition list's term with its description under it. */
  definition?: boolean;
}

// 'Table 2: Run times', 'TABLE II. Sizes', 'Table A-1 – Codes': a caption names its table by number.
const CAPTION = /^(?:table|tab\.)\s+[\dIVXLA-Z]+(?:[.-]\d+)?\b/i;
// A caption's label alone, which the sentence splitter cut from its text ('Table 1.' of 'Table 1. Reproduction of…').
const CAPTION_LABEL_ONLY = /^(?:table|tab\.)\s+[\dIVXLA-Z]+(?:[.-]\d+)?[.:]?$/i;

/** The caption among a paragraph's sentences: its label with the text after it, never the label alone. */
function captionIn(sentences: readonly string[]): string | undefined {
  const at = sentences.findIndex((sentence) => CAPTION.test(sentence));
  if (at < 0) return undefined;
  const label = sentences[at]!;
  return CAPTION_LABEL_ONLY.test(label) && sentences[at + 1] !== undefined ? `${label} ${sentences[at + 1]}` : label;
}

/** A table of at most this many rows may also be quoted whole. */
const WHOLE_TABLE_ROWS = 8;
const WHOLE_TABLE_PENALTY = 0.1;

/** Whether a quoted row (header, rule, row) is one of a whole table's. */
function isRowOf(rowQuote: string, table: string): boolean {
  const row = quotedRow(rowQuote);
  return isTableQuote(rowQuote) && table.split('\n').includes(row);
}

/** The passage's parts, after the document's title when asked when of the document and only the title is dated. */
function withDatedTitle(parts: QuotablePart[], passage: ScoredPassage, whenOfDocument: boolean): QuotablePart[] {
  if (!whenOfDocument || passage.frontMatter !== true || passage.position !== 0) return parts;
  const title = passage.heading.split(HEADING_PATH_SEPARATOR)[0]!.trim();
  // A title dated to the month ('Nov 2024') over text naming only years ('Proposed 2025 Roadmap') is the date asked for.
  const dated = MONTH_YEAR.test(title) ? MONTH_YEAR : YEAR;
  if (!dated.test(title) || parts.some((part) => dated.test(part.text))) return parts;
  return [{ text: title, listItem: false }, ...parts];
}

/**
 * A heading that states a figure as a sentence does ('Benchmark: 80% of texts are successfully delivered'), when the
 * question asks for a figure: the heading is the answer, its text the detail under it, so it is quoted as a part of
 * its own, before the text. Not a title that only names ('2.1 Finding software', 'Fees for 2026'): a verb follows its
 * figure.
 */
function withStatedHeading(parts: QuotablePart[], passage: ScoredPassage, figureAsked: boolean): QuotablePart[] {
  if (!figureAsked) return parts;
  const leaf = headingLeaf(passage.heading).trim();
  const words = leaf.split(/\s+/);
  if (words.length < 5 || /[:?]$/.test(leaf) || !STATES_FIGURE_AS_CLAUSE.test(leaf) || parts.some((part) => part.text.includes(leaf)))
    return parts;
  return [{ text: leaf, listItem: false }, ...parts];
}

// A figure (a percentage or a number before a word) and a verb of being or doing after it: '80% of texts are delivered'.
const STATES_FIGURE_AS_CLAUSE =
  /(?<![\p{L}\p{N}.])\d[\d,.]*\s?%?[^.!?]*\b(?:is|are|was|were|will|can|should|must|has|have|takes?|lasts?)\b/u;

const MONTH_YEAR = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(?:\d{1,2},?\s+)?(?:19|20)\d\d\b/i;

/** Passages read lately: a passage's parts are looked up again for each of its sentences (lists, lead-ins, cut items). */
const PARTS_READ = new Map<string, QuotablePart[]>();
const PARTS_REMEMBERED = 64;

function quotableParts(content: string): QuotablePart[] {
  const known = PARTS_READ.get(content);
  if (known) return known;
  const parts = readQuotableParts(content);
  if (PARTS_READ.size >= PARTS_REMEMBERED) PARTS_READ.delete(PARTS_READ.keys().next().value!);
  PARTS_READ.set(content, parts);
  return parts;
}

function readQuotableParts(content: string): QuotablePart[] {
  const units = withDefinitionTerms(withCodeInSentences(withBrokenLinesJoined(textUnits(content))));
  return units.flatMap((unit, index): QuotablePart[] => {
    if (unit.kind === 'sentence') return [{ text: unit.text, listItem: false }];
    if (unit.kind === 'definition') return [{ text: unit.text, listItem: false, definition: true }];
    if (unit.kind === 'code') return unit.text.length <= MAX_CODE_QUOTE ? [{ text: unit.text, listItem: false }] : optionLines(unit.text);
    if (unit.kind === 'table') {
      const caption = [units[index - 1], units[index + 1]]
        .filter((near) => near?.kind === 'prose')
        .map((near) => captionIn(splitSentences(near!.text)))
        .find((found) => found !== undefined);
      const rows = tableRows(unit.text).map((text) => ({ text, listItem: false, caption }));
      const whole =
        rows.length > 1 && rows.length <= WHOLE_TABLE_ROWS ? [{ text: unit.text, listItem: false, caption, wholeTable: true }] : [];
      return [...rows, ...whole];
    }
    return withLabelsJoined(splitSentences(unit.text)).map((sentence) => ({
      text: sentence.replace(CLAUSE_PREFIX, '').replace(LIST_MARKER, ''),
      listItem: LIST_MARKER.test(sentence),
      printed: sentence,
    }));
  });
}

// '  -c, --check           checks the syntax only', '  -P (or --pf)   - preserve…', '  -C or --comp   - display…': an option
// (short, long, with its argument, with its other names) and, after a gap, what it does.
const OPTION_LINE =
  /^\s*-{1,2}[\p{L}\p{N}?][\w-]*(?:[= ][\w<>[\]=.-]+)?(?:(?:,\s*|\s+or\s+|\s+\(or\s+)-{1,2}[\p{L}\p{N}][\w-]*(?:[=\s][\w<>[\]=.-]+)?\)?)*(?:\s{2,}|\t)\S/u;

/**
 * A usage text too long to quote whole ('Usage: asn1Parser [OPTION] FILE'
 * and its options) still answers 'How do I only check the syntax?': each
 * option line is quoted alone, as printed, the option with its description.
 */
function optionLines(code: string): QuotablePart[] {
  return code
    .split('\n')
    .filter((line) => OPTION_LINE.test(line))
    .map((line) => ({ text: ['```', line, '```'].join('\n'), listItem: false }));
}

// A line that stops where its sentence cannot: on a comma or on a word that needs more ('…Chris Cairns, and').
// An e-mail address on a line of its own, as contact-details.ts reads one.
const EMAIL_LINE = new RegExp(String.raw`^${EMAIL.source}$`, 'u');

/** Whether a line is an e-mail or a web address alone. */
function isAddressLine(text: string): boolean {
  return EMAIL_LINE.test(text) || LINK_ONLY.test(text);
}

const BROKEN_OFF =
  /(?:,|\b(?:and|or|nor|but|of|to|the|a|an|in|on|at|by|for|with|from|into|than|as|that|which|whose|is|are|was|were|be|its|their|this|these))\s*$/i;

/**
 * A line of prose the reader broke off mid-sentence, on a slide or in a list
 * ('by Robert L. Read, PhD, Chris Cairns, and' above 'Jesse Taggert', or a
 * bullet's last word on a line of its own), joined to the line that goes on
 * with it: the next line, when it is no list item, code or table and either
 * the first stops on a comma or a word that needs more, or the second opens
 * in lower case.
 */
function withBrokenLinesJoined(units: readonly TextUnit[]): TextUnit[] {
  const joined: TextUnit[] = [];
  for (const [index, unit] of units.entries()) {
    const previous = joined.at(-1);
    const next = units[index + 1];
    if (
      previous?.kind === 'prose' &&
      unit.kind === 'prose' &&
      !LIST_MARKER.test(unit.text) &&
      // A definition list's term above its description stays a term ('items' over 'number of items in the table').
      !isDefinitionTerm(previous.text) &&
      !(isDefinitionTerm(unit.text) && next?.kind === 'prose' && /^\p{Ll}/u.test(next.text)) &&
      !/[.!?:;]["'”’)\]]*$/.test(previous.text) &&
      // A title page's line of names, then an address of its own ('Joseph F. Ossanna Brian W. Kernighan' over
      // 'bwk@research.bell-labs.com'): the names stand alone, as the answer to who wrote it.
      !(NAMES_LINE.test(previous.text) && isAddressLine(unit.text)) &&
      (BROKEN_OFF.test(previous.text) || /^\p{Ll}/u.test(unit.text))
    ) {
      joined[joined.length - 1] = { kind: 'prose', text: `${previous.text} ${unit.text}` };
    } else joined.push(unit);
  }
  return joined;
}

/** A sentence that runs through a short code block: quoted whole, the code fenced inside it. */
interface SentenceUnit {
  kind: 'sentence';
  text: string;
}

/** A definition list's term on its line with its description's first sentence under it ('mc', 'the maximum chain length…'). */
interface DefinitionUnit {
  kind: 'definition';
  text: string;
}

/**
 * A definition list printed as a term on a line of its own ('buckets',
 * 'keys saved to') and its description on the next, in lower case ('number of
 * buckets in the hash table'): the term is quoted with its description, as one
 * item, never alone and never the description without it.
 */
function withDefinitionTerms(units: readonly (TextUnit | SentenceUnit)[]): (TextUnit | SentenceUnit | DefinitionUnit)[] {
  const result: (TextUnit | SentenceUnit | DefinitionUnit)[] = [];
  for (let index = 0; index < units.length; index += 1) {
    const [unit, next] = [units[index]!, units[index + 1]];
    if (unit.kind !== 'prose' || next?.kind !== 'prose' || !isDefinitionTerm(unit.text) || !/^\p{Ll}/u.test(next.text)) {
      result.push(unit);
      continue;
    }
    const [description, ...rest] = splitSentences(next.text);
    result.push({ kind: 'definition', text: `${unit.text}\n${description!}` });
    if (rest.length > 0) result.push({ kind: 'prose', text: rest.join(' ') });
    index += 1;
  }
  return result;
}

/** A line of at most three words with no sentence end, no bullet and no heading mark: a definition list's term. */
function isDefinitionTerm(line: string): boolean {
  return line.split(/\s+/).length <= 3 && !/[.!?:;,]$/.test(line) && !LIST_MARKER.test(line) && !/^#/.test(line);
}

/** A code block of at most this many lines may stand inside a sentence ('Running', the command, 'removes the headers.'). */
const MAX_CODE_IN_SENTENCE_LINES = 3;

/**
 * 'Similarly, running:' + a command + 'removes any existing headers.', or
 * 'This is done by executing' + a command: a sentence that stops on a colon
 * or mid-clause before a short code block and goes on after it in lower case
 * (or ends with the code) is one sentence; its halves alone are fragments.
 */
function withCodeInSentences(units: readonly TextUnit[]): (TextUnit | SentenceUnit)[] {
  const result: (TextUnit | SentenceUnit)[] = [...units];
  for (let index = 1; index < result.length; index += 1) {
    const [before, code, after] = [result[index - 1], result[index], result[index + 1]];
    if (before?.kind !== 'prose' || code?.kind !== 'code' || code.text.length > MAX_CODE_QUOTE) continue;
    const leading = splitSentences(before.text);
    const lead = leading.at(-1)!;
    const endsOnColon = /:\s*$/.test(lead);
    const goesOn = after?.kind === 'prose' && /^\p{Ll}/u.test(after.text);
    // Only a command or two stands inside a sentence that goes on; a longer sample may end one ('Delete all items from a hash' + its code).
    if (goesOn && code.text.split('\n').length - 2 > MAX_CODE_IN_SENTENCE_LINES) continue;
    if (!(goesOn && (endsOnColon || !SENTENCE_ENDED.test(lead))) && !(!goesOn && !endsOnColon && !SENTENCE_ENDED.test(lead))) continue;
    const trailing = goesOn ? splitSentences(after.text) : [];
    const sentence: SentenceUnit = { kind: 'sentence', text: [lead, code.text, ...trailing.slice(0, 1)].join('\n') };
    const rest = (sentences: readonly string[]): TextUnit[] => (sentences.length > 0 ? [{ kind: 'prose', text: sentences.join(' ') }] : []);
    result.splice(index - 1, goesOn ? 3 : 2, ...rest(leading.slice(0, -1)), sentence, ...rest(trailing.slice(1)));
  }
  return result;
}

// A table column naming who wrote each version: 'Author', 'Author (s)', 'Authors', 'Prepared by', 'Written by'.
// A revision history's 'Modified By' names who wrote each version as much as an 'Author' column does.
const AUTHOR_COLUMN = /\|\s*(?:authors?(?:\s*\(s\))?|prepared by|written by|(?:modified|revised|updated|edited|changed) by)\s*\|/i;

/** A passage's first table row under an author's column, quoted with its header ('| # | Date | Author (s) |…'). */
function authorRowOf(passage: ScoredPassage): string | undefined {
  return quotableParts(passage.content)
    .map(({ text }) => text)
    .find((text) => isTableQuote(text) && text.split('\n').length > 2 && AUTHOR_COLUMN.test(text.split('\n')[0]!));
}

// A line of its own naming who wrote the document: 'by' and a name.
const BYLINE = /^by\s+\p{Lu}\p{Ll}+(?:\s+\p{Lu}\.)?\s+\p{Lu}\p{Ll}+(?!.*[.!?]\s*$)/u;
// A memo's or letter's header field ('FROM: Shaun Donovan Director, …', 'SUBJECT: …'): whole as printed, without a full stop.
const HEADER_FIELD = /^(?:FROM|TO|CC|BCC|DATE|SUBJECT|RE|ATTN|From|To|Cc|Date|Subject|Re):\s+\S/u;

const SENTENCE_ENDED = /[.!?]["'”’)\]]*\s*$/;
// A closing quote some PDFs (Word's of the late 2000s, NIST's among them) map to '‖', their opening one to '―':
// '…must ―use a time-out function … after thirty minutes of inactivity.‖' ends there as it would on '”'.
const STOP_THEN_DOUBLE_BAR = /[.!?]‖\s*$/u;

// A word no sentence starts with: 'is used with technote papers.' is the end of one whose start the reader lost;
// 'the maximum chain length found…' in lower case is a description cut from the term it describes.
const CONTINUATION =
  /^(?:is|are|was|were|be|been|and|or|but|nor|of|to|with|which|that|than|as|by|for|from|in|on|at|into|whose|whom|the|a|an|if|this|these|those|its|their|each|every)\b/;

/**
 * A piece of prose the reader cut out of its sentence: it opens on a word
 * that only continues a sentence, or it stops without a sentence end and
 * runs into nothing it introduces (a list, a code block). Quoted, it would
 * say less than the sentence it came from; it is left out.
 */
function isFragment(sentence: Sentence): boolean {
  const { text } = sentence;
  if (text.startsWith('```') || isTableQuote(text)) return false;
  // The passage's heading quoted as what it states (withStatedHeading) is whole as printed.
  if (text === headingLeaf(sentence.passage.heading).trim()) return false;
  // 'by Robert L. Read, PhD, and Jesse Taggert' under a title: a byline, whole as printed, not the end of a sentence.
  if (BYLINE.test(text) || HEADER_FIELD.test(text)) return false;
  // An item of a sentence run through its list ('…can only take place if:', '- a public member … for three months;',
  // '- …; or') goes on from the lead-in in its passage, in lower case, and is quoted with it and the whole list.
  // So does an item opening on a word that goes on from its lead-in ('…but should only be used:', '1. by those trained
  // in its use - … every three years').
  if (
    sentence.listItem &&
    (RUNS_ON.test(listAround(sentence.passage, text)[0] ?? '') || CONTINUATION.test(text)) &&
    leadInOf(sentence.passage, text) !== undefined
  )
    return isCutAtPassageEnd(sentence.passage, text);
  if (CONTINUATION.test(text)) return true;
  // A link on a line of its own ('http://opam.ocaml.org/', '<https://…>') says nothing without the sentence that gives it.
  if (LINK_ONLY.test(text)) return true;
  // The last sentence of a list item ('- Set a device PIN. If supported, use a fingerprint, but avoid face unlock') ends
  // where its item does: items are commonly written without a full stop.
  if (sentence.listItem || sentence.definition || closesListItem(sentence.passage.content, text))
    return isCutAtPassageEnd(sentence.passage, text);
  if (/[.!?:;)\]"'”’]\s*$/.test(text) || STOP_THEN_DOUBLE_BAR.test(text)) return false;
  if (listAfter(sentence.passage, text).length > 0) return false;
  // A title page sets its lines without full stops ('This document is licensed under … 2.5 license'): a line of its own there is whole.
  // A glossary's line ('cFE (core Flight Executive) OSAL (…)') needs no full stop either when it defines what was asked.
  if ((sentence.passage.frontMatter || sentence.defining) && isWholeLine(sentence.passage.content, text)) return false;
  // A line of its own stating a figure, set apart as a strapline is ('10 minutes // 1-2 business days to approve // free'),
  // is whole where the passage goes on after it with a new sentence; its last line may be one the passage cut.
  const { content } = sentence.passage;
  if (sentence.hasFact && isWholeLine(content, text) && !content.trimEnd().endsWith(text) && !runsIntoLowerCase(content, text))
    return false;
  // A section's only line ('Thermal Cycler - set at 65°C … (do not use heated lid)' under 'Equipment Provided by Lab'):
  // the upload cuts a passage inside a sentence only when the sentence alone is longer than a passage may be.
  if (content.trim() === text && text.length <= MAX_CHUNK_CHARS / 2) return false;
  return text.split(/\s+/).length > 6 || runsIntoLowerCase(sentence.passage.content, text);
}

/** Whether a text ends a list item's line after the item's first sentence. */
function closesListItem(content: string, text: string): boolean {
  return content.split('\n').some((line) => {
    const trimmed = line.trim();
    return LIST_MARKER.test(trimmed) && trimmed.endsWith(text) && trimmed.length > text.length;
  });
}

/** Whether a text is a whole line of the passage, nothing before or after it on its line. */
function isWholeLine(content: string, text: string): boolean {
  return content.split('\n').some((line) => line.trim() === text);
}

/** Whether a line with no sentence end has text in lower case after it ('--- A. Name, Title' then 'https://…'): the line ends no block. */
function runsIntoLowerCase(content: string, text: string): boolean {
  const at = content.indexOf(text);
  return at >= 0 && /^\s*\p{Ll}/u.test(content.slice(at + text.length, at + text.length + 10));
}

/**
 * A list item that ends its passage without a sentence end, and is too long
 * for a short item ('Source code'), was cut where the passage ends ('…so the
 * tools provided by your distribu'): quoted, it would stop mid-sentence.
 */
function isCutAtPassageEnd(passage: ScoredPassage, item: string): boolean {
  const parts = quotableParts(passage.content);
  return (
    parts.at(-1)?.text === item &&
    !/[.!?:;)\]"'”’]\s*$/.test(item) &&
    !STOP_THEN_DOUBLE_BAR.test(item) &&
    item.split(/\s+/).length > 6 &&
    !endsOnWholeWord(passage, item)
  );
}

/**
 * Whether an item stops on a whole word that ends a clause ('… - $27.5M max/year'): a word of general English, of
 * the passage's other text or of the question ('… but avoid face unlock', asked about face unlock), not one that needs
 * more ('the', 'and'); a cut stops mid-word ('distribu') as often as not.
 */
function endsOnWholeWord(passage: ScoredPassage, item: string): boolean {
  const last = /[\p{L}]+$/u.exec(item)?.[0]?.toLowerCase();
  if (!last || BROKEN_OFF.test(item)) return false;
  const elsewhere = passage.content.replace(item, ' ').toLowerCase();
  return (
    commonWordsCeiling(stemOf(last)) < 1 ||
    passage.matchedTerms.some((matched) => matched.split(/\s+/).includes(last)) ||
    new RegExp(`(?<![\\p{L}])${last}(?![\\p{L}])`, 'u').test(elsewhere)
  );
}

const LINK_ONLY = /^[<(]?(?:https?:\/\/|www\.|mailto:)\S*$/i;

// 'This is the preferred installation method.': a sentence whose subject is the one before it.
// ('It is…' is left alone: as often as not it points forward, 'It is important to…'.)
// 'This release introduced…': a noun may stand between the pointer and a verb in the past tense ('This presentation is…' names itself).
// 'It lists the guidance…' after 'See the index page.': 'It' with a verb of what a thing holds or says points back; 'It is
// recommended…' need not.
// 'For example, a visitor can see the lunch menu…': an example is said of the sentence before it, which it illustrates.
// 'These requirements are met by…', 'These steps are…': the things listed or said before it.
const ANAPHORIC =
  /^(?:(?:For example|For instance|As an example),\s|(?:These|Those)\s+\p{Ll}+\s+(?:are|were)\b|(?:This|That|These|Those|They)\s+(?:is|are|was|were|has|have|means|makes|allows|lets|will|can|may|should|must|does|do)\b|(?:This|That|These|Those)\s+\p{Ll}+\s+\p{Ll}{2,}ed\b|It\s+(?:lists|includes|contains|describes|covers|sets out|gives|shows|provides|explains|names|defines|holds)\b)/u;

/**
 * 'For contract type, we recommend a time and material contract with a ceiling. Time and material contracts increase
 * flexibility…': a sentence opening on a thing of two words or more (its first three words, an article aside) that the
 * sentence before of the same paragraph brought in goes on about what that one said of it, and alone leaves it out.
 */
function opensOnWhatBeforeNamed(text: string, before: string): boolean {
  const opening = text.split(/\s+/).filter(Boolean);
  const words = (/^(?:the|a|an)$/i.test(opening[0] ?? '') ? opening.slice(1) : opening)
    .slice(0, 3)
    .map((word) => word.replace(/[^\p{L}\p{N}’'-]+/gu, ''));
  if (words.length < 3 || words.some((word) => !word)) return false;
  if (words.filter((word) => !isStopword(word.toLowerCase())).length < 2 || !holdsPhrase(before, words)) return false;
  // Named after the sentence before opens, as what it says something of; not its own subject again ('Code for
  // Resilience is a fellowship…' then 'Code for Resilience fellows spend 6 months…'), which each sentence states alone.
  return !holdsPhrase(
    before
      .split(/\s+/)
      .slice(0, words.length + 1)
      .join(' '),
    words,
  );
}

// 'There are four platforms supported. They are PC-Linux, …': the sentence after one that announces what it names.
// 'Remedial action should be triggered… Some examples of remedial action are, terminating the connection…', 'For
// example, …': the examples after a rule say what it comes to.
const NAMES_THE_ONE_BEFORE =
  /^(?:(?:They|These|Those)\s+(?:are|were|include)\b|(?:Some\s+)?[Ee]xamples\s+(?:of\s+[^.]{1,60}?\s+)?(?:are|include)\b|For (?:example|instance),)/;

/**
 * A sentence that says only 'this is…' of the one before it is quoted with
 * that one, the first sentence after an option's code block with the option,
 * one after an example printed as prose with the example and its
 * lead-in, and one announcing things ('There are four platforms.') with the
 * sentence after it that names them ('They are PC-Linux, …'), when both are
 * prose of the same passage.
 */
function withAntecedent(passage: ScoredPassage, text: string): string {
  const parts = quotableParts(passage.content);
  const at = parts.findIndex((part) => part.text === text);
  if (at < 0) return text;
  // Only a whole sentence of prose: not a list item, code, a table, nor a piece the passage cut ('is kept…', no full stop).
  const isProse = (part: QuotablePart | undefined): part is QuotablePart =>
    part !== undefined &&
    !part.listItem &&
    !part.wholeTable &&
    !/^```|^\s*\|/.test(part.text) &&
    !part.text.includes('\n') &&
    /^["'“‘(]?[\p{Lu}\d]/u.test(part.text) &&
    SENTENCE_ENDED.test(part.text);
  const before = parts[at - 1];
  const after = parts[at + 1];
  const leadIn = parts[at - 2];
  if (ANAPHORIC.test(text) && isProse(before)) return `${before.text} ${text}`;
  // 'These requirements are met by…' after a list: the list it points back to, under its lead-in, is what it speaks of.
  if (ANAPHORIC.test(text) && before?.listItem) {
    const block = listBlock(passage, listAround(passage, before.text), leadInOf(passage, before.text));
    if (block) return `${block}\n${text}`;
  }
  // Of one paragraph or item: the sentence before it in the same printed line.
  const sameLine = (one: string) => passage.content.split('\n').some((line) => line.includes(one) && line.includes(text));
  if (before && !before.wholeTable && SENTENCE_ENDED.test(before.text) && !/^```|^\s*\|/.test(before.text) && sameLine(before.text)) {
    if (opensOnWhatBeforeNamed(text, before.text)) return `${before.text} ${text}`;
  }
  // 'For example:', 'THE_APPS:= hk', 'Multiple applications must be separated by a space.': an example the PDF printed in the
  // body font, so it reads as a line of prose, is what the sentence after it speaks of; both are quoted after the lead-in.
  // '-k --keep' in a code block, then 'Keep (don't delete) input files…': a manual's option, then what it does.
  if (before && isOptionName(before.text)) return `${before.text}\n${text}`;
  // 'It will display the sequence without actually calling the drivers.' after 'To do so, use the -t argument:' and
  // 'upsdrvctl -t shutdown' in a code block: what it speaks of is the command, quoted before it under its lead-in.
  if (before && SHORT_CODE_BLOCK.test(before.text) && SAYS_WHAT_IT_DOES_AFTER_CODE.test(text)) {
    const ledIn = isProse(leadIn) || isLeadIn(leadIn) ? leadIn : undefined;
    // 'To do so, use the -t argument:' goes on from the sentence before it, which says what is done.
    const aim = parts[at - 3];
    const opening = ledIn ? [GOES_ON_FROM_AIM.test(ledIn.text) && isProse(aim) ? `${aim.text} ${ledIn.text}` : ledIn.text] : [];
    return [...opening, before.text, text].join('\n');
  }
  if (isExampleLine(before) && isLeadIn(leadIn)) return [leadIn.text, before.text, text].join('\n');
  if (isProse(after) && NAMES_THE_ONE_BEFORE.test(after.text)) return `${text} ${after.text}`;
  // '• ε, a function giving the privacy-loss budget…': the reader lost the symbol an item opens on, and alone it would
  // start on a comma; it is quoted under the item or lead-in before it, as printed, where it reads as part of its list.
  const own = parts[at]!;
  if (LOST_OPENING.test(text) && before && !before.wholeTable && !/^```|^\s*\|/.test(before.text))
    return `${before.printed ?? before.text}\n${own.printed ?? text}`;
  // 'Reader feedback on mistakes is welcome. Please send jo@example.org questions or comments.': the sentence after
  // gives the address (an e-mail, a web page) that acting on this one needs; it is quoted with it.
  const goesOnTo =
    after !== undefined && !after.listItem && !after.wholeTable && !/^```|^\s*\|/.test(after.text) && /^\p{Lu}/u.test(after.text);
  if (goesOnTo && isProse(own) && givesContact(after.text) && !givesContact(text)) return `${text} ${after.text}`;
  return text;
}

// '…could be run with only one small modification.': a sentence that ends on a count of what it announces.
const ENDS_ON_A_COUNT =
  /\b(?:one|two|three|four|five|six|a few|several|a single|a couple of|a number of)\s+(?:[\p{L}-]+\s+){0,2}[\p{L}-]+\.$/iu;
/** The most words a sentence announcing a count has: a longer one says more than the count. */
const MAX_ANNOUNCING_WORDS = 16;

/**
 * A short sentence that only counts what it announces ('The scripts could be run with only one small modification.')
 * is quoted with the sentence after it, which says what that is ('…I needed to insert a couple of as.numeric()
 * calls'); asked how many, the count is the answer and stands alone.
 */
function withWhatItCounts(passage: ScoredPassage, text: string, countAsked: boolean): string {
  if (countAsked || !ENDS_ON_A_COUNT.test(text) || text.split(/\s+/).length > MAX_ANNOUNCING_WORDS) return text;
  const parts = quotableParts(passage.content);
  const at = parts.findIndex((part) => part.text === text);
  const after = at < 0 ? undefined : parts[at + 1];
  const prose =
    after !== undefined &&
    !after.listItem &&
    !after.wholeTable &&
    !after.text.includes('\n') &&
    /^["'“‘(]?\p{Lu}/u.test(after.text) &&
    SENTENCE_ENDED.test(after.text);
  return prose ? `${text} ${after.text}` : text;
}

/** The most labelled reasons quoted after the sentence answering 'why'. */
const MAX_REASONS = 4;

// 'Familiarity:' alone, or glued to its text ('Accessibility:Consistent UI elements…'): a reason's label, one to three words.
const REASON_LABEL = /^(\p{Lu}[\p{L}-]+(?: [\p{L}-]+){0,2}):(?:\s*(\S.*))?$/u;

/**
 * Asked why ('Why bother keeping the icons, colours and fonts the same?'), the labelled paragraphs after the sentence
 * that answers ('Familiarity:' over 'Consistent UI elements give users a sense of familiarity…'): each label with the
 * first sentence under it, as the print runs them on. Only where the labels follow the sentence with nothing else between.
 */
function labelledReasonsAfter(passage: ScoredPassage, text: string): string[] {
  const parts = quotableParts(passage.content);
  const at = parts.findIndex((part) => part.text === text);
  if (at < 0) return [];
  const reasons: string[] = [];
  let index = at + 1;
  // The labels follow the answer's sentence with nothing between; each reason's other sentences are left to the reader.
  while (index < parts.length && reasons.length < MAX_REASONS) {
    const part = parts[index]!;
    const label = REASON_LABEL.exec(part.text);
    if (!label || part.listItem || part.wholeTable) break;
    if (label[2] !== undefined) {
      reasons.push(part.text);
      index += 1;
    } else {
      const first = parts[index + 1];
      if (!first || first.listItem || first.wholeTable || REASON_LABEL.test(first.text) || !SENTENCE_ENDED.test(first.text)) break;
      reasons.push(`${part.text} ${first.text}`);
      index += 2;
    }
    while (index < parts.length && !REASON_LABEL.test(parts[index]!.text) && !parts[index]!.listItem && !parts[index]!.wholeTable)
      index += 1;
  }
  return reasons.length >= 2 ? reasons : [];
}

/**
 * A sentence with the next one when that one qualifies it ('The storage entries generally have priority … However, this
 * is configurable via the header-flag “Overwrite_storage”.'): the rule quoted without its exception misleads.
 */
/** How many sentences of the document's own answer follow its question ('What is this component?') in a quote. */
const OWN_ANSWER_SENTENCES = 2;

/**
 * A question the document asks itself, an FAQ's ('A specific resistor gets very hot! What is this component? Is it
 * safe?'), answers nothing: quoted with the sentences after it that answer it ('This resistor is required by the IEEE
 * standards. It is used for MPS (maintain power signature).'), as a heading that asks is answered by its section.
 */
function withOwnAnswer(passage: ScoredPassage, text: string): string {
  const parts = quotableParts(passage.content);
  const at = parts.findIndex((part) => part.text === text);
  if (at < 0) return text;
  const asks = (part: QuotablePart | undefined) => part !== undefined && !part.wholeTable && /\?["'”’)]*$/.test(part.text);
  let next = at + 1;
  while (asks(parts[next])) next += 1;
  if (!asks(parts[at]) && next === at + 1) return text;
  const answer = parts
    .slice(next, next + OWN_ANSWER_SENTENCES)
    .filter((part) => !part.wholeTable && !/^```/.test(part.text) && SENTENCE_ENDED.test(part.text));
  if (answer.length === 0 || answer.some((part) => asks(part))) return text;
  return [...parts.slice(at, next), ...answer.slice(0, answer.findIndex((part) => part.listItem) < 0 ? undefined : 1)]
    .map((part) => part.text)
    .join(' ');
}

/** The quotable part a quote is (or ends with) in its passage, and the part printed after it. */
function partAndNext(passage: ScoredPassage, text: string): { part?: QuotablePart; after?: QuotablePart } {
  const parts = quotableParts(passage.content);
  const at = parts.findIndex((part) => text === part.text || text.endsWith(part.text));
  return at < 0 ? {} : { part: parts[at], after: parts[at + 1] };
}

function withQualification(passage: ScoredPassage, text: string, outcomeAsked = false): string {
  const { part, after } = partAndNext(passage, text);
  // Asked what happens if something is so, the sentence after the one saying so tells what will happen ('A warning will be issued…').
  const qualifies =
    part !== undefined &&
    after !== undefined &&
    !after.listItem &&
    !after.wholeTable &&
    !after.text.includes('\n') &&
    (qualifiesBefore(after.text) || (outcomeAsked && statesOutcome(after.text)) || sharesWith(part.text, after.text)) &&
    SENTENCE_ENDED.test(after.text) &&
    !printedBetween(passage.content, text, after.text);
  return qualifies ? `${text} ${after.text}` : text;
}

// A share: a percentage with the word before it ('pays 80%', 'covers 50 percent').
const SHARE = /([\p{L}]+)\s+\d[\d.,]*\s?(?:%|per ?cent\b)/giu;

/**
 * Whether the sentence after states the other part of the same split, with the same word before its share ('The
 * company pays 80% of the premium cost.' then 'The employee pays 20% through payroll deduction.'): one half of a
 * split quoted alone answers only half of what the reader asked about who pays what.
 */
function sharesWith(text: string, after: string): boolean {
  const words = (sentence: string) => new Set([...sentence.matchAll(SHARE)].map((match) => match[1]!.toLowerCase()));
  const before = words(text);
  return [...words(after)].some((word) => before.has(word)) && after.split(/\s+/).length <= 30;
}

/**
 * Whether the passage prints something between two sentences quoted as one ('…on an entire project.10 (There are…)':
 * a footnote's number), which the joined quote would leave out: then they are not joined.
 */
function printedBetween(content: string, text: string, next: string): boolean {
  const between = textBetween(content, text, next);
  return between !== undefined && between.trim() !== '';
}

/** What the passage prints between a sentence and the next one quoted with it; undefined when either is not found. */
function textBetween(content: string, text: string, next: string): string | undefined {
  const at = content.indexOf(text);
  if (at < 0) return undefined;
  const nextAt = content.indexOf(next, at + text.length);
  return nextAt < 0 ? undefined : content.slice(at + text.length, nextAt);
}

/** How many more sentences of a list item are quoted with the item's first. */
const ITEM_REST_SENTENCES = 1;

/**
 * A list item quoted with the sentences that go on in the same item ('- Change Language Allows the user to change
 * the language used by the user interface. Currently only English and Italian are supported.'): its next whole
 * sentence, one that opens on a capital and ends on a full stop, not a clause the layout broke off.
 */
function withRestOfItem(passage: ScoredPassage, text: string): string {
  const parts = quotableParts(passage.content);
  const at = parts.findIndex((part) => part.text === text || text.startsWith(`${part.text} `));
  if (at < 0 || !parts[at]!.listItem) return text;
  const rest: string[] = [];
  for (const part of parts.slice(at + 1, at + 1 + ITEM_REST_SENTENCES)) {
    if (
      part.listItem ||
      part.wholeTable ||
      part.definition ||
      part.text.includes('\n') ||
      !/^[\p{Lu}\p{N}“"‘(]/u.test(part.text) ||
      // The item's last sentence may end where its line does, without a full stop ('… This allows you to keep your
      // real address private, yet still have all messages land in your primary inbox').
      !(SENTENCE_ENDED.test(part.text) || closesListItem(passage.content, part.text)) ||
      !sameItem(passage.content, parts[at]!.text, part.text)
    )
      break;
    rest.push(part.text);
  }
  const added = rest.filter((sentence) => !text.includes(sentence));
  return added.length > 0 ? [text, ...added].join(' ') : text;
}

// A sentence going on about the one before it: it opens on a pointer to it ('This is a mistake…', 'Such information…')
// or names it with one in its first words ('Exposure to these bacteria…', 'The key value of this change…'), or says
// what holds of each thing it named ('Each should be uniquely identifiable…').
// A sentence adding to the one before it ('We also use it for fraud and abuse prevention…') goes on about it too.
const GOES_ON_ABOUT =
  /^(?:(?:This|That|These|Those|Such|It|They|Each)\b|(?:[\p{L}’'-]+\s+){1,4}(?:this|these|those|such)\b|(?:[\p{L}’'-]+\s+){1,2}also\b)/u;

/**
 * Asked why, a sentence quoted with the one after it when that one goes on about it: a rule's or an event's reason
 * is as often the next sentence ('Cooling towers … may be a favourable environment for Legionella bacteria…' then
 * 'Exposure to these bacteria can cause the potentially fatal Legionnaire’s disease.'), which alone says nothing.
 * Asked anything else (`holdingOneOf`, the question's terms), only when the next one also holds a word of the question
 * and is not quoted on its own already (`quotedApart`: picked as an answer in its own right, it leads apart).
 */
function withExplanationAfter(
  passage: ScoredPassage,
  text: string,
  holdingOneOf?: readonly Term[],
  quotedApart: (text: string) => boolean = () => false,
): string {
  const { part, after } = partAndNext(passage, text);
  const explains =
    part !== undefined &&
    after !== undefined &&
    !part.listItem &&
    !after.listItem &&
    !after.wholeTable &&
    !after.definition &&
    !after.text.includes('\n') &&
    SENTENCE_ENDED.test(text) &&
    SENTENCE_ENDED.test(after.text) &&
    GOES_ON_ABOUT.test(after.text) &&
    (holdingOneOf === undefined || (termsIn(after.text, holdingOneOf).length > 0 && !quotedApart(after.text)));
  return explains ? `${text} ${after.text}` : text;
}

/**
 * A sentence quoted with the one printed after it in the same paragraph, when that one is a whole sentence of prose
 * (a capital to open, a full stop to end; not a list item, a table, a definition or a fragment the layout broke off)
 * and not quoted on its own already. Not across a paragraph break: a page's foot or a column may sit between them.
 */
function withNextInParagraph(passage: ScoredPassage, text: string, quotedApart: (text: string) => boolean): string {
  const { part, after } = partAndNext(passage, text);
  const goesOn =
    part !== undefined &&
    after !== undefined &&
    !part.listItem &&
    !part.wholeTable &&
    !after.listItem &&
    !after.wholeTable &&
    !after.definition &&
    !after.text.includes('\n') &&
    /^[\p{Lu}\p{N}“"‘(]/u.test(after.text) &&
    SENTENCE_ENDED.test(text) &&
    SENTENCE_ENDED.test(after.text) &&
    !quotedApart(after.text) &&
    // Printed one after the other on the same line of a paragraph, nothing but spaces between.
    /^[ \t]*$/.test(textBetween(passage.content, text, after.text) ?? '\n');
  return goesOn ? `${text} ${after.text}` : text;
}

// A list item or sentence opening on punctuation: a symbol before it (ε, a formula) was lost.
const LOST_OPENING = /^[,;:.)]\s/;

// A code block of a command or a few lines, which a sentence after it may speak of as 'it'.
const SHORT_CODE_BLOCK = /^```[^\n]*\n(?:[^\n]*\n){1,4}```$/;
// 'To do so, use…:', 'To that end, run…:': a lead-in going on from the sentence before it, which says what is done.
const GOES_ON_FROM_AIM = /^(?:To do (?:so|this|that)|To that end|For this)\b/i;
// 'It will display…', 'This prints…', 'The output shows…': a sentence saying what the code before it does.
const SAYS_WHAT_IT_DOES_AFTER_CODE =
  /^(?:It|This|That|These|They|The (?:command|output|result)s?)\s+(?:will\s+|can\s+|should\s+)?\p{Ll}+s?\b/u;

// A code block of an option or two and nothing else: '-k --keep', '--help or -h'.
const OPTION_NAME_BLOCK = /^```\n(?:[ \t]*-{1,2}[\p{L}\p{N}][^\n]{0,40}\n){1,2}```$/u;

/** Whether a part is a code block naming an option, printed above the sentences that say what it does. */
function isOptionName(text: string): boolean {
  return OPTION_NAME_BLOCK.test(text);
}

/** The most words an example line (a command, a setting) has. */
const MAX_EXAMPLE_WORDS = 8;

/** A short line that ends no sentence and is no list item, code block or table: an example printed as prose. */
/** A line of prose ending on a colon ('To do so, use the -t argument:'): what comes after it is what it announces. */
function isLeadIn(part: QuotablePart | undefined): part is QuotablePart {
  return part !== undefined && !part.listItem && !part.text.includes('\n') && /:\s*$/.test(part.text);
}

function isExampleLine(part: QuotablePart | undefined): part is QuotablePart {
  return (
    part !== undefined &&
    !part.listItem &&
    !part.wholeTable &&
    !part.definition &&
    !/^```|^\s*\||\n/.test(part.text) &&
    !/[.!?:;,]["'”’)\]]*\s*$/.test(part.text) &&
    part.text.split(/\s+/).length <= MAX_EXAMPLE_WORDS
  );
}

/** Counts in words a lead-in gives its items by ('three induction steps:'), by their number. */
const COUNT_WORDS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

/**
 * Whether a lead-in's figure is the count of the items after it, none of which states a figure ('Every new starter goes
 * through three induction steps:' over three bare steps): asked how many, its items are what it counts, and quoted
 * with it they answer what the reader will ask next; a lead-in stating another figure ('…a single 40-minute
 * presentation:') answers alone.
 */
function countsItsItems(leadIn: string, items: readonly string[]): boolean {
  if (items.length < 2 || items.some((item) => statesFigure(item) || item.startsWith('```'))) return false;
  const word = COUNT_WORDS[items.length - 2];
  const count = new RegExp(String.raw`(?<![\d.,])${items.length}(?![\d.,]*\d)${word ? String.raw`|\b${word}\b` : ''}`, 'i');
  return count.test(leadIn);
}

/** Items quoted after a lead-in, at most. */
export const MAX_LIST_ITEMS = 8;

/** The run of list items a list item belongs to, in order, at most MAX_LIST_ITEMS around it. */
function listAround(passage: ScoredPassage, item: string): string[] {
  const parts = quotableParts(passage.content);
  const at = parts.findIndex((part) => part.text === item);
  if (at < 0 || !parts[at]!.listItem) return [item];
  let start = at;
  while (start > 0 && parts[start - 1]!.listItem && at - start < MAX_LIST_ITEMS - 1) start -= 1;
  let end = at;
  while (end + 1 < parts.length && parts[end + 1]!.listItem && end - start < MAX_LIST_ITEMS - 1) end += 1;
  const items = parts
    .slice(start, end + 1)
    .map((part) => part.text)
    .filter((text) => !isCutAtPassageEnd(passage, text));
  // Items ending on a comma or 'and' run one sentence through the list: quoted only whole, not cut into items.
  if (!items.some((text) => RUNS_ON.test(text))) return items;
  return runsThrough(parts, start, end) ? items : [item];
}

/** Words a lead-in quoted over one of its items may run to: a sentence introducing a list, not a paragraph. */
const LEAD_IN_WORDS = 30;

/** A lead-in of two words or fewer ('Some guidance:', 'For example:', 'Note:') says nothing its item does not. */
function sayingLeadIn(leadIn: string | undefined): string | undefined {
  return leadIn !== undefined && leadIn.trim().split(/\s+/).length > 2 ? leadIn : undefined;
}

/** The lead-in ending on a colon that introduces the list `item` belongs to, in the same passage, if there is one. */
function leadInOf(passage: ScoredPassage, item: string): string | undefined {
  const parts = quotableParts(passage.content);
  let at = parts.findIndex((part) => part.text === item);
  if (at < 0) return undefined;
  while (at > 0 && parts[at - 1]!.listItem) at -= 1;
  const before = parts[at - 1];
  if (!before || before.wholeTable || before.text.includes('\n') || !LEAD_IN_END.test(before.text)) return undefined;
  return before.text.split(/\s+/).length <= LEAD_IN_WORDS ? before.text : undefined;
}

/** Items in a list of clauses: more than this many, each a sentence, quoted one by one. */
const CLAUSE_LIST_ITEMS = 4;
/** Words a list's items average at least to be clauses, not short items ('Passport', 'Add a user.'). */
const CLAUSE_WORDS = 8;

/** Whether a list's items are clauses, each a whole sentence of its own, more than a few of them. */
function isClauseList(items: readonly string[]): boolean {
  if (items.length <= CLAUSE_LIST_ITEMS || !items.every((item) => SENTENCE_ENDED.test(item))) return false;
  const words = items.reduce((sum, item) => sum + item.split(/\s+/).length, 0);
  return words / items.length >= CLAUSE_WORDS;
}

// A list item that goes on in the next: it ends on a comma, a semicolon, 'and' or 'or'.
const RUNS_ON = /(?:[,;]|\b(?:and|or))\s*$/;

/**
 * Whether the items from `start` to `end` are one sentence run through a
 * whole list ('1. The outsourcing of technical talent,' … '4. the law's
 * insistence on fairness.'): every item but the last goes on, the last ends
 * it, and the list has no item before or after.
 */
function runsThrough(parts: readonly QuotablePart[], start: number, end: number): boolean {
  const items = parts.slice(start, end + 1);
  return (
    items.length > 1 &&
    !parts[start - 1]?.listItem &&
    !parts[end + 1]?.listItem &&
    items.slice(0, -1).every((part) => RUNS_ON.test(part.text)) &&
    SENTENCE_ENDED.test(items.at(-1)!.text)
  );
}

/**
 * Short items (no sentence end: '1. add', '• Source code') quoted as one
 * block, each line as printed with its number or bullet, after their lead-in
 * if they have one; undefined when an item is a sentence of its own.
 */
function listBlock(passage: ScoredPassage, items: readonly string[], leadIn?: string): string | undefined {
  // Headed items ('Psychobiology: Our emotions, …') are quoted as one list under their lead-in, sentences or not.
  if (items === passage.headedItems) return [...(leadIn ? [leadIn] : []), ...items.map((item) => `- ${item}`)].join('\n');
  // One sentence run through the list ends at its last item.
  const runOn = endsAtLastItem(items);
  if (items.some((item, index) => SENTENCE_ENDED.test(item) && !(runOn && index === items.length - 1))) return undefined;
  const parts = quotableParts(passage.content);
  const printed = items.map((item) => parts.find((part) => part.text === item)?.printed ?? item);
  return [...(leadIn ? [leadIn] : []), ...printed].join('\n');
}

/**
 * Whether list items are one sentence run through the list to its last item:
 * none but the last ends a sentence, and one before it goes on (', or',
 * ' and'), as in '- fatigue', '- difficulty remaining alert, or', '- absence of sweat.'.
 */
function endsAtLastItem(items: readonly string[]): boolean {
  return (
    items.length > 1 &&
    SENTENCE_ENDED.test(items.at(-1)!) &&
    items.slice(0, -1).every((item) => !SENTENCE_ENDED.test(item)) &&
    items.slice(0, -1).some((item) => RUNS_ON.test(item))
  );
}

/** Whether a quote is one of the items of a list quoted as a block. */
function isItemOf(quote: string, block: string): boolean {
  return block.includes('\n') && block.split('\n').some((line) => line !== quote && line.replace(LIST_MARKER, '') === quote);
}

// 'The software supports the following Input File Formats.': a lead-in that ends on a full stop.
const FOLLOWING = /\b(?:the following|as follows)\b[^.]*\.\s*$/i;
// A lead-in's end: a colon, or a colon and a dash as some authors write it ('groups who may find it useful :-').
export const LEAD_IN_END = /:\s*[-–—]?\s*$/;

/** Whether a sentence goes on the same list item's line as the item's first sentence. */
function sameItem(content: string, item: string, sentence: string): boolean {
  return content.split('\n').some((line) => LIST_MARKER.test(line) && line.includes(item) && line.includes(sentence));
}

/** What a lead-in introduces: the list items after a colon, in the passage's order, or the code block it runs into. */
function listAfter(passage: ScoredPassage, leadIn: string): string[] {
  const parts = quotableParts(passage.content);
  const at = parts.findIndex((part) => part.text === leadIn);
  if (at < 0) return [];
  // A lead-in ending its passage whose items the document set as headings of their own ('Psychobiology', …).
  if (at === parts.length - 1 && LEAD_IN_END.test(leadIn) && passage.headedItems) return passage.headedItems;
  // 'This is done by executing' + a command: a sentence that stops on a colon or mid-clause goes on in the code after it.
  const next = parts[at + 1]?.text;
  if (next?.startsWith('```') && (LEAD_IN_END.test(leadIn) || !/[.!?]["'”’)\]]*\s*$/.test(leadIn))) return [next];
  if (!LEAD_IN_END.test(leadIn) && !FOLLOWING.test(leadIn)) return [];
  // Items the layout ran into one line ('cFE (core Flight Executive) OSAL (…) cFS Applications'): a line with no sentence end.
  const line = parts[at + 1];
  if (line && !line.listItem && !line.caption && !/^```|^\s*\|/.test(line.text) && !/[.!?;]["'”’)\]]*\s*$/.test(line.text))
    return [line.text];
  const items: string[] = [];
  let end = at + 1;
  for (const part of parts.slice(at + 1)) {
    // An item that runs to more sentences ('- Authors of controllers. A threat model could help them…'): its first is quoted.
    if (!part.listItem && items.length > 0 && sameItem(passage.content, items.at(-1)!, part.text)) {
      end += 1;
      continue;
    }
    if (!part.listItem || items.length >= MAX_LIST_ITEMS || isCutAtPassageEnd(passage, part.text)) break;
    items.push(part.text);
    end += 1;
  }
  // A last item with no sentence end before a line that opens in no capital ('(if time allows)', then '(18F provides…)')
  // may go on into it: the list is not known to end there, so the lead-in is quoted alone.
  const following = parts[end]?.printed ?? parts[end]?.text;
  if (items.length > 0 && !SENTENCE_ENDED.test(items.at(-1)!) && following !== undefined && !/^[\p{Lu}\d•◦▪‣*-]/u.test(following))
    return [];
  if (!items.some((item) => RUNS_ON.test(item))) return items;
  // Items ending on a comma or 'and' run one sentence through the list: it is quoted only whole, not cut into items.
  // The lead-in's sentence run through its whole list ('…one or more of the following symptoms:', '- dizziness', …,
  // '- difficulty remaining alert, or', '- absence of sweat.') is that whole: its items follow it, to the last.
  return endsAtLastItem(items) && !parts[end]?.listItem ? items : [];
}

/**
 * A label of a few words ('- Thread-safety.') says nothing on its own: it is
 * quoted with the sentence after it on the same line.
 */
function withLabelsJoined(sentences: readonly string[]): string[] {
  const joined: string[] = [];
  let label = '';
  for (const [index, sentence] of sentences.entries()) {
    const text = label ? `${label} ${sentence}` : sentence;
    label = '';
    // A list item's run-in title, set in bold in a Markdown guide ('- **Patch partially (break the chain).** If you…'), may be longer.
    const most = index === 0 && LIST_MARKER.test(text) ? 6 : 3;
    if (text.replace(LIST_MARKER, '').split(/\s+/).length <= most && /\.$/.test(text)) label = text;
    else joined.push(text);
  }
  if (label) joined.push(label);
  return joined;
}

const MAX_CODE_QUOTE = 500;
// A bullet, or a list's number, letter or roman numeral ('3.', 'b)', 'iv.'); not a title's abbreviation ('Mr. Placido', 'Dr.', 'St.').
const LIST_MARKER = /^(?:[-*•]|\(?(?:\d{1,3}|[a-z]|[ivxlc]{2,4})[.)])\s+/i;
const TABLE_RULE = /^\s*\|[\s|:-]+\|\s*$/;

/** Each data row of a table with the header row and its rule above it. */
function tableRows(table: string): string[] {
  const rows = table.split('\n');
  if (rows.length < 3 || !TABLE_RULE.test(rows[1]!)) return rows.map((row) => row);
  // A two-column list of terms ('| -P, --pf | preserve original formatting |') has no header: its first row is a term
  // like the others, quoted alone like them, and no row is quoted under another term's text.
  if (isTermRow(rows[0]!)) return [rows[0]!, ...rows.slice(2)].map((row) => [row, rows[1]].join('\n'));
  return rows.slice(2).map((row) => [rows[0], rows[1], row].join('\n'));
}

/** The row a row quote is for: its last line that is not the rule under a header. */
function quotedRow(rowQuote: string): string {
  return rowQuote
    .split('\n')
    .filter((line) => !TABLE_RULE.test(line))
    .at(-1)!;
}

/** How many words a header cell has at most: a longer one describes a term ('The Line Count must be a valid number'). */
const MAX_HEADER_WORDS = 6;

/** Whether a table's first row is a term and its description rather than column names: an option, or a description too long for a name. */
function isTermRow(row: string): boolean {
  const cells = tableCells(row);
  return cells.length === 2 && (/^-{1,2}[\p{L}\p{N}]/u.test(cells[0]!) || cells[1]!.split(/\s+/).length > MAX_HEADER_WORDS);
}

// A code block and the sentence run on after its closing fence: '```\nfd -e zip\n``` If there are two such files, …'.
const FENCE_THEN_TEXT = /^(```[^\n]*\n[\s\S]*?\n```)[ \t]+(\S[\s\S]*)$/;

/** A quote as Markdown lines: prose escaped with its figures in bold, code fenced, a table's cells escaped. */
export function quoteLines(text: string): string[] {
  // A sentence running through a code block, or an option's code block above what it does: its prose and its code, each as itself.
  if (/\n```/.test(text) && !(text.startsWith('```') && text.indexOf('\n```') === text.length - 4)) {
    const units = textUnits(text).map((unit) => unit.text);
    // A code block with its language after the fence ('``` bash') and the sentence joined after its closing fence reads
    // as one unit: split at the fence, or it would be read again forever.
    const split = units.length > 1 ? units : (FENCE_THEN_TEXT.exec(text)?.slice(1) ?? []);
    if (split.length > 1) return split.flatMap((unit) => quoteLines(unit));
  }
  // A list quoted as a block: a line for each item, its number or bullet kept as Markdown's own.
  if (!text.startsWith('```') && !isTableQuote(text) && text.includes('\n')) {
    return text.split('\n').map((line) => {
      const marker = LIST_MARKER.exec(line)?.[0] ?? '';
      return `${marker}${quoteLines(line.slice(marker.length)).join(' ')}`;
    });
  }
  if (text.startsWith('```')) {
    const body = text.split('\n').slice(1, -1);
    // A fence longer than any run of backticks inside, so the code cannot close it.
    const fence = '`'.repeat(
      Math.max(3, ...body.map((line) => (line.match(/`+/g) ?? []).reduce((max, run) => Math.max(max, run.length + 1), 0))),
    );
    return [fence, ...body, fence];
  }
  if (isTableQuote(text)) {
    return text.split('\n').map((row) => (TABLE_RULE.test(row) ? row.trim() : `| ${tableCells(row).map(escapeTableCell).join(' | ')} |`));
  }
  return [escapeMarkdown(text).replace(FACT, (figure) => `**${figure.trim()}**`)];
}

function isTableQuote(text: string): boolean {
  return text.split('\n').every((row) => /^\s*\|.*\|\s*$/.test(row));
}

function tableCells(row: string): string[] {
  return row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());
}

/** How many of the question's terms (any variant) the passage contains. */
/** How much the part after an example the visitor quotes gains: the rule the example shows ('Write in the present tense.'). */
const QUOTED_RULE_BONUS = 0.5;

/** Whether a part is little more than the phrase the visitor quotes ('Document has been added'): nothing the visitor lacks. */
function isQuotedExample(text: string, quoted: readonly string[][]): boolean {
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  return quoted.some((phrase) => words.length <= phrase.length + 2);
}

/** The phrases a question quotes of two words of meaning or more ('Document has been added'), each as its words. */
function quotedPhrases(question: string): string[][] {
  return namedTerms(question)
    .filter((term) => term.kind === 'quoted')
    .map((term) => term.phrase.split(/\s+/))
    .filter((words) => words.filter((word) => /\p{L}/u.test(word) && !isStopword(word)).length >= 2);
}

// A section's number before its title: '2.5.4', '3.', 'A.1'.
const SECTION_NUMBER = /^\s*(?:\d{1,3}(?:\.\d{1,3})*|[A-Z](?:\.\d{1,3})+)\.?\s+(?=\S)/;

/** The passage's own heading is made only of the question's words, and its text names one of them too. */
function titledByQuestion(passage: ScoredPassage, terms: readonly Term[]): boolean {
  // '2.5.4 HALT' is titled 'HALT': the section's number is no word of its title.
  const leaf = headingLeaf(passage.heading).replace(SECTION_NUMBER, '');
  const words = wordsOf(leaf).filter((word) => !isStopword(word));
  return words.length > 0 && words.every((word) => termsIn(word, terms).length > 0) && termsIn(passage.content, terms).length > 0;
}

/**
 * Whether the question writes a term as a name: in capitals ('JSON', 'GPU', read so by the search) or with a capital
 * letter inside a sentence ('Excel', 'Microsoft Office', 'Python'), not as the sentence's first word.
 */
export function namedIn(question: string, term: Term): boolean {
  if (term.boost > 1) return true;
  const keys = new Set(term.key.split(' '));
  return [...question.matchAll(/(?<![.!?]\s*|^\s*)(?<=\s|\()\p{Lu}[\p{L}\p{N}]*/gu)].some(
    ([word]) => !CALENDAR_WORD.test(word) && keys.has(stemOf(word.toLowerCase())),
  );
}

// 'our Monday meeting', 'in March': a day or a month is written with a capital in English, but names no thing a
// document is about ('Monday' of a question on a meeting's password).
const CALENDAR_WORD =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)s?$/i;

function termsMatched(terms: readonly Term[], passage: ScoredPassage): number {
  return termsIn(`${passage.heading}\n${passage.content}`, terms).length;
}

/** How many headings a 'not covered' answer offers to ask about instead. */
const SUGGESTIONS = 3;

function notCovered(fileName: string, passages: readonly ScoredPassage[]): ComposedAnswer {
  const suggestions = nearestHeadings(passages);
  const hint =
    suggestions.length > 0
      ? ` The nearest it comes is ${suggestions.map((name) => `*${escapeMarkdown(name)}*`).join(', ')}, which does not answer it.`
      : '';
  return {
    covered: false,
    guidance: `**Not covered.** I could not find anything in *${escapeMarkdown(fileName)}* that answers this question, so I will not guess.${hint} Try asking with the words the document itself uses.`,
    citations: [],
    suggestions,
  };
}

/** The headings of the passages nearest the question, best first, each once: the section's own title, not the path above it. */
function nearestHeadings(passages: readonly ScoredPassage[]): string[] {
  const names = passages
    .map((passage) => headingLeaf(passage.heading) || passage.sectionRef)
    .filter((name) => name && !name.startsWith('Paragraph beginning'));
  return [...new Set(names)].slice(0, SUGGESTIONS);
}

/**
 * Where `next` goes on past the end of `quote`: the length of its opening whole sentences that `quote` ends with (0 when
 * none, or when `next` adds nothing after them).
 */
function overlapAt(quote: string, next: string): number {
  // Most pairs share nothing: one look for the opening words of `next` in `quote` settles them.
  if (!quote.includes(next.slice(0, OVERLAP_PROBE))) return 0;
  for (let at = Math.min(next.length - 1, quote.length); at > 0; at -= 1) {
    if (next[at] !== ' ' || !SENTENCE_ENDED.test(next.slice(Math.max(0, at - 4), at))) continue;
    if (quote.endsWith(next.slice(0, at)) && (quote.length === at || /\s/.test(quote[quote.length - at - 1]!))) return at;
  }
  return 0;
}

/** How many characters of a quote's opening are looked for in another before the sentences are compared. */
const OVERLAP_PROBE = 24;

/** Whether `inner` stands whole inside the longer quote `outer`, between spaces or line breaks. */
function quotedWithin(inner: string, outer: string): boolean {
  if (outer.length <= inner.length) return false;
  for (let at = outer.indexOf(inner); at >= 0; at = outer.indexOf(inner, at + 1)) {
    const before = at === 0 ? ' ' : outer[at - 1]!;
    const after = outer[at + inner.length] ?? ' ';
    if (/\s/.test(before) && /\s/.test(after)) return true;
  }
  return false;
}

/** A text as a regular expression that matches it literally. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
