// The page's backend calls (spec section 7 and issue 9): process-ethics-document
// for uploads, the sample, the existence check and deletion, and
// query-ethics-document for questions. Every answer is checked with zod.
import { invokeFunction } from '@meitheal/backend-client';
import * as z from 'zod/mini';

const uploadSchema = z.object({
  processedChunks: z.int().check(z.nonnegative()),
  documentId: z.nullable(z.string()),
  fileName: z.string(),
});

const statusSchema = z.object({
  documentId: z.string(),
  fileName: z.string(),
  isSample: z.boolean(),
  processedChunks: z.int().check(z.positive()),
});

const citationSchema = z.object({
  sectionRef: z.string(),
  heading: z.string(),
  quote: z.string(),
  matchedTerms: z.array(z.string()),
});

const answerSchema = z.object({
  guidance: z.string(),
  searchMethod: z.enum(['cached', 'regex-only', 'hybrid']),
  citations: z._default(z.array(citationSchema), []),
});

export type UploadResult = z.infer<typeof uploadSchema>;
export type DocumentStatus = z.infer<typeof statusSchema>;
export type Citation = z.infer<typeof citationSchema>;
export type DocumentAnswer = z.infer<typeof answerSchema>;

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
  return read(uploadSchema, await invokeFunction<unknown>('process-ethics-document', { documentText, fileName }));
}

export async function loadSampleDocument(): Promise<UploadResult> {
  return read(uploadSchema, await invokeFunction<unknown>('process-ethics-document', { action: 'sample' }));
}

/** Throws FunctionCallError with status 404 when the document is gone. */
export async function fetchDocumentStatus(documentId: string): Promise<DocumentStatus> {
  return read(statusSchema, await invokeFunction<unknown>('process-ethics-document', { action: 'status', documentId }));
}

export async function deleteDocument(documentId: string): Promise<void> {
  read(z.object({ deleted: z.boolean() }), await invokeFunction<unknown>('process-ethics-document', { action: 'delete', documentId }));
}

export async function askDocument(question: string, documentId: string): Promise<DocumentAnswer> {
  // The function itself upgrades to 'regex-only' for the known topics.
  const response = await invokeFunction<unknown>('query-ethics-document', {
    question,
    documentId,
    searchMode: 'hybrid',
    optimizeForSpeed: true,
  });
  return read(answerSchema, response);
}
