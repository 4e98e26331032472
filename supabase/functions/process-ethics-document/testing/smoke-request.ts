import { expect } from 'vitest';
import type { SmokeRequest } from '../../_shared/testing/smoke-request.ts';

const documentText = `ENGAGEMENT TERMS

1.1 The Practice prepares the annual accounts and the corporation tax return of the client.

1.2 Invoices are payable within thirty days of the invoice date.`;

export const smokeRequest: SmokeRequest = {
  body: { documentText, fileName: 'terms.txt' },
  async check(response, db) {
    const { processedChunks, documentId } = response as { processedChunks: number; documentId: string };
    expect(processedChunks).toBe(2);
    const rows = await db.query<{ n: number }>('select count(*)::int as n from ethics_chunks where document_id = $1', [documentId]);
    expect(rows[0]!.n).toBe(2);
  },
};
