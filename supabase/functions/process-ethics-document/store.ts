// Stores and removes documents. A document and its passages are written by
// one statement, so Postgres runs them as one transaction: a failed upload
// leaves nothing behind, on PGlite and on a pooled connection alike.
import type { Database } from '../_shared/database.ts';
import { contactWords } from '../_shared/contact-details.ts';
import type { DocumentChunk } from '../_shared/document-chunks.ts';
import { documentRetentionHours, stillReadable } from '../_shared/document-retention.ts';

export interface StoredDocument {
  documentId: string;
  processedChunks: number;
}

export interface DocumentStatus {
  documentId: string;
  fileName: string;
  isSample: boolean;
  processedChunks: number;
  createdAt: string;
}

export async function storeDocument(
  db: Database,
  document: { fileName: string; isSample: boolean; charCount: number; chunks: readonly DocumentChunk[] },
): Promise<StoredDocument> {
  const rows = await db.query<{ document_id: string; stored: number }>(
    `with document as (
       insert into public.ethics_documents (file_name, is_sample, char_count, chunk_count)
       values ($1, $2, $3, $4)
       returning document_id
     ), passages as (
       insert into public.ethics_chunks (document_id, position, section_ref, heading, content, contact_words)
       select document.document_id, (c ->> 'position')::int, c ->> 'sectionRef', c ->> 'heading', c ->> 'content', c ->> 'contactWords'
       from document, jsonb_array_elements($5::jsonb) as c
       returning 1
     )
     select document.document_id::text as document_id, (select count(*) from passages)::int as stored
     from document`,
    [
      document.fileName,
      document.isSample,
      document.charCount,
      document.chunks.length,
      JSON.stringify(document.chunks.map((chunk) => ({ ...chunk, contactWords: contactWords(chunk.content) }))),
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('Storing the document returned no row.');
  return { documentId: row.document_id, processedChunks: row.stored };
}

export async function documentStatus(db: Database, documentId: string): Promise<DocumentStatus | undefined> {
  const rows = await db.query<{ file_name: string; is_sample: boolean; chunk_count: number; created_at: Date | string }>(
    // Past its retention period a document is gone, whether or not the purge has run.
    `select file_name, is_sample, chunk_count, created_at from public.ethics_documents where document_id = $1 and ${stillReadable(2)}`,
    [documentId, documentRetentionHours()],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    documentId,
    fileName: row.file_name,
    isSample: row.is_sample,
    processedChunks: row.chunk_count,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Deletes the document with its passages and cached answers; false when there was none. */
export async function deleteDocument(db: Database, documentId: string): Promise<boolean> {
  const rows = await db.query(`delete from public.ethics_documents where document_id = $1 returning 1`, [documentId]);
  return rows.length > 0;
}
