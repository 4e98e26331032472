import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentHash } from '../../functions/_shared/knowledge-version.ts';
import { migrate } from '../migrate.ts';
import { PgliteDatabase } from '../pglite.ts';
import { DATABASE_TARGETS, openTestDatabase, type TestDatabase } from '../testing/test-databases.ts';
import { writeKnowledgeMigrations } from './generate.ts';
import { knowledgeDelta, nextMigrationVersion, renderKnowledgeDelta, type KnowledgeBase, type KnowledgeRow } from './knowledge-sync.ts';
import { knowledgeBases } from './registry.ts';
import { sqlLiteral } from './sql-literal.ts';

describe.each(DATABASE_TARGETS)('the knowledge after every migration (%s)', (target) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(target);
  });
  afterAll(() => test.dispose());

  it.each(knowledgeBases.map((base) => [base.name, base] as const))(
    '%s is exactly its sources (run `npm run generate:knowledge` after editing them)',
    async (_name, base) => {
      const delta = await knowledgeDelta(test.db, base);
      const [version] = await test.db.query<{ content_hash: string }>(
        'select content_hash from public.knowledge_versions where base = $1',
        [base.name],
      );
      expect({
        'new or changed': delta.upserts.map((row) => Object.values(row)[0]),
        removed: delta.deletes,
        // The version the functions compare with their bundle's.
        version: version?.content_hash,
      }).toEqual({ 'new or changed': [], removed: [], version: await contentHash(base) });
    },
  );
});

describe('a knowledge delta', () => {
  let db: PgliteDatabase;
  beforeAll(async () => {
    db = await PgliteDatabase.open();
    await db.exec(
      'create table public.notes (id bigint generated always as identity, slug text primary key, body text not null, tags jsonb not null, due date, rank int not null)',
    );
  });
  afterAll(() => db.close());

  const base = (rows: KnowledgeBase['rows']): KnowledgeBase => ({ name: 'notes', table: 'notes', key: 'slug', sourcePath: 'test', rows });
  const rows = () => db.query('select slug, body, tags, due::text as due, rank from public.notes order by slug');
  const apply = async (sources: KnowledgeBase) => {
    const delta = await knowledgeDelta(db, sources);
    const sql = renderKnowledgeDelta(sources, delta);
    await db.exec(sql);
    return { delta, sql };
  };
  const version = async (slug: string) =>
    (await db.query<{ xmin: string }>('select xmin::text as xmin from public.notes where slug = $1', [slug]))[0]?.xmin;

  it('holds only the rows that are new or changed and the keys the sources dropped', async () => {
    const first: KnowledgeRow[] = [
      { slug: 'a', body: "Don't fall", tags: { level: 1, kind: 'x' }, due: '2026-11-25', rank: 1 },
      { slug: 'b', body: 'old', tags: [], due: null, rank: 2 },
      { slug: 'd', body: 'to drop', tags: [], due: null, rank: 4 },
    ];
    const initial = await apply(base(first));
    expect(initial.delta.upserts).toEqual(first);
    expect(await rows()).toEqual([
      { slug: 'a', body: "Don't fall", tags: { level: 1, kind: 'x' }, due: '2026-11-25', rank: 1 },
      { slug: 'b', body: 'old', tags: [], due: null, rank: 2 },
      { slug: 'd', body: 'to drop', tags: [], due: null, rank: 4 },
    ]);
    const unchangedBefore = await version('a');

    const edit = await apply(
      base([
        { slug: 'b', body: 'new', tags: ['y'], due: null, rank: 2 },
        { slug: 'c', body: 'added', tags: [], due: '2027-01-01', rank: 3 },
        // The same values written differently (key order in jsonb) are not a change.
        { slug: 'a', body: "Don't fall", tags: { kind: 'x', level: 1 }, due: '2026-11-25', rank: 1 },
      ]),
    );
    expect(edit.delta.upserts.map((row) => row['slug'])).toEqual(['b', 'c']);
    expect(edit.delta.deletes).toEqual([{ slug: 'd' }]);
    expect(edit.sql).not.toContain("Don''t fall");
    expect(edit.sql).toContain("delete from public.notes\nwhere slug in ('d');");
    // A row whose sources did not change is not rewritten.
    expect(await version('a')).toBe(unchangedBefore);
    expect(await rows()).toEqual([
      { slug: 'a', body: "Don't fall", tags: { level: 1, kind: 'x' }, due: '2026-11-25', rank: 1 },
      { slug: 'b', body: 'new', tags: ['y'], due: null, rank: 2 },
      { slug: 'c', body: 'added', tags: [], due: '2027-01-01', rank: 3 },
    ]);

    const removal = await apply(base([{ slug: 'c', body: 'added', tags: [], due: '2027-01-01', rank: 3 }]));
    expect(removal.delta.upserts).toEqual([]);
    expect(removal.sql).not.toContain('insert into');
    expect((await rows()).map((row) => row['slug'])).toEqual(['c']);
  });

  it('is empty when the table already holds the sources', async () => {
    const sources = base([{ slug: 'e', body: 'same', tags: ['z'], due: '2026-01-31', rank: 5 }]);
    await apply(sources);
    expect(await knowledgeDelta(db, sources)).toEqual({ upserts: [], deletes: [] });
  });

  it('refuses rows that disagree on columns or repeat a key', async () => {
    await expect(
      knowledgeDelta(
        db,
        base([
          { slug: 'a', body: 'x', tags: [], due: null, rank: 1 },
          { slug: 'b', body: 'y' },
        ]),
      ),
    ).rejects.toThrow(/every row needs the columns/);
    await expect(
      knowledgeDelta(
        db,
        base([
          { slug: 'a', body: 'x', tags: [], due: null, rank: 1 },
          { slug: 'a', body: 'y', tags: [], due: null, rank: 2 },
        ]),
      ),
    ).rejects.toThrow(/duplicate key 'a'/);
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
    const apply = async (sources: KnowledgeBase) => {
      const delta = await knowledgeDelta(db, sources);
      await db.exec(renderKnowledgeDelta(sources, delta));
      return delta;
    };
    await apply(
      pairs([
        { slug: 'a', term: 'x' },
        { slug: 'a', term: 'y' },
      ]),
    );
    const delta = await apply(
      pairs([
        { slug: 'a', term: 'y' },
        { slug: 'b', term: "it's" },
      ]),
    );
    expect(delta).toEqual({ upserts: [{ slug: 'b', term: "it's" }], deletes: [{ slug: 'a', term: 'x' }] });
    expect(await db.query('select slug, term from public.pairs order by slug, term')).toEqual([
      { slug: 'a', term: 'y' },
      { slug: 'b', term: "it's" },
    ]);
    await expect(
      knowledgeDelta(
        db,
        pairs([
          { slug: 'a', term: 'y' },
          { slug: 'a', term: 'y' },
        ]),
      ),
    ).rejects.toThrow(/duplicate key/);
  });
});

describe('writeKnowledgeMigrations', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'knowledge-migrations-'));
    writeFileSync(
      join(dir, '20260101000000_tables.sql'),
      `create table public.entries (slug text primary key, title text not null);
create table public.terms (slug text not null references public.entries (slug) on delete cascade, term text not null, unique (slug, term));`,
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const bases = (entries: { slug: string; title: string; terms: string[] }[]): KnowledgeBase[] => [
    { name: 'entries', table: 'entries', key: 'slug', sourcePath: 'test', rows: entries.map(({ slug, title }) => ({ slug, title })) },
    {
      name: 'terms',
      table: 'terms',
      key: ['slug', 'term'],
      sourcePath: 'test',
      rows: entries.flatMap(({ slug, terms }) => terms.map((term) => ({ slug, term }))),
    },
  ];
  const now = new Date('2026-11-25T06:00:00Z');
  const state = async () => {
    const db = await PgliteDatabase.open();
    try {
      await migrate(db, dir);
      return {
        entries: await db.query('select slug, title from public.entries order by slug'),
        terms: await db.query('select slug, term from public.terms order by slug, term'),
      };
    } finally {
      await db.close();
    }
  };

  it('writes only the difference, nothing when there is none, and the migrations add up to the sources', async () => {
    const first = [
      { slug: 'a', title: 'A', terms: ['x', 'y'] },
      { slug: 'b', title: 'B', terms: ['z'] },
    ];
    const written = await writeKnowledgeMigrations(dir, bases(first), now);
    expect(written).toEqual([
      { base: 'entries', file: '20261125060000_entries_knowledge_sync.sql', upserts: 2, deletes: 0 },
      { base: 'terms', file: '20261125060001_terms_knowledge_sync.sql', upserts: 3, deletes: 0 },
    ]);

    expect(await writeKnowledgeMigrations(dir, bases(first), now)).toEqual([
      { base: 'entries', upserts: 0, deletes: 0 },
      { base: 'terms', upserts: 0, deletes: 0 },
    ]);
    expect(readdirSync(dir)).toHaveLength(3);

    // Entry b goes (its terms go with it by cascade, so no migration names them), a is renamed, c is new.
    const second = [
      { slug: 'a', title: 'A renamed', terms: ['x', 'y'] },
      { slug: 'c', title: 'C', terms: ['w'] },
    ];
    expect(await writeKnowledgeMigrations(dir, bases(second), now)).toEqual([
      { base: 'entries', file: '20261125060002_entries_knowledge_sync.sql', upserts: 2, deletes: 1 },
      { base: 'terms', file: '20261125060003_terms_knowledge_sync.sql', upserts: 1, deletes: 0 },
    ]);
    const terms = readFileSync(join(dir, '20261125060003_terms_knowledge_sync.sql'), 'utf8');
    expect(terms).toContain("'w'");
    expect(terms).not.toContain("'x'");

    expect(await state()).toEqual({
      entries: [
        { slug: 'a', title: 'A renamed' },
        { slug: 'c', title: 'C' },
      ],
      terms: [
        { slug: 'a', term: 'x' },
        { slug: 'a', term: 'y' },
        { slug: 'c', term: 'w' },
      ],
    });
    // Four generator runs, each migrating an in-memory database.
  }, 180_000);
});

describe('sqlLiteral', () => {
  it('quotes text so it round-trips, and writes jsonb for arrays and objects on one line', () => {
    expect(sqlLiteral("Don't")).toBe("'Don''t'");
    expect(sqlLiteral(5)).toBe('5');
    expect(sqlLiteral(null)).toBe('null');
    expect(sqlLiteral({ a: "it's", b: [1, 2] })).toBe(`'{"a":"it''s","b":[1,2]}'::jsonb`);
  });
});

describe('nextMigrationVersion', () => {
  it('uses the current UTC time, or one past the newest version when that is later', () => {
    expect(nextMigrationVersion(['20260101000100_a.sql'], new Date('2026-11-22T21:05:09Z'))).toBe('20261122210509');
    expect(nextMigrationVersion(['20261123000310_b.sql', 'README'], new Date('2026-11-22T21:05:09Z'))).toBe('20261123000311');
  });
});
