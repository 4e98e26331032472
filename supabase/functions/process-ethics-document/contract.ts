// The contract of process-ethics-document, shared by the function (which
// validates requests with it) and the page (which bounds what it uploads and
// reads answers with it). It imports only zod/mini, so the browser, Node and
// Deno all load it.
//
// The request is an upload ({ documentText, fileName }) or one of three small
// actions on a document the caller already holds the id of: load the built-in
// sample, check that a document still exists (the page restores its own last
// document only after this), and delete it.
import * as z from 'zod/mini';
import { defineSchema } from '../_shared/contract.ts';

/** Shorter documents are refused with this exact message. */
export const MIN_DOCUMENT_CHARS = 100;
export const TOO_SHORT_MESSAGE = 'Text file appears to be empty or too short';
/** The largest document, counted in UTF-8 bytes of its text. */
export const MAX_DOCUMENT_BYTES = 2 * 1024 * 1024;
/**
 * The request body may be larger than the text: JSON escapes quotes,
 * backslashes, tabs and line ends in two bytes each.
 */
export const MAX_BODY_BYTES = 2 * MAX_DOCUMENT_BYTES + 64 * 1024;
export const MAX_FILE_NAME_LENGTH = 255;

const documentId = defineSchema(() => z.uuid({ error: 'documentId must be the id the upload returned.' }));

const fileName = defineSchema(() =>
  z.pipe(
    z
      .string({ error: 'fileName is required.' })
      .check(
        z.trim(),
        z.minLength(1, 'fileName is required.'),
        z.maxLength(MAX_FILE_NAME_LENGTH, `fileName must be at most ${MAX_FILE_NAME_LENGTH} characters.`),
      ),
    // Only the name: a browser may send a path on some systems.
    z.transform((name: string) => name.split(/[\\/]/).pop() || name),
  ),
);

export const uploadRequestSchema = defineSchema(() =>
  z.object({
    action: z.literal('upload'),
    documentText: z
      .string({ error: TOO_SHORT_MESSAGE })
      .check(z.refine((text) => text.trim().length >= MIN_DOCUMENT_CHARS, TOO_SHORT_MESSAGE)),
    fileName,
  }),
);

const sampleRequestSchema = defineSchema(() => z.object({ action: z.literal('sample') }));
const statusRequestSchema = defineSchema(() => z.object({ action: z.literal('status'), documentId }));
const deleteRequestSchema = defineSchema(() => z.object({ action: z.literal('delete'), documentId }));

export const processDocumentRequestSchema = defineSchema(() =>
  z.pipe(
    // A body without an action is an upload, as a plain upload call sends it.
    z.transform((raw: unknown) =>
      raw && typeof raw === 'object' && !Array.isArray(raw) && !('action' in raw) ? { ...raw, action: 'upload' } : raw,
    ),
    z.discriminatedUnion('action', [uploadRequestSchema, sampleRequestSchema, statusRequestSchema, deleteRequestSchema], {
      error: "action must be 'upload', 'sample', 'status' or 'delete'.",
    }),
  ),
);

export type ProcessDocumentRequest = z.infer<typeof processDocumentRequestSchema>;

/**
 * An upload's or the sample's answer: how many passages were stored and the
 * document's id (null when nothing was stored). The file name goes beyond the
 * minimum a caller needs, so an answer without it still reads.
 */
export const uploadResponseSchema = defineSchema(() =>
  z.object({
    processedChunks: z.int().check(z.nonnegative()),
    documentId: z.nullable(z.string()),
    fileName: z.optional(z.string()),
  }),
);

export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** A stored document's status, for the page to restore it. */
export const statusResponseSchema = defineSchema(() =>
  z.object({
    documentId: z.string(),
    fileName: z.string(),
    isSample: z.boolean(),
    processedChunks: z.int().check(z.positive()),
  }),
);

export type StatusResponse = z.infer<typeof statusResponseSchema>;

export const deleteResponseSchema = defineSchema(() => z.object({ deleted: z.boolean() }));
