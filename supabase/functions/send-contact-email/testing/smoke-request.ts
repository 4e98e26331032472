import { expect } from 'vitest';
import type { SmokeRequest } from '../../_shared/testing/smoke-request.ts';
import { contactPayload } from './payloads.ts';

export const smokeRequest: SmokeRequest = {
  body: contactPayload({ message: 'Sent through Deno' }),
  async check(response, db) {
    expect(response).toEqual({ success: true });
    const rows = await db.query(`select 1 from public.contact_outbox where payload->>'message' = 'Sent through Deno'`);
    expect(rows).toHaveLength(1);
  },
};
