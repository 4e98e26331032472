// One planning reply: understand the question (with a short follow-up joined
// to the turn before), find the knowledge, read live sources, compose the
// brief (phrased by the configured language model when there is one), and
// say what was used, what was tried and which path wrote it.
import type { Database } from '../_shared/database.ts';
import type { LlmConfig } from '../_shared/llm/config.ts';
import type { GeneratedBy } from '../_shared/llm/generate.ts';
import { type AreaKey, areaLabel, type PlanningRequest } from './contract.ts';
import { isoDateIn } from '../_shared/calendar.ts';
import { datedLines } from './dates.ts';
import { type Brief, type BriefInput, composeBrief } from './compose.ts';
import { mergeFigures } from './figures.ts';
import { cachedSafeReader, gatherLiveContext, type AttemptedSource, type PageReader } from './live-sources.ts';
import { writeBrief, type WrittenBrief } from './model.ts';
import { areaEntries, findEntries } from './retrieval.ts';

export interface ReplySource {
  title: string;
  publisher: string;
  url?: string;
  asOf: string;
  kind: 'knowledge' | 'live';
}

export interface PlanningReply {
  reply: string;
  sources: ReplySource[];
  attemptedSources: AttemptedSource[];
  /** Slugs of the knowledge entries used, best first (for tests and the evaluation). */
  entries: string[];
  /** The area whose knowledge answered; differs from the chosen one when the question clearly belongs elsewhere. */
  answeredArea: AreaKey;
  /** Set when the answer came from another area: the page offers a one-click switch to it. */
  suggestedArea?: AreaKey;
  generatedBy: GeneratedBy;
}

/** A question this short leans on the turn before it ('and for the vans?'). */
const FOLLOW_UP_WORDS = 12;
/** Openings and words that point back to an earlier turn: 'and what about…', 'is that…', 'them'. */
const POINTS_BACK = /^(?:and|but|so|also|then|what about|how about|what if|ok|okay)\b|\b(?:that|those|them|it|this|these|they)\b/i;

/** True when the question leans on an earlier turn for its subject. */
export function isFollowUp(message: string): boolean {
  const words = message.split(/\s+/).filter(Boolean).length;
  return words < FOLLOW_UP_WORDS || POINTS_BACK.test(message.trim());
}

/**
 * The text to search with: the question, joined to the earlier questions when
 * it is a follow-up, so the subject of the conversation carries on ('and what
 * grant is there for that?' after a question about electric vans).
 */
export function searchText(request: Pick<PlanningRequest, 'message' | 'history'>): string {
  const earlier = request.history.filter((turn) => turn.role === 'user').map((turn) => turn.content);
  return isFollowUp(request.message) && earlier.length > 0 ? [request.message, ...earlier.slice(-2).reverse()].join(' ') : request.message;
}

/** Everything a reply needs before its brief is written: the offline brief, its material, and the sources. */
export interface PlanningDraft {
  input: BriefInput;
  /** The area the visitor chose. */
  chosenArea: AreaKey;
  /** The offline composer's brief, the answer whenever no model writes one. */
  brief: Brief;
  visitor: { question: string; earlierQuestions: string[] };
  sources: ReplySource[];
  attemptedSources: AttemptedSource[];
}

export async function draftPlanningReply(
  db: Database,
  request: PlanningRequest,
  read: PageReader = cachedSafeReader,
  now: Date = new Date(),
): Promise<PlanningDraft> {
  const text = searchText(request);
  const earlierQuestions = request.history
    .filter((turn) => turn.role === 'user')
    .map((turn) => turn.content)
    .reverse();
  const figures = mergeFigures([request.message, ...earlierQuestions]);
  const found = await findEntries(db, request.area, text, text !== request.message ? request.message : undefined);
  const live = await gatherLiveContext(db, found.answeredArea, text, request.suggestedUrls, read);
  const switched = found.answeredArea !== request.area;
  const input: BriefInput = {
    area: found.answeredArea,
    areaLabel: areaLabel(found.answeredArea),
    ...(switched ? { notice: `This is a ${areaLabel(found.answeredArea)} question, so this brief answers from that area.` } : {}),
    matched: found.matched,
    datedLines: datedLines(found.matched ? found.entries.map((hit) => hit.entry.slug) : [], text, isoDateIn(now)),
    question: text,
    message: request.message,
    entries: found.entries,
    spare: areaEntries(found.answeredArea),
    figures,
    excerpts: live.excerpts,
    attempted: live.attempts.length,
  };
  const brief = composeBrief(input);
  const knowledgeSources = new Map<string, ReplySource>();
  for (const entry of brief.used) {
    for (const source of entry.sources) {
      knowledgeSources.set(source.title, {
        title: source.title,
        publisher: source.publisher,
        ...(source.url ? { url: source.url } : {}),
        asOf: source.as_of,
        kind: 'knowledge',
      });
    }
  }
  const liveSources: ReplySource[] = live.excerpts.map((excerpt) => ({
    title: excerpt.title,
    publisher: new URL(excerpt.url).hostname,
    url: excerpt.url,
    asOf: new Date().toISOString().slice(0, 10),
    kind: 'live',
  }));
  return {
    input,
    chosenArea: request.area,
    brief,
    visitor: { question: request.message, earlierQuestions },
    sources: [...knowledgeSources.values(), ...liveSources],
    attemptedSources: live.attempts,
  };
}

/** The reply with its brief written: by the configured model when there is one and it succeeds, else offline. */
export function replyWith(draft: PlanningDraft, written: WrittenBrief): PlanningReply {
  return {
    reply: written.markdown,
    sources: draft.sources,
    attemptedSources: draft.attemptedSources,
    entries: draft.brief.used.map((entry) => entry.slug),
    answeredArea: draft.input.area,
    ...(draft.input.area !== draft.chosenArea ? { suggestedArea: draft.input.area } : {}),
    generatedBy: written.generatedBy,
  };
}

export async function planningReply(
  db: Database,
  request: PlanningRequest,
  read: PageReader = cachedSafeReader,
  llm?: LlmConfig,
  now: Date = new Date(),
): Promise<PlanningReply> {
  const draft = await draftPlanningReply(db, request, read, now);
  return replyWith(draft, await writeBrief(db, llm, draft.input, draft.brief, draft.visitor));
}
