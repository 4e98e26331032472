// The page's backend calls: process-ethics-document for uploads, the sample,
// the existence check and deletion, and query-ethics-document for questions.
// Every answer is read with its function's own contract.
import { invokeFunction } from '@meitheal/backend-client';
import type * as z from 'zod/mini';
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

/** The service answered, but not in a shape we can read. */
export class UnreadableAnswerError extends Error {
  constructor() {
    super('The document service sent an answer we could not read.');
    this.name = 'UnreadableAnswerError';
  }
}

function read<T>(schema: z.ZodMiniType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new UnreadableAnswerError();
  return parsed.data;
}

export async function processDocument(documentText: string, fileName: string): Promise<UploadResult> {
  const result = read(uploadResponseSchema, await invokeFunction<unknown>('process-ethics-document', { documentText, fileName }));
  return { ...result, fileName: result.fileName ?? fileName };
}

export async function loadSampleDocument(): Promise<UploadResult> {
  const result = read(uploadResponseSchema, await invokeFunction<unknown>('process-ethics-document', { action: 'sample' }));
  return { ...result, fileName: result.fileName ?? SAMPLE_NAME };
}

/** Throws FunctionCallError with status 404 when the document is gone. */
export async function fetchDocumentStatus(documentId: string): Promise<DocumentStatus> {
  return read(statusResponseSchema, await invokeFunction<unknown>('process-ethics-document', { action: 'status', documentId }));
}

export async function deleteDocument(documentId: string): Promise<void> {
  read(deleteResponseSchema, await invokeFunction<unknown>('process-ethics-document', { action: 'delete', documentId }));
}

export async function askDocument(question: string, documentId: string): Promise<DocumentAnswer> {
  // The function itself upgrades to 'regex-only' for the known topics.
  const response = await invokeFunction<unknown>('query-ethics-document', {
    question,
    documentId,
    searchMode: 'hybrid',
    optimizeForSpeed: true,
  });
  return read(documentAnswerSchema, response);
}
