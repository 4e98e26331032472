// PGlite runs in this process and answers through promises alone: without a
// turn for the event loop between queries, a burst of requests would run
// their whole database work in one go while sockets wait unread (a server
// under load then closed keep-alive connections whose next request it had not
// read yet, and new connections waited seconds to be accepted).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from './testing/test-databases.ts';

describe('PgliteDatabase under a burst of queries', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase('pglite');
  });
  afterAll(() => t?.dispose());

  it('lets the event loop take its turn between queries, not only after the last', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('event loop'));
    await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        await t.db.query('select $1::int as n', [index]);
        order.push(`query ${index}`);
      }),
    );
    expect(order).toContain('event loop');
    expect(order.indexOf('event loop')).toBeLessThan(order.length - 1);
  });
});
