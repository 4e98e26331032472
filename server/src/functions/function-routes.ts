// /functions/v1/<name>: hands the request to the function's own handler, the
// same one Deno runs in production.
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { CLIENT_ADDRESS_HEADER, trustLocalServerAddressHeader } from '../../../supabase/functions/_shared/client-address.ts';
import { errorResponse } from '../../../supabase/functions/_shared/http.ts';
import { warnOnUntrustedForwarding } from '../config-warnings.ts';
import { functionExists, loadFunction } from './function-registry.ts';

export function createFunctionRoutes(functionsDir: string, trustProxy: boolean): Hono {
  const app = new Hono();
  trustLocalServerAddressHeader();

  app.all('/:name', async (c) => {
    const name = c.req.param('name');
    if (!functionExists(functionsDir, name)) return errorResponse(404, `There is no function called "${name}".`);
    warnOnUntrustedForwarding(c.req.raw, trustProxy);
    const handler = await loadFunction(functionsDir, name);
    // Replace whatever the caller claimed with the address we actually see.
    const req = c.req.raw;
    req.headers.delete(CLIENT_ADDRESS_HEADER);
    const address = getConnInfo(c).remote.address;
    if (address) req.headers.set(CLIENT_ADDRESS_HEADER, address);
    return handler(req);
  });

  app.all('*', () => errorResponse(404, 'Name one function: /functions/v1/<name>.'));

  return app;
}
