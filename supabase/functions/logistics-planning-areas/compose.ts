// Turns what retrieval found into the brief the info panel promises: a
// two-sentence executive takeaway, 5 to 7 guidance bullets, options with
// decision criteria, and next steps for 30 and 90 days, in Markdown.
import { escapeMarkdown, markdownLink } from '../_shared/markdown.ts';
import type { AreaKey } from './contract.ts';
import { type Figures, formatEuro } from './figures.ts';
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
  area: AreaKey;
  areaLabel: string;
  /** What the visitor asked, with a short follow-up joined to the turn it follows. */
  question: string;
  entries: readonly RankedEntry[];
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

/** Word stems (first five letters) of the question's longer words: enough to match 'vans' with 'van'. */
export function questionStems(question: string): Set<string> {
  const words = question.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return new Set(words.filter((word) => word.length >= 3 && !STOP_WORDS.has(word)).map((word) => word.slice(0, 5)));
}

const STOP_WORDS = new Set([
  'the', 'and', 'for', 'our', 'you', 'your', 'what', 'which', 'should', 'how', 'can', 'are', 'with', 'that', 'this',
  'have', 'has', 'from', 'into', 'about', 'would', 'could', 'will', 'they', 'them', 'their', 'there', 'any', 'does',
  'need', 'want', 'next', 'best', 'more', 'less', 'many', 'much', 'some', 'also', 'when', 'where', 'who', 'why',
  'one', 'two', 'get', 'got', 'come', 'back', 'make', 'take', 'like', 'just', 'very', 'well', 'new', 'use', 'way',
  'out', 'all', 'now', 'than', 'then', 'its', 'was', 'were', 'been', 'over', 'only', 'such', 'each', 'other', 'per',
  'may', 'might', 'must', 'still', 'yet', 'far',
]);

function relevance(text: string, stems: Set<string>): number {
  return [...questionStems(text)].filter((stem) => stems.has(stem)).length;
}

/** `items` with the ones sharing most words with the question first; ties keep their written order. */
function byRelevance<T>(items: readonly T[], textOf: (item: T) => string, stems: Set<string>): T[] {
  return items
    .map((item, index) => ({ item, index, score: relevance(textOf(item), stems) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ item }) => item);
}

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function withoutStop(text: string): string {
  return text.replace(/[.\s]+$/, '');
}

export function figurePhrases(figures: Figures): string[] {
  const phrases: string[] = [];
  if (figures.vehicles) phrases.push(`${figures.vehicles.count} ${figures.vehicles.noun}`);
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

/** What a fleet size means in each area: planning rules of thumb, not external facts. */
const VEHICLE_ADVICE: Record<AreaKey, (fleet: VehicleFigure, tenth: number) => string> = {
  market_lane: ({ count, noun }, tenth) =>
    `Spread your ${count} ${noun} across lanes by contribution, and move the ${tenth} or so (about a tenth) working the weakest lanes first.`,
  network_capacity: ({ count, noun }, tenth) =>
    `For ${count} ${noun}, count capacity in vehicle-days and driver-hours per depot, and test whether covering a peak shortfall of about ${tenth} (a tenth) by subcontracting costs less than owning them.`,
  customer_service: ({ count, noun }, tenth) =>
    `With ${count} ${noun}, track on-time-in-full per vehicle and route as well as per customer, and look first at the ${tenth} (about a tenth) with the worst record.`,
  cost_unit_economics: ({ count, noun }, tenth) =>
    `Across your ${count} ${noun}, compare cost per kilometre vehicle by vehicle: the dearest ${tenth} (about a tenth) is where replacing, redeploying or subcontracting pays first.`,
  fleet_decarbonisation: ({ count, noun }, tenth) =>
    `Across your ${count} ${noun}, switch in waves: a first group of ${tenth} (about a tenth) on the best-fitting duties gives real energy and range data before the rest follow.`,
  workforce_capability: ({ count, noun }) =>
    `Your ${count} ${noun} are only capacity with drivers who have legal hours left, so plan rosters on driver-hours, not on vehicles.`,
  technology_data: ({ count, noun }, tenth) =>
    `Across your ${count} ${noun}, pilot the system or telematics change on ${tenth} (about a tenth) before fitting the whole fleet.`,
  risk_resilience: ({ count, noun }, tenth) =>
    `With ${count} ${noun} on the licence, check the authorised vehicle count, maintenance records and tachograph downloads, sampling ${tenth} (about a tenth) in a first audit round.`,
};

/** Bullets that put the visitor's own figures to work; planning rules of thumb, not external facts. */
function figureBullets(area: AreaKey, figures: Figures): string[] {
  const bullets: string[] = [];
  if (figures.vehicles) bullets.push(VEHICLE_ADVICE[area](figures.vehicles, Math.max(1, Math.round(figures.vehicles.count / 10))));
  if (figures.lanes !== undefined) {
    const weakest = Math.max(1, Math.ceil(figures.lanes / 5));
    bullets.push(
      `Rank your ${figures.lanes} lanes by contribution per vehicle-day and start with the weakest ${weakest} (the bottom fifth), where a fix or an exit changes margin most.`,
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

/** True when two bullets state the same fact: the same euro amount or percentage, or mostly the same words. */
function nearDuplicate(a: string, b: string): boolean {
  const figures = new Set(a.match(MONEY_OR_SHARE) ?? []);
  if ((b.match(MONEY_OR_SHARE) ?? []).some((figure) => figures.has(figure))) return true;
  const left = questionStems(a);
  const right = questionStems(b);
  const smaller = Math.min(left.size, right.size);
  // Short bullets share too few words to judge by overlap.
  if (smaller < 4) return false;
  const shared = [...left].filter((stem) => right.has(stem)).length;
  return shared / smaller >= 0.6;
}

function takeawayOf(primary: KnowledgeRow, figures: Figures): string {
  const phrases = figurePhrases(figures);
  const step = `the first step is to ${lowerFirst(withoutStop(primary.next30[0] ?? 'agree what success looks like'))}.`;
  const second = phrases.length > 0 ? `For ${joinPhrases(phrases)}, ${step}` : `${step.charAt(0).toUpperCase()}${step.slice(1)}`;
  return `${withoutStop(primary.takeaway)}. ${second}`;
}

function guidanceBullets(area: AreaKey, entries: readonly KnowledgeRow[], figures: Figures, stems: Set<string>): string[] {
  const [primary, ...others] = entries;
  if (!primary) return [];
  const bullets = figureBullets(area, figures).slice(0, 2);
  const primaryRanked = byRelevance(primary.guidance, (text) => text, stems);
  const otherRanked = others.map((entry) => byRelevance(entry.guidance, (text) => text, stems));
  // The primary entry leads with four bullets; each other entry adds its
  // best bullet when it shares at least two words with the question; then
  // the primary's remaining bullets, up to 7.
  const relevantOthers = otherRanked.map((ranked) => ranked[0]).filter((bullet) => bullet !== undefined && relevance(bullet, stems) >= 2);
  const core = [...primaryRanked.slice(0, 4), ...relevantOthers, ...primaryRanked.slice(4)].filter(
    (bullet): bullet is string => bullet !== undefined,
  );
  // Bullets from the other entries that the question does not touch only fill up to the minimum.
  const filler = byRelevance(otherRanked.flat(), (text) => text, stems);
  const add = (bullet: string) => {
    if (bullets.length < MAX_BULLETS && !bullets.some((chosen) => nearDuplicate(chosen, bullet))) bullets.push(bullet);
  };
  core.forEach(add);
  for (const bullet of filler) {
    if (bullets.length >= MIN_BULLETS && relevance(bullet, stems) < 2) break;
    add(bullet);
  }
  // The promised minimum outranks the duplicate check: top up with any unused bullet.
  for (const bullet of [...core, ...filler]) {
    if (bullets.length >= MIN_BULLETS) break;
    if (!bullets.includes(bullet)) bullets.push(bullet);
  }
  return bullets;
}

function optionLines(entries: readonly KnowledgeRow[], stems: Set<string>): string[] {
  const [primary, ...others] = entries;
  if (!primary) return [];
  const candidates = [...primary.options, ...others.flatMap((entry) => byRelevance(entry.options, (o) => `${o.option} ${o.choose_when}`, stems).slice(0, 1))];
  return candidates
    .slice(0, MAX_OPTIONS)
    .map((option) => `- **${option.option}**: choose this when ${withoutStop(option.choose_when)}.`);
}

function steps(entries: readonly KnowledgeRow[], pick: (entry: KnowledgeRow) => readonly string[]): string[] {
  const [primary, secondary] = entries;
  const list = [...(primary ? pick(primary) : []), ...(secondary ? pick(secondary).slice(0, 1) : [])];
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
    `**Executive takeaway (${input.areaLabel}).** ${brief.takeaway}`,
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
  const used = input.entries.map((hit) => hit.entry);
  const [primary] = used;
  if (!primary) throw new Error('composeBrief needs at least one knowledge entry');
  const stems = questionStems(input.question);
  const takeaway = takeawayOf(primary, input.figures);
  const bullets = guidanceBullets(input.area, used, input.figures, stems);
  const markdown = renderBrief(input, {
    takeaway,
    bullets,
    options: optionLines(used, stems),
    next30: steps(used, (entry) => entry.next30),
    next90: steps(used, (entry) => entry.next90),
  });
  return { markdown, takeaway, bullets, used };
}
