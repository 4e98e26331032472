// What every logistics knowledge round's test checks, written once: each new
// entry rests on pages the round read, and an owner's everyday question leads
// with it, states its key fact and keeps the spec's shape (a takeaway of two
// sentences, 5 to 7 guidance bullets).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openKnowledgeDatabase } from '../../../database/testing/knowledge-database.ts';
import type { TestDatabase } from '../../../database/testing/test-databases.ts';
import { MAX_BULLETS, MIN_BULLETS } from '../compose.ts';
import type { AreaKey } from '../contract.ts';
import { EVALUATION_DAY, offlineReader } from '../evaluation/run.ts';
import { logisticsKnowledge } from '../knowledge/index.ts';
import { logisticsKnowledgeBase } from '../knowledge/rows.ts';
import { draftPlanningReply, type PlanningDraft } from '../plan.ts';

export const logisticsEntryBySlug: ReadonlyMap<string, (typeof logisticsKnowledge)[number]> = new Map(
  logisticsKnowledge.map((entry) => [entry.slug, entry]),
);

/**
 * Sentence ends: a full stop, ! or ? before a space and a capital (not 2.5, €3,800 or 'S.I. 360 of 2018'), unless
 * the full stop closes an initial or an abbreviation ('S.I. No. 820').
 */
export const sentences = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}“"])/u)
    .reduce<string[]>((out, part) => {
      const last = out.at(-1);
      if (last !== undefined && /(?:\b\p{Lu}|\bNo|\bSt|\be\.g|\bi\.e)\.$/u.test(last)) out[out.length - 1] = `${last} ${part}`;
      else out.push(part);
      return out;
    }, [])
    .filter((part) => part.trim() !== '');

/** The spec's shape of a brief: a takeaway of two sentences and 5 to 7 guidance bullets. */
export function expectBriefShape({ takeaway, bullets }: { takeaway: string; bullets: readonly string[] }): void {
  expect(sentences(takeaway)).toHaveLength(2);
  expect(bullets.length).toBeGreaterThanOrEqual(MIN_BULLETS);
  expect(bullets.length).toBeLessThanOrEqual(MAX_BULLETS);
}

/** An owner's question in the area they picked, and the facts the brief must state. */
export interface EverydayAsk {
  area: AreaKey;
  question: string;
  facts: readonly string[];
}

/** Each of `slugs` exists and cites at least one page the round read, each of those dated the round's day. */
export function describeRoundSources(name: string, slugs: readonly string[], urls: ReadonlySet<string>, checkedOn: string): void {
  describe(`${name} sources`, () => {
    it.each(slugs)(`%s exists and rests on pages read on ${checkedOn}`, (slug) => {
      const entry = logisticsEntryBySlug.get(slug);
      expect(entry, slug).toBeDefined();
      expect(entry?.sources.some((source) => urls.has(source.url ?? ''))).toBe(true);
      for (const source of entry?.sources ?? []) if (urls.has(source.url ?? '')) expect(source.asOf).toBe(checkedOn);
    });
  });
}

/**
 * A database whose knowledge is the entries as written now (the migrations are regenerated after a merge), opened
 * for the calling describe block, and the brief an owner's question gets from it on the evaluation day.
 */
export function useCurrentKnowledge(): (ask: Pick<EverydayAsk, 'area' | 'question'>) => Promise<PlanningDraft['brief']> {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await openKnowledgeDatabase([logisticsKnowledgeBase]);
  });
  afterAll(async () => database?.dispose());
  return async ({ area, question }) => {
    if (!database) throw new Error('The knowledge database is opened in beforeAll.');
    const draft = await draftPlanningReply(
      database.db,
      { area, message: question, history: [], suggestedUrls: [] },
      offlineReader,
      EVALUATION_DAY,
    );
    return draft.brief;
  };
}

/** The URLs of a round's sources file, for 'rests on pages the round read'. */
export function sourceUrlsOf(sources: Readonly<Record<string, { url?: string }>>): ReadonlySet<string> {
  return new Set(Object.values(sources).flatMap((source) => (source.url ? [source.url] : [])));
}

/**
 * A round's briefs on everyday questions: each new entry leads its question's brief, each named fact's entry is used
 * in its, and every brief states the expected facts and keeps the spec's shape.
 */
export function describeEverydayBriefs(
  name: string,
  newEntries: Readonly<Record<string, EverydayAsk>>,
  namedFacts: Readonly<Record<string, EverydayAsk>> = {},
): void {
  describe(`${name} briefs answer an everyday question`, () => {
    const brief = useCurrentKnowledge();

    it.each(Object.entries(newEntries))('%s leads the brief, states its key fact and keeps the brief’s shape', async (slug, ask) => {
      const answer = await brief(ask);
      expect(answer.used[0]?.slug, answer.used.map((entry) => entry.slug).join(', ')).toBe(slug);
      for (const fact of ask.facts) expect(answer.markdown.toLowerCase(), fact).toContain(fact.toLowerCase());
      expectBriefShape(answer);
    });

    const named = Object.entries(namedFacts);
    if (named.length === 0) return;
    it.each(named)('%s answers with the fact the round added and keeps the brief’s shape', async (slug, ask) => {
      const answer = await brief(ask);
      expect(
        answer.used.map((entry) => entry.slug),
        slug,
      ).toContain(slug);
      for (const fact of ask.facts) expect(answer.markdown.toLowerCase(), fact).toContain(fact.toLowerCase());
      expectBriefShape(answer);
    });
  });
}

/**
 * A breadth round's new entries, each on an everyday question: it leads the brief, the brief's first two takeaway
 * sentences state its key facts, and the brief keeps the spec's shape.
 */
export function describeLeadingBriefs(name: string, newEntries: Readonly<Record<string, EverydayAsk>>): void {
  describe(`${name} entries answer an everyday question`, () => {
    const brief = useCurrentKnowledge();

    it.each(Object.entries(newEntries))(
      '%s leads the brief, states its key figure first and keeps the brief’s shape',
      async (slug, ask) => {
        const answer = await brief(ask);
        expect(answer.used[0]?.slug, answer.used.map((entry) => entry.slug).join(', ')).toBe(slug);
        const lead = sentences(answer.takeaway).slice(0, 2).join(' ').toLowerCase();
        for (const fact of ask.facts) expect(lead, fact).toContain(fact.toLowerCase());
        expectBriefShape(answer);
      },
    );
  });
}
