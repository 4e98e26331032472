// One planning reply: understand the question (with a short follow-up joined
// to the turn before), find the knowledge, read live sources, compose the
// brief (phrased by the configured language model when there is one), and
// say what was used, what was tried and which path wrote it.
import type { Database } from '../_shared/database.ts';
import type { LlmConfig } from '../_shared/llm/config.ts';
import type { GeneratedBy } from '../_shared/llm/generate.ts';
import { areaLabel, type PlanningRequest } from './contract.ts';
import { type Brief, type BriefInput, composeBrief } from './compose.ts';
import { mergeFigures } from './figures.ts';
import { cachedSafeReader, gatherLiveContext, type AttemptedSource, type PageReader } from './live-sources.ts';
import { writeBrief, type WrittenBrief } from './model.ts';
import { findEntries } from './retrieval.ts';

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
  generatedBy: GeneratedBy;
}

/** A question this short leans on the turn before it ('and for the vans?'). */
const FOLLOW_UP_WORDS = 8;

/** The text to search with: the question, joined to the previous question when it is a short follow-up. */
export function searchText(request: Pick<PlanningRequest, 'message' | 'history'>): string {
  const words = request.message.split(/\s+/).filter(Boolean).length;
  const previous = request.history.filter((turn) => turn.role === 'user').at(-1)?.content;
  return words < FOLLOW_UP_WORDS && previous ? `${request.message} ${previous}` : request.message;
}

/** Everything a reply needs before its brief is written: the offline brief, its material, and the sources. */
export interface PlanningDraft {
  input: BriefInput;
  /** The offline composer's brief, the answer whenever no model writes one. */
  brief: Brief;
  visitor: { question: string; earlierQuestions: string[] };
  sources: ReplySource[];
  attemptedSources: AttemptedSource[];
}

export async function draftPlanningReply(db: Database, request: PlanningRequest, read: PageReader = cachedSafeReader): Promise<PlanningDraft> {
  const text = searchText(request);
  const earlierQuestions = request.history.filter((turn) => turn.role === 'user').map((turn) => turn.content).reverse();
  const figures = mergeFigures([request.message, ...earlierQuestions]);
  const [entries, live] = await Promise.all([
    findEntries(db, request.area, text),
    gatherLiveContext(db, request.area, text, request.suggestedUrls, read),
  ]);
  const input: BriefInput = {
    area: request.area,
    areaLabel: areaLabel(request.area),
    question: text,
    entries,
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
    generatedBy: written.generatedBy,
  };
}

export async function planningReply(
  db: Database,
  request: PlanningRequest,
  read: PageReader = cachedSafeReader,
  llm?: LlmConfig,
): Promise<PlanningReply> {
  const draft = await draftPlanningReply(db, request, read);
  return replyWith(draft, await writeBrief(db, llm, draft.input, draft.brief, draft.visitor));
}
