// The bundle-against-database version check: the hash is stable under key and
// row order, a match is remembered (for its database), a mismatch refuses with a 503 and a log
// line naming the base and both hashes, and is checked again next time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../database/testing/test-databases.ts';
import type { Database } from './database-types.ts';
import { HttpError } from './errors.ts';
import { canonicalJson, contentHash, KNOWLEDGE_UPDATING_MESSAGE, KnowledgeVersionCheck, type KnowledgeBase } from './knowledge-version.ts';

const notes: KnowledgeBase = {
  name: 'notes_fixture',
  table: 'notes',
  key: 'slug',
  sourcePath: 'test',
  rows: [
    { slug: 'b', body: 'second', tags: { level: 1, kind: 'x' } },
    { slug: 'a', body: 'first', tags: [] },
  ],
};

describe('contentHash', () => {
  it('is the SHA-256 of the rows as canonical JSON, whatever the order of rows and keys', async () => {
    expect(canonicalJson({ b: [1, { d: null, c: 'x' }], a: true })).toBe('{"a":true,"b":[1,{"c":"x","d":null}]}');
    const reordered = {
      ...notes,
      rows: [
        { tags: [], body: 'first', slug: 'a' },
        { slug: 'b', body: 'second', tags: { kind: 'x', level: 1 } },
      ],
    };
    expect(await contentHash(reordered)).toBe(await contentHash(notes));
    expect(await contentHash(notes)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes with any value', async () => {
    const edited = { ...notes, rows: [notes.rows[0]!, { ...notes.rows[1]!, body: 'first!' }] };
    expect(await contentHash(edited)).not.toBe(await contentHash(notes));
  });
});

describe('KnowledgeVersionCheck', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.dispose());

  const record = async (hash: string) =>
    database.db.query(
      `insert into public.knowledge_versions (base, content_hash) values ($1, $2)
       on conflict (base) do update set content_hash = excluded.content_hash`,
      [notes.name, hash],
    );

  it('refuses with a 503 and logs the base and both hashes while the database holds another version, then answers once it matches', async () => {
    const logged: string[] = [];
    const check = new KnowledgeVersionCheck('test-function', [notes], (line) => logged.push(line));
    const bundle = await contentHash(notes);

    const refusal = await check.require(database.db).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ status: 503, message: KNOWLEDGE_UPDATING_MESSAGE });
    expect(logged).toEqual([
      expect.stringContaining(
        `knowledge base 'notes_fixture' differs between the bundle (${bundle}) and the database (no version recorded)`,
      ),
    ]);
    expect(logged[0]).toContain('supabase db push');

    await record('0'.repeat(64));
    await expect(check.require(database.db)).rejects.toMatchObject({ status: 503 });
    expect(logged[1]).toContain(`the database (${'0'.repeat(64)})`);

    // A mismatch is not remembered: the next request checks again.
    await record(bundle);
    await expect(check.require(database.db)).resolves.toBeUndefined();
    // A match is: the instance does not ask the database again.
    await record('f'.repeat(64));
    await expect(check.require(database.db)).resolves.toBeUndefined();
    // Remembered for that database only: another that holds no version is refused.
    const empty: Database = { query: async <Row>() => [] as Row[] };
    await expect(check.require(empty)).rejects.toMatchObject({ status: 503 });
    expect(await new KnowledgeVersionCheck('test-function', [notes], () => undefined).mismatches(database.db)).toEqual([
      { base: 'notes_fixture', bundle, database: 'f'.repeat(64) },
    ]);
  });
});
