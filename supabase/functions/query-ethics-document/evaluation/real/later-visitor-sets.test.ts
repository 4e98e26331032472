// The later visitor sets on real documents (from the eighteenth on), each held to its floor
// (visitor-set-floors.ts): a file of their own, so that the test command's two workers judge the two halves at once.
import { beforeAll, describe } from 'vitest';
import { useFunctionDatabase } from '../../../../database/testing/function-database.ts';
import { VISITOR_SETS } from './run.ts';
import { EARLIER_SET_COUNT, judgeVisitorSets } from './visitor-set-floors.ts';

describe('document Q&A on the later visitor sets’ real documents', () => {
  useFunctionDatabase();

  beforeAll(() => {
    process.env.RATE_LIMITS = 'off';
  });

  judgeVisitorSets(VISITOR_SETS.slice(EARLIER_SET_COUNT));
});
