// The quality bar of issue 9: at least 18 of the evaluation questions answered
// right (the facts present and the right section cited, or 'not covered'
// where the document is silent).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDatabase } from '../../_shared/database.ts';
import { openTestDatabase, type TestDatabase } from '../../../database/testing/test-databases.ts';
import { runEvaluation } from './run.ts';

const REQUIRED_HITS = 18;

describe('document Q&A evaluation set', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    setDatabase(database.db);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it(`answers at least ${REQUIRED_HITS} questions right`, async () => {
    const results = await runEvaluation();
    const misses = results.filter((result) => !result.hit).map((result) => `${result.question}: ${result.reason}`);
    const hits = results.length - misses.length;
    expect(results.length).toBeGreaterThanOrEqual(20);
    expect(hits, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(REQUIRED_HITS);
  }, 60_000);
});
