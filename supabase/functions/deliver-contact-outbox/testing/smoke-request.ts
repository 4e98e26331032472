import { expect } from 'vitest';
import type { SmokeRequest } from '../../_shared/testing/smoke-request.ts';
import { SECRET_HEADER } from '../shared-secret.ts';

// Nothing listens on port 9: whatever is due fails and waits for a retry, but
// the pass itself (nodemailer included) must run on Deno and report.
export const smokeRequest: SmokeRequest = {
  body: {},
  env: { OUTBOX_DELIVERY_SECRET: 'smoke-secret', SMTP_URL: 'smtp://127.0.0.1:9', CONTACT_EMAIL: 'team@meitheal.test' },
  headers: { [SECRET_HEADER]: 'smoke-secret' },
  check(response) {
    expect(response).toEqual({ delivered: 0, failed: expect.any(Number), dead: 0 });
  },
};
