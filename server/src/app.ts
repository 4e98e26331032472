// The whole HTTP surface on one origin: the site, the REST reads and the
// functions. Built from already-open parts so tests can assemble it freely.
import { Hono } from 'hono';
import { errorResponse } from '../../supabase/functions/_shared/http.ts';
import { requireApiKey } from './auth.ts';
import { apiCors, serverCorsPolicy } from './cors.ts';
import type { ServerDatabase } from '../../supabase/database/types.ts';
import type { ServerConfig } from './env.ts';
import { createFunctionRoutes } from './functions/function-routes.ts';
import { createRestRoutes } from './rest/rest-routes.ts';
import type { RestWhitelist } from './rest/whitelist.ts';
import { securityHeaders } from './site/security-headers.ts';
import { createSiteRoutes, type SiteDirectories } from './site/site-routes-handler.ts';

export interface AppParts {
  config: ServerConfig;
  db: ServerDatabase;
  site: SiteDirectories;
  functionsDir: string;
  restWhitelist: RestWhitelist;
}

export function createApp(parts: AppParts): Hono {
  const app = new Hono();
  const headers = securityHeaders(parts.config);

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  });

  const cors = apiCors(serverCorsPolicy(parts.config));
  for (const prefix of ['/rest/v1', '/functions/v1']) {
    app.use(prefix, cors, requireApiKey(parts.config.anonKey));
    app.use(`${prefix}/*`, cors, requireApiKey(parts.config.anonKey));
  }
  app.route('/rest/v1', createRestRoutes(parts.db, parts.restWhitelist));
  app.route('/functions/v1', createFunctionRoutes(parts.functionsDir, parts.config.trustProxy));
  app.route('/', createSiteRoutes(parts.config, parts.site));

  app.all('*', () => errorResponse(405, 'This address only answers GET and HEAD.', { allow: 'GET, HEAD' }));

  app.onError((error, c) => {
    const requestId = crypto.randomUUID();
    console.error(`Request ${requestId} (${c.req.method} ${new URL(c.req.url).pathname}) failed:`, error);
    return errorResponse(500, `Something went wrong on our side. Please try again later (reference ${requestId}).`, {
      'x-request-id': requestId,
    });
  });

  return app;
}
