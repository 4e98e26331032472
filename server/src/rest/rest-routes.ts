// /rest/v1/<table>: the read-only slice of PostgREST the product uses. Reads
// run as the `anon` role inside a transaction so row-level security applies
// exactly as on hosted Supabase.
import { Hono } from 'hono';
import type { ServerDatabase } from '../../../supabase/database/types.ts';
import { contentRange, countSql, parseRestRead, RestRequestError, rowsSql } from './parse-request.ts';
import type { RestWhitelist } from './whitelist.ts';

export function createRestRoutes(db: ServerDatabase, whitelist: RestWhitelist): Hono {
  const app = new Hono();

  app.on(['GET', 'HEAD'], '/:table', async (c) => {
    const head = c.req.method === 'HEAD';
    const accept = c.req.header('accept') ?? '';
    // .single()/.maybeSingle() ask for one object; answering with an array
    // would silently hand the caller the wrong shape.
    if (accept.includes('application/vnd.pgrst.object')) {
      return restError(400, 'Single-object responses are not supported; read a list instead.');
    }
    let read;
    try {
      read = parseRestRead(c.req.param('table'), new URL(c.req.url).searchParams, whitelist);
    } catch (error) {
      if (error instanceof RestRequestError) return restError(400, error.message);
      throw error;
    }
    const wantsCount = /(^|[,\s])count=(exact|planned|estimated)\b/.test(c.req.header('prefer') ?? '');

    const { rows, total } = await db.transaction(async (tx) => {
      await tx.query('set local role anon');
      const total = wantsCount ? (await tx.query<{ count: number }>(countSql(read)))[0]?.count : undefined;
      if (head) return { rows: [] as unknown[], total };
      const { sql, params } = rowsSql(read);
      return { rows: await tx.query(sql, params), total };
    });

    const rowCount = head ? Math.max(0, Math.min(read.limit, (total ?? 0) - read.offset)) : rows.length;
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'content-range': contentRange(read.offset, rowCount, total),
    };
    return new Response(head ? null : JSON.stringify(rows), { status: 200, headers });
  });

  app.all('/:table', () => restError(405, 'The REST interface is read-only: use GET or HEAD.', { allow: 'GET, HEAD, OPTIONS' }));
  app.all('*', () => restError(400, 'Name one table: /rest/v1/<table>.'));

  return app;
}

// supabase-js shows `message`; the rest of our API uses `error`. Send both.
function restError(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ error: message, message }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}
