// Hostile input against every function found under supabase/functions: each
// gets a clear 4xx (or, for harmless-but-odd valid input, a 200), never a 5xx,
// and the server keeps answering.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PATHS } from './app-server.ts';
import { functionExists } from './functions/function-registry.ts';
import { contactPayload } from '../../supabase/functions/send-contact-email/testing/payloads.ts';
import { DATABASE_TARGETS } from '../../supabase/database/testing/test-databases.ts';
import { startTestServer, type TestServer } from './test-support/test-server.ts';

const FUNCTIONS = readdirSync(DEFAULT_PATHS.functionsDir).filter((name) => functionExists(DEFAULT_PATHS.functionsDir, name));

const SQL = `'); drop table public.contact_outbox; --`;
const SCRIPT = '<script>alert(document.cookie)</script>';
const FIELDS = ['type', 'name', 'email', 'message', 'company', 'summary', 'question', 'documentText', 'fileName', 'area'];
const fill = (value: unknown) => Object.fromEntries(FIELDS.map((field) => [field, value]));

// [label, body, expected status class]: 'client' means 4xx with an error.
const CATALOGUE: [string, string | Uint8Array<ArrayBuffer>, 'client' | 'not-server'][] = [
  ['an empty object', '{}', 'client'],
  ['an empty body', '', 'client'],
  ['broken JSON', '{"name": "x", ', 'client'],
  ['plain text', 'hello there', 'client'],
  ['null', 'null', 'client'],
  ['a bare number', '42', 'client'],
  ['wrong types', JSON.stringify({ ...fill(12), debug: 'yes', aiReadinessData: 'lots' }), 'client'],
  ['arrays everywhere', JSON.stringify(fill([])), 'client'],
  ['a 6 MB body', JSON.stringify({ name: 'x'.repeat(6 * 1024 * 1024) }), 'client'],
  ['escaped NUL characters', JSON.stringify(fill('a\u0000b')), 'client'],
  ['a raw NUL byte', new Uint8Array([123, 34, 110, 34, 58, 34, 0, 34, 125]), 'client'],
  ['invalid UTF-8', new Uint8Array([123, 34, 110, 34, 58, 34, 0xff, 0xfe, 34, 125]), 'client'],
  ['100 KB strings', JSON.stringify(fill('y'.repeat(100 * 1024))), 'client'],
  ['deep nesting', '['.repeat(40_000) + ']'.repeat(40_000), 'client'],
  // Under every size limit: the depth bound must refuse it, not the size.
  ['deep nesting in 10 KB', '{"a":'.repeat(2000) + '1' + '}'.repeat(2000), 'client'],
  ['SQL injection text', JSON.stringify(fill(SQL)), 'not-server'],
  ['script injection text', JSON.stringify(fill(SCRIPT)), 'not-server'],
  ['a prototype pollution attempt', '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}', 'client'],
  [
    'non-web suggested URLs',
    JSON.stringify({ area: 'market_lane', message: 'hi', suggestedUrls: ['file:///etc/passwd', 'gopher://x/'] }),
    'client',
  ],
  [
    'an overlong conversation history',
    JSON.stringify({
      area: 'market_lane',
      message: 'hi',
      history: Array.from({ length: 9 }, () => ({ role: 'user', content: 'z'.repeat(4000) })),
    }),
    'client',
  ],
];

describe.each(DATABASE_TARGETS)('hostile input on %s', (target) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(target, { rateLimits: false });
  });
  afterAll(() => t?.stop());

  const call = (name: string, body: string | Uint8Array<ArrayBuffer>, method = 'POST') =>
    fetch(`${t.server.url}/functions/v1/${name}`, {
      method,
      headers: { apikey: t.server.anonKey, 'content-type': 'application/json' },
      ...(method === 'POST' ? { body } : {}),
    });

  it('finds the functions to test', () => {
    expect(FUNCTIONS).toContain('send-contact-email');
  });

  describe.each(FUNCTIONS)('%s', (name) => {
    it.each(CATALOGUE)('answers %s without a server error', async (_label, body, expected) => {
      const response = await call(name, body);
      const text = await response.text();
      expect(response.status, text.slice(0, 300)).toBeLessThan(500);
      if (expected === 'client') {
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(typeof JSON.parse(text).error).toBe('string');
      }
    });

    it('answers a wrong method with 405', async () => {
      const response = await call(name, '', 'GET');
      expect(response.status).toBe(405);
      expect((await response.json()).error).toMatch(/POST/);
    });
  });

  it('stores injection text as text, and keeps answering', async () => {
    const { error } = await t.supabase.functions.invoke('send-contact-email', {
      body: contactPayload({ name: SQL, message: SCRIPT, company: SQL }),
    });
    expect(error).toBeNull();
    const rows = await t.server.database.query<{ sender_name: string; body: string }>(
      'select sender_name, body from public.contact_outbox where sender_name = $1',
      [SQL],
    );
    expect(rows[0]?.body).toContain(SCRIPT);
    const again = await t.supabase.functions.invoke('send-contact-email', { body: contactPayload() });
    expect(again.error).toBeNull();
  });

  it('takes full-text and regex syntax in a document question as plain words', async () => {
    const documentText = `${SQL}\n\n1.1 Invoices are payable within 30 days. ${SCRIPT} `.repeat(3);
    const upload = await t.supabase.functions.invoke('process-ethics-document', { body: { documentText, fileName: `${SQL}.txt` } });
    expect(upload.error).toBeNull();
    for (const question of ["invoices & !(payable | <-> 'x':*)", '.*(a+)+$ [[:alpha:]] \\m', SQL, SCRIPT]) {
      for (const searchMode of ['hybrid', 'regex-only']) {
        const { error } = await t.supabase.functions.invoke('query-ethics-document', {
          body: { question, documentId: upload.data.documentId, searchMode, optimizeForSpeed: true },
        });
        expect(error, `${searchMode}: ${question}`).toBeNull();
      }
    }
    const deleted = await t.supabase.functions.invoke('process-ethics-document', {
      body: { action: 'delete', documentId: `${upload.data.documentId}' or '1'='1` },
    });
    expect((deleted.error as { context: Response }).context.status).toBe(400);
  });
});
