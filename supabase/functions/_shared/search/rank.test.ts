import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../database/testing/test-databases.ts';
import type { Database } from '../database.ts';
import { commonWordsCeiling } from './common-words.ts';
import { nameWordsOf } from './names.ts';
import { analyseQuestion } from './query.ts';
import { searchTable, termQuery, type SearchTable } from './rank.ts';
import { Synonyms } from './synonyms.ts';

const table: SearchTable = { table: 'search_rank_test', key: 'slug', vector: 'v', columns: ['slug'], title: 'title' };
const synonyms = new Synonyms([{ about: 'test', lines: [['kango', 'breaker']] }]);

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase('pglite');
  await database.db.exec(`
    create table search_rank_test (slug text primary key, title text, body text,
      v tsvector generated always as (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'C')) stored);
    insert into search_rank_test (slug, title, body) values
      ('vibration', 'Hand-arm vibration from breakers', 'Limit the time each operative uses a breaker; the site plans rotation.'),
      ('formwork', 'Formwork and concrete pours', 'Check the formwork before the pour; the site keeps wet cement off skin.'),
      ('site', 'General site rules', 'The site induction covers the site rules, breakers included.'),
      ('noise', 'Noise', 'The site measures noise near the breaker and the saw.');`);
});

afterAll(async () => {
  await database.dispose();
});

const search = (question: string) => searchTable<{ slug: string }>(database.db, table, analyseQuestion(question, synonyms), { limit: 4 });

describe('searchTable', () => {
  it('finds a row by a synonym of its own words, a title match first', async () => {
    const { hits } = await search('Breaking out a slab with a Kango');
    expect(hits[0]?.row.slug).toBe('vibration');
  });

  it('weighs a rare word above a word every row uses', async () => {
    const { weights } = await search('site formwork');
    expect(weights.get('formwork')).toBeGreaterThan(weights.get('site') ?? Infinity);
  });

  it('measures coverage as the share of the question a row holds', async () => {
    const { hits } = await search('formwork pour');
    expect(hits[0]).toMatchObject({ row: { slug: 'formwork' }, matched: ['formwork', 'pour'] });
    expect(hits[0]?.coverage).toBeCloseTo(1, 5);
    const partial = await search('formwork pour dinosaur');
    expect(partial.hits[0]?.coverage).toBeLessThan(0.9);
  });

  it('does not count a figure the table never uses against a row', async () => {
    const withFigure = await search('formwork pour 530');
    expect(withFigure.hits[0]?.coverage).toBeCloseTo(1, 5);
  });

  it('finds nothing for a question with no word of the table', async () => {
    expect((await search('sourdough bread')).hits).toEqual([]);
  });

  it('passes only letters and digits to Postgres', () => {
    expect(termQuery({ variants: ["edge protection & drop'", 'x:*'] }, 'A')).toBe('(edge:A <-> protection:A <-> drop:A | x:A)');
    // A dotted name stays one word, as Postgres indexes 'ASN.1' or 'setvars.sh'.
    expect(termQuery({ variants: ['asn.1 types', 'setvars.sh'] })).toBe('(asn.1 <-> types | setvars.sh)');
  });

  it('with a pair gap, counts a pair of the question whose words the row keeps a word or two apart', async () => {
    await database.db.exec(`
      create table search_pair_test (slug text primary key, title text, body text,
        v tsvector generated always as (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'C')) stored);
      insert into search_pair_test (slug, title, body) values
        ('apart', 'Load', 'Load is calculated by adding up the busy time.'),
        ('scattered', 'Load', 'Load rises with work; the totals are calculated later.');`);
    const pairs: SearchTable = { ...table, table: 'search_pair_test' };
    const question = analyseQuestion('How is load calculated?', synonyms);
    const gapped = await searchTable<{ slug: string }>(database.db, pairs, question, { limit: 2, pairGap: 2 });
    expect(gapped.hits[0]?.row.slug).toBe('apart');
    expect(gapped.hits[0]!.score).toBeGreaterThan(gapped.hits[1]!.score);
    const adjacent = await searchTable<{ slug: string }>(database.db, pairs, question, { limit: 2 });
    expect(adjacent.hits[0]!.score).toBeCloseTo(adjacent.hits[1]!.score, 5);
    expect(termQuery({ variants: ['load calculated'] }, 'A', 2)).toBe(
      '(load:A <-> calculated:A | load:A <2> calculated:A | load:A <3> calculated:A)',
    );
  });

  it("with the common-words prior, the reader's everyday words no longer outweigh the subject the text uses often", async () => {
    await database.db.exec(`
      create table search_common_test (slug text primary key, title text, body text,
        v tsvector generated always as (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'C')) stored);
      insert into search_common_test (slug, title, body) values
        ('story', '', 'The team was taking a break when the release slipped.'),
        ('review', '', 'Review each dependency and its licence before adding it.'),
        ('tree', '', 'A dependency can bring in a tree of its own.'),
        ('pin', '', 'Pin every dependency to an exact version.'),
        ('build', '', 'The build runs on every commit.');`);
    const common: SearchTable = { ...table, table: 'search_common_test' };
    const question = analyseQuestion('What should I check before taking on a dependency?', synonyms);
    // 'taking' is in one passage, 'dependency' in three: by the text's idf alone the story wins.
    const plain = await searchTable<{ slug: string }>(database.db, common, question, { limit: 5 });
    expect(plain.hits[0]?.row.slug).toBe('story');
    const prior = await searchTable<{ slug: string }>(database.db, common, question, { limit: 5, commonWords: true });
    expect(prior.hits[0]?.row.slug).not.toBe('story');
    expect(prior.weights.get('take')).toBeLessThan(prior.weights.get('depend')!);
    // A word the text uses often, and a word English seldom uses, keep their weight.
    expect(prior.weights.get('depend')).toBeCloseTo(plain.weights.get('depend')!, 10);
  });

  it('with the common-words prior, a word the table never uses weighs its absent share of what it would weigh used once', async () => {
    // 'sit' and 'cryptocurrency' are in no row: the reader's common word counts against every row less than the specific one.
    const question = analyseQuestion('Can I sit with a cryptocurrency breaker?', synonyms);
    const { weights, absent } = await searchTable<{ slug: string }>(database.db, table, question, {
      limit: 4,
      commonWords: true,
      absentShare: 0.5,
    });
    expect(absent.has('cryptocurr') && absent.has('sit')).toBe(true);
    const onceUsed = Math.log(1 + (4 - 1 + 0.5) / (1 + 0.5));
    expect(weights.get('cryptocurr')).toBeCloseTo(0.5 * onceUsed, 10);
    expect(weights.get('sit')).toBeCloseTo(0.5 * commonWordsCeiling('sit') * onceUsed, 10);
    expect(commonWordsCeiling('sit')).toBeLessThan(1);
  });

  it("with the table's name words, a word inside a name the question does not say counts only where a row uses it outside one", async () => {
    const texts = [
      ['oss', 'Selling online to other EU countries (the One Stop Shop)', 'Register for the One Stop Shop through ROS.'],
      ['starting', 'Starting a business', 'Register for income tax with Revenue when you open a business.'],
      ['premises', 'Stamp duty on offices', 'Commercial property such as a shop is charged stamp duty.'],
      // Rows about other things, so that 'shop', in two rows of twelve, tells the name apart.
      ...['pay', 'file', 'rates', 'credits', 'bands', 'returns', 'records', 'audits', 'refunds'].map(
        (slug) => [slug, `Income tax ${slug}`, `Something about ${slug}.`] as const,
      ),
    ] as const;
    await database.db.exec(`
      create table search_name_test (slug text primary key, title text, body text,
        v tsvector generated always as (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'C')) stored);
      insert into search_name_test (slug, title, body) values
        ${texts.map(([slug, title, body]) => `('${slug}', '${title}', '${body}')`).join(',\n')};`);
    const named: SearchTable = { ...table, table: 'search_name_test' };
    const nameWords = nameWordsOf(
      texts.map(([key, title, body]) => ({
        key,
        fields: [
          { label: 'A' as const, text: title, title: true },
          { label: 'C' as const, text: body },
        ],
      })),
    );
    const ask = (question: string, withNames: boolean) =>
      searchTable<{ slug: string }>(database.db, named, analyseQuestion(question, synonyms), {
        limit: 3,
        ...(withNames ? { nameWords } : {}),
      });
    const coffee = 'I want to open a coffee shop, what do I register for?';
    expect((await ask(coffee, false)).hits[0]?.row.slug).toBe('oss');
    const withNames = await ask(coffee, true);
    expect(withNames.hits[0]?.row.slug).toBe('starting');
    // The name's row no longer holds 'shop'; the row using it as a word still does.
    expect(withNames.hits.find((hit) => hit.row.slug === 'oss')?.matched).not.toContain('shop');
    expect(withNames.hits.find((hit) => hit.row.slug === 'premises')?.matched).toContain('shop');
    // Said in full, the name counts as before.
    expect((await ask('How do I register for the one stop shop?', true)).hits[0]?.row.slug).toBe('oss');
  });

  it('refuses a table name that is not a plain identifier', async () => {
    const unused: Database = { query: () => Promise.reject(new Error('no query expected')) };
    await expect(
      searchTable(unused, { ...table, table: 'x; drop table y' }, analyseQuestion('formwork', synonyms), { limit: 1 }),
    ).rejects.toThrow(/identifier/);
  });
});
