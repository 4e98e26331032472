// process-ethics-document: stores an uploaded text as passages that follow
// its structure, with a full-text index, and answers { processedChunks,
// documentId }, the shape every client of the demo reads. The id is the document's only key: whoever
// holds it may ask about the document, check it exists, or delete it.
import { getDatabase } from '../_shared/database.ts';
import { chunkDocument } from '../_shared/document-chunks.ts';
import { DOCUMENT_GONE_MESSAGE } from '../_shared/document-messages.ts';
import { defineFunction, HttpError } from '../_shared/http.ts';
import { SAMPLE_FILE_NAME, SAMPLE_STANDARD_TEXT } from '../_shared/sample-standard/auditors-ethical-standard.ts';
import { assertPlainText } from './plain-text.ts';
import { MAX_BODY_BYTES, processDocumentRequestSchema } from './contract.ts';
import { deleteDocument, documentStatus, storeDocument } from './store.ts';
import { enforceUploadQuota } from './upload-quota.ts';

export default defineFunction({
  name: 'process-ethics-document',
  schema: processDocumentRequestSchema,
  maxBodyBytes: MAX_BODY_BYTES,
  async handle(request, req) {
    const db = await getDatabase();
    switch (request.action) {
      case 'upload':
        assertPlainText(request.documentText);
        await enforceUploadQuota(db, req, utf8Bytes(request.documentText));
        return processText(request.documentText, request.fileName, false);
      case 'sample':
        // The sample is stored afresh each time, so it counts like an upload.
        await enforceUploadQuota(db, req, utf8Bytes(SAMPLE_STANDARD_TEXT));
        return processText(SAMPLE_STANDARD_TEXT, SAMPLE_FILE_NAME, true);
      case 'status': {
        const status = await documentStatus(db, request.documentId);
        if (!status) throw new HttpError(404, DOCUMENT_GONE_MESSAGE);
        return status;
      }
      case 'delete':
        return { deleted: await deleteDocument(db, request.documentId) };
    }
  },
});

async function processText(text: string, fileName: string, isSample: boolean) {
  const chunks = chunkDocument(text);
  // Text of nothing but page numbers and rules yields no passage: nothing is stored.
  if (chunks.length === 0) return { processedChunks: 0, documentId: null, fileName };
  const stored = await storeDocument(await getDatabase(), { fileName, isSample, charCount: text.length, chunks });
  return { ...stored, fileName };
}

function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}
