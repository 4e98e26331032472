// The page's backend calls: process-ethics-document for uploads, the sample,
// the existence check and deletion, and query-ethics-document for questions.
// Every answer is read with its function's own contract.
import { invokeFunction } from '@meitheal/backend-client';
import { readAnswer } from '@meitheal/ui/demo-kit';
import {
  deleteResponseSchema,
  documentAnswerSchema,
  statusResponseSchema,
  uploadResponseSchema,
  type DocumentAnswer,
  type StatusResponse,
} from './contract';

export type { Citation, DocumentAnswer } from './contract';
export type DocumentStatus = StatusResponse;

/** An upload's answer with the file name the page shows: the function's own, or the one the visitor chose. */
export interface UploadResult {
  processedChunks: number;
  documentId: string | null;
  fileName: string;
}

/** What the page calls the built-in sample when the function does not name it. */
const SAMPLE_NAME = 'Sample standard';

const SERVICE = 'document service';

export async function processDocument(documentText: string, fileName: string): Promise<UploadResult> {
  const result = readAnswer(
    uploadResponseSchema,
    await invokeFunction<unknown>('process-ethics-document', { documentText, fileName }),
    SERVICE,
  );
  return { ...result, fileName: result.fileName ?? fileName };
}

export async function loadSampleDocument(): Promise<UploadResult> {
  const result = readAnswer(uploadResponseSchema, await invokeFunction<unknown>('process-ethics-document', { action: 'sample' }), SERVICE);
  return { ...result, fileName: result.fileName ?? SAMPLE_NAME };
}

/** Throws FunctionCallError with status 404 when the document is gone. */
export async function fetchDocumentStatus(documentId: string): Promise<DocumentStatus> {
  return readAnswer(
    statusResponseSchema,
    await invokeFunction<unknown>('process-ethics-document', { action: 'status', documentId }),
    SERVICE,
  );
}

export async function deleteDocument(documentId: string): Promise<void> {
  readAnswer(deleteResponseSchema, await invokeFunction<unknown>('process-ethics-document', { action: 'delete', documentId }), SERVICE);
}

export async function askDocument(question: string, documentId: string): Promise<DocumentAnswer> {
  // The function itself upgrades to 'regex-only' for the known topics.
  const response = await invokeFunction<unknown>('query-ethics-document', {
    question,
    documentId,
    searchMode: 'hybrid',
    optimizeForSpeed: true,
  });
  return readAnswer(documentAnswerSchema, response, SERVICE);
}
