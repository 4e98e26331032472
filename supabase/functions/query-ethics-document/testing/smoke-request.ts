import { expect } from 'vitest';
import type { SmokeRequest } from '../../_shared/testing/smoke-request.ts';

const DOCUMENT_ID = '6f1d3c2a-8b4e-4f7a-9c1d-2e3f4a5b6c7d';

export const smokeRequest: SmokeRequest = {
  body: { question: 'How long are working papers kept?', documentId: DOCUMENT_ID, searchMode: 'hybrid', optimizeForSpeed: true },
  async prepare(db) {
    await db.query(
      `with document as (
         insert into ethics_documents (document_id, file_name, char_count, chunk_count) values ($1, 'terms.txt', 120, 1)
         returning document_id
       )
       insert into ethics_chunks (document_id, position, section_ref, heading, content)
       select document_id, 0, 'Section 5.1', 'Records', '5.1 The Practice keeps working papers for six years after the engagement ends.'
       from document`,
      [DOCUMENT_ID],
    );
  },
  check(response) {
    const { guidance, searchMethod, citations } = response as {
      guidance: string;
      searchMethod: string;
      citations: { sectionRef: string }[];
    };
    expect(searchMethod).toBe('hybrid');
    expect(guidance).toContain('six years');
    expect(citations[0]!.sectionRef).toBe('Section 5.1');
  },
};
