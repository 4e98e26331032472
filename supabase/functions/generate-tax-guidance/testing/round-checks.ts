// What every knowledge round's test checks, written once: each new entry
// states its named facts and rests only on pages the round read, and an
// owner's everyday question about each (written for the test from the page,
// not taken from an evaluation set) leads with it and carries its key figure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../../database/testing/test-databases.ts';
import { generateTaxGuidance } from '../generate.ts';
import { taxEntries } from '../knowledge/index.ts';
import { openTaxKnowledgeDatabase } from './knowledge-database.ts';

export const taxEntryBySlug: ReadonlyMap<string, (typeof taxEntries)[number]> = new Map(taxEntries.map((entry) => [entry.slug, entry]));

/** The words of an entry a named fact may stand in: its answer, conditions and what it does not cover. */
export function entryText(slug: string): string {
  const entry = taxEntryBySlug.get(slug);
  return entry ? [entry.answer, ...entry.conditions, entry.notCovered ?? ''].join(' ') : '';
}

/** The URLs of a round's sources file, for 'rests only on pages this round read'. */
export function sourceUrls(sources: Readonly<Record<string, { url: string }>>): ReadonlySet<string> {
  return new Set(Object.values(sources).map((source) => source.url));
}

export interface KnowledgeRound {
  /** How the round is named in the test titles ('eleventh round'). */
  name: string;
  checkedOn: string;
  urls: ReadonlySet<string>;
  /** Each new entry's slug and the named facts it must state. */
  newEntries: Readonly<Record<string, readonly string[]>>;
}

/** Each new entry exists, states its named facts and cites only the round's pages, checked on the round's day. */
export function describeNewEntries({ name, checkedOn, urls, newEntries }: KnowledgeRound): void {
  describe(`${name} entries`, () => {
    it.each(Object.entries(newEntries))(`%s exists, states its named facts and rests on a page read on ${checkedOn}`, (slug, facts) => {
      const entry = taxEntryBySlug.get(slug);
      expect(entry, slug).toBeDefined();
      expect(entry?.checkedOn).toBe(checkedOn);
      expect(entry?.sources.every((source) => urls.has(source.url))).toBe(true);
      for (const fact of facts) expect(entryText(slug), fact).toContain(fact);
    });
  });
}

/** Facts added to entries that already held the topic: each entry now states its fact and cites a page of the round. */
export function describeNamedFacts(
  { name, urls }: Pick<KnowledgeRound, 'name' | 'urls'>,
  extended: Readonly<Record<string, string>>,
): void {
  describe(`${name} named facts`, () => {
    it.each(Object.entries(extended))('%s now states "%s", citing a page read in this round', (slug, fact) => {
      expect(entryText(slug)).toContain(fact);
      expect(taxEntryBySlug.get(slug)?.sources.some((source) => urls.has(source.url))).toBe(true);
    });
  });
}

/** An owner's question, the entry that must lead its answer, and the key figure the answer must carry. */
export type EverydayQuestion = readonly [question: string, slug: string, fact: string];

/**
 * One everyday question per new entry leads with it and carries its key figure, on the knowledge database as
 * migrated. `more` adds the round's own tests on the same database.
 */
export function describeEverydayQuestions(
  { name, newEntries }: Pick<KnowledgeRound, 'name' | 'newEntries'>,
  questions: readonly EverydayQuestion[],
  more?: (database: () => TestDatabase) => void,
): void {
  describe(`${name} entries reached by an owner's everyday question`, () => {
    let database: TestDatabase | undefined;
    beforeAll(async () => {
      database = await openTaxKnowledgeDatabase();
    });
    afterAll(async () => {
      await database?.dispose();
    });
    const open = (): TestDatabase => {
      if (!database) throw new Error('The knowledge database is opened in beforeAll.');
      return database;
    };

    it('asks one question for every new entry', () => {
      expect(new Set(questions.map(([, slug]) => slug))).toEqual(new Set(Object.keys(newEntries)));
    });

    it.each(questions)('leads with the entry and its key figure: %s', async (question, slug, fact) => {
      const answer = await generateTaxGuidance(open().db, question, { today: '2026-11-29' });
      expect(answer.covered).toBe(true);
      expect(answer.entries[0]).toBe(slug);
      expect(answer.guidance).toContain(fact);
    });

    more?.(open);
  });
}
