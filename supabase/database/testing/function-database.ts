// The database a test file's functions run on: opened before its tests, set as
// the functions' database (what getDatabase() answers) and disposed after, so
// each file states only which database it needs.
import { afterAll, beforeAll } from 'vitest';
import { setDatabase } from '../../functions/_shared/database.ts';
import { openTestDatabase, type TestDatabase } from './test-databases.ts';

/** Registers the hooks in the calling file or describe block; the returned function gives the open database. */
export function useFunctionDatabase(open: () => Promise<TestDatabase> = () => openTestDatabase('pglite')): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await open();
    setDatabase(database.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  return () => {
    if (!database) throw new Error('The test database is opened in beforeAll, before any test runs.');
    return database;
  };
}
