import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteDatabase } from '../pglite.ts';
import {
  latestSyncMigration,
  nextMigrationVersion,
  renderKnowledgeSync,
  type KnowledgeBase,
} from './knowledge-sync.ts';
import { knowledgeBases } from './registry.ts';
import { sqlLiteral } from './sql-literal.ts';

const migrationsDir = fileURLToPath(new URL('../../migrations', import.meta.url));

describe.each(knowledgeBases.map((base) => [base.name, base] as const))('%s knowledge', (_name, base) => {
  it('is exactly what the latest sync migration says (run `npm run generate:knowledge` after editing the sources)', () => {
    const latest = latestSyncMigration(readdirSync(migrationsDir), base);
    expect(latest, `no *_${base.name}_knowledge_sync.sql migration`).toBeDefined();
    expect(readFileSync(join(migrationsDir, latest!), 'utf8')).toBe(renderKnowledgeSync(base));
  });
});

describe('a knowledge sync migration', () => {
  let db: PgliteDatabase;
  beforeAll(async () => {
    db = await PgliteDatabase.open();
    await db.exec('create table public.notes (slug text primary key, body text not null, tags jsonb not null, rank int not null)');
  });
  afterAll(() => db.close());

  const base = (rows: KnowledgeBase['rows']): KnowledgeBase => ({
    name: 'notes',
    table: 'notes',
    key: 'slug',
    sourcePath: 'test',
    rows,
  });
  const rows = () => db.query('select slug, body, tags, rank from public.notes order by slug');

  it('inserts, updates only what changed, and deletes what the sources dropped', async () => {
    await db.exec(
      renderKnowledgeSync(
        base([
          { slug: 'a', body: "Don't fall", tags: ['x'], rank: 1 },
          { slug: 'b', body: 'old', tags: [], rank: 2 },
        ]),
      ),
    );
    expect(await rows()).toEqual([
      { slug: 'a', body: "Don't fall", tags: ['x'], rank: 1 },
      { slug: 'b', body: 'old', tags: [], rank: 2 },
    ]);
    const version = async (slug: string) =>
      (await db.query<{ xmin: string }>('select xmin::text as xmin from public.notes where slug = $1', [slug]))[0]?.xmin;
    const unchangedBefore = await version('a');

    await db.exec(
      renderKnowledgeSync(
        base([
          { slug: 'b', body: 'new', tags: ['y'], rank: 2 },
          { slug: 'c', body: 'added', tags: [], rank: 3 },
          { slug: 'a', body: "Don't fall", tags: ['x'], rank: 1 },
        ]),
      ),
    );
    // A row whose sources did not change is not rewritten.
    expect(await version('a')).toBe(unchangedBefore);
    expect(await rows()).toEqual([
      { slug: 'a', body: "Don't fall", tags: ['x'], rank: 1 },
      { slug: 'b', body: 'new', tags: ['y'], rank: 2 },
      { slug: 'c', body: 'added', tags: [], rank: 3 },
    ]);

    await db.exec(renderKnowledgeSync(base([{ slug: 'c', body: 'added', tags: [], rank: 3 }])));
    expect((await rows()).map((row) => row['slug'])).toEqual(['c']);
  });

  it('refuses rows that disagree on columns or repeat a key', () => {
    expect(() => renderKnowledgeSync(base([{ slug: 'a', body: 'x', tags: [], rank: 1 }, { slug: 'b', body: 'y' }]))).toThrow(
      /every row needs the columns/,
    );
    expect(() =>
      renderKnowledgeSync(base([{ slug: 'a', body: 'x', tags: [], rank: 1 }, { slug: 'a', body: 'y', tags: [], rank: 2 }])),
    ).toThrow(/duplicate key 'a'/);
  });
});

describe('sqlLiteral', () => {
  it('quotes text so it round-trips, and writes jsonb for arrays and objects', () => {
    expect(sqlLiteral("Don't")).toBe("'Don''t'");
    expect(sqlLiteral(5)).toBe('5');
    expect(sqlLiteral(null)).toBe('null');
    expect(sqlLiteral({ a: "it's" })).toBe(`'{\n  "a": "it''s"\n}'::jsonb`);
  });
});

describe('nextMigrationVersion', () => {
  it('uses the current UTC time, or one past the newest version when that is later', () => {
    expect(nextMigrationVersion(['20260101000100_a.sql'], new Date('2026-11-22T21:05:09Z'))).toBe('20261122210509');
    expect(nextMigrationVersion(['20261123000310_b.sql', 'README'], new Date('2026-11-22T21:05:09Z'))).toBe('20261123000311');
  });
});

describe('a knowledge base keyed by several columns', () => {
  let db: PgliteDatabase;
  beforeAll(async () => {
    db = await PgliteDatabase.open();
    await db.exec('create table public.pairs (slug text not null, term text not null, unique (slug, term))');
  });
  afterAll(() => db.close());

  it('inserts new pairs and deletes pairs the sources dropped', async () => {
    const pairs = (rows: { slug: string; term: string }[]): KnowledgeBase => ({
      name: 'pairs',
      table: 'pairs',
      key: ['slug', 'term'],
      sourcePath: 'test',
      rows,
    });
    await db.exec(renderKnowledgeSync(pairs([{ slug: 'a', term: 'x' }, { slug: 'a', term: 'y' }])));
    await db.exec(renderKnowledgeSync(pairs([{ slug: 'a', term: 'y' }, { slug: 'b', term: "it's" }])));
    expect(await db.query('select slug, term from public.pairs order by slug, term')).toEqual([
      { slug: 'a', term: 'y' },
      { slug: 'b', term: "it's" },
    ]);
    expect(() => renderKnowledgeSync(pairs([{ slug: 'a', term: 'y' }, { slug: 'a', term: 'y' }]))).toThrow(/duplicate key/);
  });
});
