// Turns what retrieval found into the brief the info panel promises: a
// two-sentence executive takeaway, 5 to 7 guidance bullets, options with
// decision criteria, and next steps for 30 and 90 days, in Markdown.
import { escapeMarkdown, markdownLink } from '../_shared/markdown.ts';
import type { AreaKey } from './contract.ts';
import { type Figures, formatEuro, heavyVehicles, singular } from './figures.ts';
import { contentStems } from '../_shared/search/words.ts';
import {
  answerScore,
  leansOnBefore,
  type QuestionFocus,
  questionFocus,
  sharedWords,
  statesAskedFigure,
  statesAskedFigureAlone,
} from './answer-focus.ts';
import type { KnowledgeRow, RankedEntry } from './retrieval.ts';

export const MIN_BULLETS = 5;
export const MAX_BULLETS = 7;
const MAX_OPTIONS = 4;

/** A passage from a page read live, chosen for the question. */
export interface LiveExcerpt {
  title: string;
  url: string;
  text: string;
}

export interface BriefInput {
  /** The area that answers (the chosen one unless the question clearly belongs elsewhere); it frames the brief. */
  area: AreaKey;
  areaLabel: string;
  /** One line saying the question was answered from another area than the one chosen. */
  notice?: string;
  /** False when nothing in the knowledge matched the question and the area's general entries stand in. */
  matched?: boolean;
  /** Lines about dated measures: ends that fall before the year asked about, or within 60 days. */
  datedLines?: readonly string[];
  /** What the visitor asked, with a short follow-up joined to the turn it follows. */
  question: string;
  /** The visitor's newest message alone, when `question` joins it to earlier turns: it says what is asked now. */
  message?: string;
  entries: readonly RankedEntry[];
  /**
   * The answering area's entries, general ones first: their sentences fill the guidance up to the promised five
   * bullets when the entries found run short (one thin entry whose best sentences went into the takeaway).
   */
  spare?: readonly KnowledgeRow[];
  figures: Figures;
  excerpts: readonly LiveExcerpt[];
  /** How many live pages were tried (trusted sites and suggestions). */
  attempted: number;
}

export interface Brief {
  markdown: string;
  takeaway: string;
  bullets: string[];
  /** Entries the brief drew on, in order. */
  used: KnowledgeRow[];
}

/** Word stems of a text's meaningful words, as the search engine reads them. */
export function questionStems(text: string): Set<string> {
  return new Set(contentStems(text));
}

/**
 * A sentence answers only when it scores at least this much: about one
 * distinctive shared word, or a common one with the figure asked for. One
 * common word ('truck') says nothing about the question.
 */
const MIN_ANSWER_SCORE = 3;

/** How well an item answers: nothing below the score that answers, so a lone common word does not reorder what we wrote. */
function answerWeight(focus: QuestionFocus, text: string, alone = false): number {
  const score = answerScore(focus, text, alone);
  return score >= MIN_ANSWER_SCORE ? score : 0;
}

/**
 * `items` with the ones answering the question best first; ties (and items that do not answer) keep their written order.
 * `alone` marks items read without the sentence written before them (another entry's sentences among the primary's
 * bullets), where one leaning on that sentence ('These limits…') loses as it would opening the reply.
 */
function byAnswer<T>(items: readonly T[], textOf: (item: T) => string, focus: QuestionFocus, alone = false): T[] {
  return items
    .map((item, index) => ({ item, index, score: answerWeight(focus, textOf(item), alone) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ item }) => item);
}

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * A takeaway sentence opens with a capital, even when the entry's sentence opens with a brand written
 * in lower case ('bp states…'): a reader, and anything counting the takeaway's sentences, takes a
 * full stop before a lower-case word for an abbreviation, so two sentences would read as one.
 */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function withoutStop(text: string): string {
  return text.replace(/[.\s]+$/, '');
}

/** The visitor's figures in plain English, for echoing back: '12 trucks', 'about 400 km a day'. */
export function figurePhrases(figures: Figures): string[] {
  const phrases: string[] = [];
  if (figures.vehicles)
    phrases.push(`${figures.vehicles.count} ${figures.vehicles.count === 1 ? singular(figures.vehicles.noun) : figures.vehicles.noun}`);
  if (figures.dailyKm !== undefined) phrases.push(`about ${figures.dailyKm.toLocaleString('en-IE')} km a day`);
  if (figures.sites !== undefined) phrases.push(`${figures.sites} site${figures.sites === 1 ? '' : 's'}`);
  if (figures.volume) phrases.push(`${figures.volume.count.toLocaleString('en-IE')} ${figures.volume.unit} a ${figures.volume.per}`);
  if (figures.lanes !== undefined) phrases.push(`${figures.lanes} lanes`);
  if (figures.drivers !== undefined) phrases.push(`${figures.drivers} drivers`);
  if (figures.budget !== undefined) phrases.push(`a budget of ${formatEuro(figures.budget)}`);
  return phrases;
}

function joinPhrases(phrases: readonly string[]): string {
  if (phrases.length <= 1) return phrases.join('');
  return `${phrases.slice(0, -1).join(', ')} and ${phrases.at(-1)}`;
}

type VehicleFigure = NonNullable<Figures['vehicles']>;

/** A first group of about a tenth of the fleet, in plain words: 'one truck', '3 vans'. */
function firstGroup({ count, noun }: VehicleFigure): string {
  const size = Math.max(1, Math.round(count / 10));
  return size === 1 ? `one ${singular(noun)}` : `${size} ${noun}`;
}

/** What a fleet size means in each area: planning rules of thumb, not external facts. */
const VEHICLE_ADVICE: Record<AreaKey, (fleet: VehicleFigure) => string> = {
  market_lane: (fleet) =>
    `Spread your ${fleet.count} ${fleet.noun} across lanes by contribution, and move ${firstGroup(fleet)} off the weakest lanes first.`,
  network_capacity: (fleet) =>
    `For ${fleet.count} ${fleet.noun}, count capacity in vehicle-days and driver-hours per depot, and test whether covering a peak shortfall of ${firstGroup(fleet)} by subcontracting costs less than owning them.`,
  customer_service: (fleet) =>
    `With ${fleet.count} ${fleet.noun}, track on-time-in-full per vehicle and route as well as per customer, and look first at the ${firstGroup(fleet) === `one ${singular(fleet.noun)}` ? `${singular(fleet.noun)}` : firstGroup(fleet)} with the worst record.`,
  cost_unit_economics: (fleet) =>
    `Across your ${fleet.count} ${fleet.noun}, compare cost per kilometre vehicle by vehicle: replacing, redeploying or subcontracting the dearest ${firstGroup(fleet)} pays first.`,
  fleet_decarbonisation: (fleet) =>
    `Of your ${fleet.count} ${fleet.noun}, switch ${firstGroup(fleet)} on the best-fitting duty first: it gives real energy and range data before the rest follow.`,
  workforce_capability: ({ count, noun }) =>
    `Your ${count} ${noun} are only capacity with drivers who have legal hours left, so plan rosters on driver-hours, not on vehicles.`,
  technology_data: (fleet) =>
    `Across your ${fleet.count} ${fleet.noun}, pilot the system or telematics change on ${firstGroup(fleet)} before fitting the whole fleet.`,
  risk_resilience: (fleet) =>
    `With ${fleet.count} ${fleet.noun} on the licence, check the authorised vehicle count, maintenance records and tachograph downloads, starting with ${firstGroup(fleet)} in a first audit round.`,
};

/** Planning range of a current battery-electric truck: makers quote about 300 km; we allow a fifth for cold, full loads and hills. */
const TRUCK_QUOTED_KM = 300;
const TRUCK_PLANNING_KM = 240;

/** True when the question is about going electric. */
function asksAboutElectric(question: string): boolean {
  return /\b(?:electric|ev|evs|battery|zero[- ]emission|charg\w*)\b/i.test(question);
}

/**
 * The visitor's daily distance set against what an electric vehicle can do,
 * with the assumption and where it comes from; undefined when the question
 * is not about going electric or gives no distance.
 */
export function rangeVerdict(question: string, figures: Figures): string | undefined {
  const km = figures.dailyKm;
  if (km === undefined || !asksAboutElectric(question)) return undefined;
  const daily = `about ${km.toLocaleString('en-IE')} km a day`;
  if (figures.vehicles && !heavyVehicles(figures.vehicles.noun)) {
    return `At ${daily}, check each electric van’s rated (WLTP) range against the duty and plan on about 70% of it in winter, which is our planning margin rather than a published figure: a van rated well above ${Math.round(km / 0.7).toLocaleString('en-IE')} km covers the day on an overnight depot charge.`;
  }
  const assumption = `this assumes about ${TRUCK_PLANNING_KM} km a charge, our planning figure below the roughly ${TRUCK_QUOTED_KM} km that makers quote for current battery-electric trucks (Volvo Trucks), to allow for cold weather, full loads and hills`;
  if (km <= TRUCK_PLANNING_KM) {
    return `At ${daily}, the duty fits one charge of a current battery-electric truck, so an electric truck charged overnight at the depot can do it; ${assumption}.`;
  }
  if (km <= TRUCK_PLANNING_KM * 2) {
    return `At ${daily}, the duty is beyond one charge of a current battery-electric truck, so switching works only with a second charge during the day, such as a high-power charge at the far end or during the driver’s 45-minute break; ${assumption}.`;
  }
  return `At ${daily}, the duty is well beyond what a current battery-electric truck does even with one charge during the day, so it is not yet a fit: electrify shorter duties first and use HVO here meanwhile; ${assumption}.`;
}

/** Bullets that put the visitor's own figures to work; planning rules of thumb, not external facts. */
function figureBullets(area: AreaKey, figures: Figures): string[] {
  const bullets: string[] = [];
  // Waves, samples and shares need a fleet of several; one vehicle is simply the one to plan for.
  if (figures.vehicles && figures.vehicles.count > 1) bullets.push(VEHICLE_ADVICE[area](figures.vehicles));
  if (figures.sites !== undefined && figures.sites > 1) {
    bullets.push(
      `With ${figures.sites} sites, compare cost and service site by site before changing the network: the weakest site is where a merger, a move or a new cross-dock pays first.`,
    );
  }
  if (figures.volume) {
    const { count, unit, per } = figures.volume;
    bullets.push(
      `At ${count.toLocaleString('en-IE')} ${unit} a ${per}, work out the cost per ${singular(unit)} and check it against what each customer pays; small changes per ${singular(unit)} add up across that volume.`,
    );
  }
  if (figures.lanes !== undefined) {
    const weakest = Math.max(1, Math.ceil(figures.lanes / 5));
    bullets.push(
      `Rank your ${figures.lanes} lanes by contribution per vehicle-day and start with the weakest ${weakest === 1 ? 'one' : weakest} (the bottom fifth), where a fix or an exit changes margin most.`,
    );
  }
  if (figures.drivers !== undefined) {
    bullets.push(
      `With ${figures.drivers} drivers, every roster, training or policy change reaches customers through them: brief them early and track its effect driver by driver.`,
    );
  }
  if (figures.budget !== undefined) {
    bullets.push(
      `Stage the ${formatEuro(figures.budget)} budget: commit about a third (${formatEuro(figures.budget / 3)}) to a first phase with measured results before releasing the rest.`,
    );
  }
  return bullets;
}

const MONEY_OR_SHARE = /€[\d,.]+|\d+(?:\.\d+)?%/g;

/** Figures as a sentence states them: '€3,800', '28 days', 'two years', '2027'. */
const FIGURE =
  /€?\d[\d,.]*%?|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[- ](?:minutes?|hours?|days?|weeks?|months?|years?)\b/gi;

/** True when `b` states a figure that `a` does not. */
function addsFigure(a: string, b: string): boolean {
  const known = new Set((a.match(FIGURE) ?? []).map((figure) => figure.toLowerCase()));
  return (b.match(FIGURE) ?? []).some((figure) => !known.has(figure.toLowerCase()));
}

/**
 * True when two bullets state the same fact: the same euro amount or percentage, or mostly the same words. With
 * `saysMore`, a longer sentence holding the shorter one's words and as many again of its own is not a repeat: it
 * goes on to what the shorter one does not say (the service a notice is made on, after the notice itself).
 */
function nearDuplicate(a: string, b: string, saysMore = false): boolean {
  const figures = new Set(a.match(MONEY_OR_SHARE) ?? []);
  if ((b.match(MONEY_OR_SHARE) ?? []).some((figure) => figures.has(figure))) return true;
  const left = questionStems(a);
  const right = questionStems(b);
  const smaller = Math.min(left.size, right.size);
  // Short bullets share too few words to judge by overlap.
  if (smaller < 4) return false;
  const shared = [...left].filter((stem) => right.has(stem)).length;
  return shared / smaller >= 0.6 && !(saysMore && shared / Math.max(left.size, right.size) <= 0.5);
}

/** Questions that weigh a decision ('should we', 'is it worth', not 'how should we'): the entry's own takeaway answers them. */
const DECISION_QUESTION =
  /(?<!\b(?:how|what|which|when|where|who)\s+)\bshould\b|\b(?:worth|realistic|makes? sense|better off|a good idea)\b/i;

interface Candidate {
  text: string;
  entry: KnowledgeRow;
  /** Added to the score: the leading entry ahead on a tie, its takeaway ahead for a decision. */
  bonus: number;
}

/** The candidate that best answers the question, read first; undefined when none scores enough to answer it. */
function bestCandidate(focus: QuestionFocus, candidates: readonly Candidate[]): Candidate | undefined {
  let best: { candidate: Candidate; score: number } | undefined;
  for (const candidate of candidates) {
    const score = answerScore(focus, candidate.text, true);
    if (score < MIN_ANSWER_SCORE) continue;
    if (!best || score + candidate.bonus > best.score) best = { candidate, score: score + candidate.bonus };
  }
  return best?.candidate;
}

/** An entry ranked at least this share of the first one's score is close enough to lead the brief when it holds the answer. */
const CLOSE_RANK_SHARE = 0.6;
/** What an entry's retrieval rank adds to its sentences' scores, the best-ranked entry's adding this much (about a common shared word). */
const ENTRY_RANK_WEIGHT = 1.5;

/**
 * The sentence that best answers the question, from the takeaways and
 * guidance of the entries of the answering area, and the entry it belongs
 * to: that entry leads the brief even when retrieval ranked another of the
 * area's entries a little higher.
 */
function leadFact(question: string, found: readonly RankedEntry[], focus: QuestionFocus): Candidate | undefined {
  const decision = DECISION_QUESTION.test(question);
  const [primary] = found;
  // Another area's sentence would answer under the wrong frame, and an entry ranked well below the first is about
  // something else than the question's subject: the lead comes from the answering area's entries that rank close.
  const candidates = found
    .filter((hit) => hit.entry.area === primary?.entry.area && hit.rank >= (primary?.rank ?? 0) * CLOSE_RANK_SHARE)
    .flatMap(({ entry, rank }) => {
      // How well the whole entry matched counts too: a sentence of the best-ranked entry is ahead on a near tie.
      const standing = ENTRY_RANK_WEIGHT * (primary && primary.rank > 0 ? rank / primary.rank : 1);
      return [
        { text: entry.takeaway, entry, bonus: standing + (decision ? 1.5 : 0.25) },
        ...entry.guidance.map((text) => ({ text, entry, bonus: standing })),
      ];
    });
  return bestCandidate(focus, candidates);
}

/**
 * Sentence one answers the question (a range verdict, or the fact it asks
 * about). Sentence two echoes the visitor's figures with a first step; or,
 * without figures, adds the entry's point when sentence one was a detail, or
 * the best detail when sentence one was the entry's point.
 */
function takeawayOf(input: BriefInput, primary: KnowledgeRow, lead: string | undefined, focus: QuestionFocus): string {
  const phrases = figurePhrases(input.figures);
  const step = `the first step is to ${lowerFirst(withoutStop(primary.next30[0] ?? 'agree what success looks like'))}.`;
  if (input.matched === false) {
    const opening = `Our knowledge base does not answer this question directly, so this is the general ${input.areaLabel} brief.`;
    return `${opening} ${upperFirst(withoutStop(primary.takeaway))}.`;
  }
  const first = rangeVerdict(input.question, input.figures) ?? lead ?? primary.takeaway;
  const detail =
    first === primary.takeaway
      ? bestCandidate(
          focus,
          primary.guidance.map((text) => ({ text, entry: primary, bonus: 0 })),
        )?.text
      : primary.takeaway;
  const second = phrases.length > 0 ? `For your ${joinPhrases(phrases)}, ${step}` : (detail ?? step);
  return `${upperFirst(withoutStop(first))}. ${upperFirst(second)}`;
}

/** Another entry's sentence scoring at least this share of the primary's best answers the question too, so it is not filler. */
const ANSWERING_SHARE = 0.8;

function guidanceBullets(
  area: AreaKey,
  entries: readonly KnowledgeRow[],
  figures: Figures,
  focus: QuestionFocus,
  takeaway: string,
  spare: readonly KnowledgeRow[] = [],
): string[] {
  const [primary, ...others] = entries;
  if (!primary) return [];
  const bullets = figureBullets(area, figures).slice(0, 2);
  // The takeaway already says its fact; the entry's own point joins the bullets when the takeaway did not use it,
  // and a bullet stating the takeaway's fact again (another entry's copy of the same grant) does not, unless it
  // also gives a figure the takeaway lacks: the period or limit asked about often sits in such a sentence.
  const fresh = (text: string) => !takeaway.includes(withoutStop(text)) && (!nearDuplicate(takeaway, text) || addsFigure(takeaway, text));
  const primaryRanked = [
    ...(fresh(primary.takeaway) ? [primary.takeaway] : []),
    ...byAnswer(primary.guidance, (text) => text, focus).filter(fresh),
  ];
  // Another entry's sentences are read without the one written before them.
  const otherRanked = others.map((entry) => byAnswer([entry.takeaway, ...entry.guidance], (text) => text, focus, true).filter(fresh));
  const strongest = Math.max(0, ...primaryRanked.map((text) => answerScore(focus, text)));
  const answering = byAnswer(otherRanked.flat(), (text) => text, focus, true)
    .filter((text) => answerScore(focus, text, true) >= strongest * ANSWERING_SHARE)
    .slice(0, 2);
  // The primary entry leads with three bullets, then what other entries say that answers the question as well,
  // then each other entry's best bullet when it shares at least two words with the question, then the primary's rest.
  const relevantOthers = otherRanked
    .map((ranked) => ranked[0])
    .filter((bullet): bullet is string => bullet !== undefined && sharedWords(focus, bullet) >= 2);
  // The primary's sentences that answer lead; those that do not touch the question come after other entries'
  // sentences stating the kind of figure asked for ('how long' wants a period): those answer, the rest only fills.
  // When none of the primary's sentences answers, its written order leads as before.
  // A sentence of the primary entry stating a figure particular to what is asked (a liability cap) answers too,
  // ahead of those that do not, even in words the question does not share.
  const alone = primaryRanked.filter((text) => answerWeight(focus, text) === 0 && statesAskedFigureAlone(focus, text));
  const hits = [...primaryRanked.filter((text) => answerWeight(focus, text) > 0), ...alone];
  const fill = primaryRanked.filter((text) => !hits.includes(text));
  const lead = hits.length > 0 ? hits : primaryRanked;
  // Up to three: two sentences tied on the question's words ('within 14 days', '6 years') should not shut out a third.
  const statingAsked = filterStatingAsked(otherRanked.flat(), focus)
    .filter((text) => !answering.includes(text) && !relevantOthers.includes(text))
    .slice(0, 3);
  // Another entry's sentence that answers and shares at least two words with the question comes before the
  // primary's sentences that do not touch it: a question asking two things ('what breaks and what daily rest')
  // often finds its second answer in the second entry, below that entry's best sentence.
  const touching = byAnswer(otherRanked.flat(), (text) => text, focus, true)
    .filter(
      (text) =>
        answerWeight(focus, text, true) > 0 &&
        sharedWords(focus, text) >= 2 &&
        !leansOnBefore(text) &&
        !answering.includes(text) &&
        !relevantOthers.includes(text) &&
        !statingAsked.includes(text),
    )
    .slice(0, 2);
  // Past its first three, the primary's sentences give way to another entry's sentence stating the kind of figure
  // asked for that answers better than they do: the limit asked about often sits in the second entry, while the
  // primary's weaker sentences only touch the question.
  const rest = [...lead.slice(3)];
  const late: string[] = [];
  for (const text of statingAsked) {
    const score = answerScore(focus, text, true);
    const at = rest.findIndex((own) => answerScore(focus, own) < score);
    if (at >= 0 && hits.length > 0) rest.splice(at, 0, text);
    else late.push(text);
  }
  const core = [
    ...lead.slice(0, 3),
    ...answering,
    ...rest.slice(0, 1),
    ...relevantOthers,
    ...rest.slice(1),
    ...late,
    ...(hits.length > 0 ? [...touching, ...fill] : []),
  ];
  // Bullets from the other entries that the question does not touch only fill up to the minimum.
  const filler = byAnswer(otherRanked.flat(), (text) => text, focus, true);
  // A sentence sharing a sum with a chosen bullet still joins when it states a figure that bullet lacks of the kind
  // the question asks for (the rate a benefit is worked out at, beside another entry's copy of the same reduction).
  const repeats = (chosen: string, bullet: string) =>
    nearDuplicate(chosen, bullet, true) &&
    !(statesAskedFigure(focus, bullet) && addsFigure(chosen, bullet) && answerWeight(focus, bullet, true) > 0);
  const add = (bullet: string) => {
    if (bullets.length < MAX_BULLETS && !bullets.some((chosen) => repeats(chosen, bullet))) bullets.push(bullet);
  };
  core.forEach(add);
  for (const bullet of filler) {
    if (bullets.length >= MIN_BULLETS && sharedWords(focus, bullet) < 2) break;
    add(bullet);
  }
  // The promised minimum outranks the duplicate check: top up with any unused bullet.
  for (const bullet of [...core, ...filler]) {
    if (bullets.length >= MIN_BULLETS) break;
    if (!bullets.includes(bullet)) bullets.push(bullet);
  }
  // Still short (a single thin entry): the area's other entries, their sentences nearest the question first.
  const used = new Set(entries.map((entry) => entry.slug));
  const spareSentences = spare.filter((entry) => !used.has(entry.slug)).flatMap((entry) => [entry.takeaway, ...entry.guidance]);
  for (const bullet of byAnswer(spareSentences, (text) => text, focus, true)) {
    if (bullets.length >= MIN_BULLETS) break;
    if (fresh(bullet) && !bullets.some((chosen) => nearDuplicate(chosen, bullet))) bullets.push(bullet);
  }
  return bullets;
}

/**
 * Sentences that answer the question and state the kind of figure it asks for, best first; one leaning on the sentence
 * written before it ('These limits…') does not stand alone among another entry's bullets.
 */
function filterStatingAsked(sentences: readonly string[], focus: QuestionFocus): string[] {
  return byAnswer(sentences, (text) => text, focus, true).filter(
    (text) => statesAskedFigure(focus, text) && answerWeight(focus, text, true) > 0 && !leansOnBefore(text),
  );
}

function optionLines(entries: readonly KnowledgeRow[], focus: QuestionFocus): string[] {
  const [primary, ...others] = entries;
  if (!primary) return [];
  const text = (option: KnowledgeRow['options'][number]) => `${option.option} ${option.choose_when}`;
  // Another entry's option joins only when it shares at least two words with the question.
  const relevantOthers = others.flatMap((entry) =>
    byAnswer(entry.options, text, focus)
      .slice(0, 1)
      .filter((option) => sharedWords(focus, text(option)) >= 2),
  );
  const candidates = [...primary.options, ...relevantOthers];
  return candidates.slice(0, MAX_OPTIONS).map((option) => `- **${option.option}**: choose this when ${withoutStop(option.choose_when)}.`);
}

function steps(entries: readonly KnowledgeRow[], pick: (entry: KnowledgeRow) => readonly string[], focus: QuestionFocus): string[] {
  const [primary, secondary] = entries;
  // The second entry's step joins only when it shares at least two words with the question.
  const extra = secondary
    ? byAnswer(pick(secondary), (step) => step, focus)
        .slice(0, 1)
        .filter((step) => sharedWords(focus, step) >= 2)
    : [];
  const list = [...(primary ? pick(primary) : []), ...extra];
  return [...new Set(list)].map((step) => `- ${step}`);
}

function sourceNote(input: BriefInput): string {
  if (input.excerpts.length > 0) {
    return `_Built from the Meitheal knowledge base and ${input.excerpts.length} live page${input.excerpts.length === 1 ? '' : 's'} read just now; the sources are listed under this reply._`;
  }
  if (input.attempted > 0) {
    return `_Built from the Meitheal knowledge base: the ${input.attempted} live source${input.attempted === 1 ? '' : 's'} tried could not be used just now (see attempted sources). Facts carry their source and as-of date._`;
  }
  return '_Built from the Meitheal knowledge base; facts carry their source and as-of date._';
}

/** The brief's sections, already Markdown lines, whoever wrote them. */
export interface BriefSections {
  takeaway: string;
  /** Guidance bullets, without the list marker. */
  bullets: readonly string[];
  /** Option lines, each a complete Markdown list item. */
  options: readonly string[];
  next30: readonly string[];
  next90: readonly string[];
}

/** The Markdown of a brief: the sections under our headings, then the live excerpts and the source note (always ours). */
export function renderBrief(input: BriefInput, brief: BriefSections): string {
  const sections = [
    ...(input.notice ? [`_${input.notice}_`] : []),
    `**Executive takeaway (${input.areaLabel}).** ${brief.takeaway}`,
    ...((input.datedLines ?? []).length > 0 ? [(input.datedLines ?? []).map((line) => `- ${line}`).join('\n')] : []),
    '### Guidance',
    brief.bullets.map((bullet) => `- ${bullet}`).join('\n'),
    '### Options and decision criteria',
    brief.options.join('\n'),
    '### Next steps',
    `**Next 30 days**\n\n${brief.next30.join('\n')}`,
    `**Next 90 days**\n\n${brief.next90.join('\n')}`,
  ];
  if (input.excerpts.length > 0) {
    sections.push(
      '### From live sources',
      input.excerpts.map((excerpt) => `- ${markdownLink(excerpt.title, excerpt.url)}: “${escapeMarkdown(excerpt.text)}”`).join('\n'),
    );
  }
  sections.push(sourceNote(input));
  return sections.join('\n\n');
}

/** The brief for one question. `entries` must hold at least one entry, the most relevant first. */
export function composeBrief(input: BriefInput): Brief {
  const found = input.entries.map((hit) => hit.entry);
  if (!found[0]) throw new Error('composeBrief needs at least one knowledge entry');
  const focus = questionFocus(input.question, input.message);
  const lead = input.matched === false ? undefined : leadFact(input.question, input.entries, focus);
  // The entry holding the answer leads: its takeaway, bullets, options and steps come first.
  const used = lead ? [lead.entry, ...found.filter((entry) => entry !== lead.entry)] : found;
  const [primary = found[0]] = used;
  const takeaway = takeawayOf(input, primary, lead?.text, focus);
  const bullets = guidanceBullets(input.area, used, input.figures, focus, takeaway, input.spare);
  const markdown = renderBrief(input, {
    takeaway,
    bullets,
    options: optionLines(used, focus),
    next30: steps(used, (entry) => entry.next30, focus),
    next90: steps(used, (entry) => entry.next90, focus),
  });
  // An entry of the area that lent a bullet is used too: its sources are cited and its figures checked like the rest.
  const usedSlugs = new Set(used.map((entry) => entry.slug));
  const lent = (input.spare ?? []).filter(
    (entry) => !usedSlugs.has(entry.slug) && [entry.takeaway, ...entry.guidance].some((text) => bullets.includes(text)),
  );
  return { markdown, takeaway, bullets, used: [...used, ...lent] };
}
