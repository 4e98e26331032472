// What process-ethics-document accepts. The spec's upload ({ documentText,
// fileName }) plus three small actions on a document the caller already holds
// the id of: load the built-in sample, check that a document still exists
// (the page restores its own last document only after this), and delete it.
import { z } from 'zod';

/** Spec section 5: shorter documents are refused with this exact message. */
export const MIN_DOCUMENT_CHARS = 100;
export const TOO_SHORT_MESSAGE = 'Text file appears to be empty or too short';
/** The largest document, counted in UTF-8 bytes of its text. */
export const MAX_DOCUMENT_BYTES = 2 * 1024 * 1024;
/**
 * The request body may be larger than the text: JSON escapes quotes,
 * backslashes, tabs and line ends in two bytes each.
 */
export const MAX_BODY_BYTES = 2 * MAX_DOCUMENT_BYTES + 64 * 1024;

const documentId = z.uuid({ error: 'documentId must be the id the upload returned.' });

const uploadSchema = z.object({
  action: z.literal('upload'),
  documentText: z
    .string({ error: TOO_SHORT_MESSAGE })
    .refine((text) => text.trim().length >= MIN_DOCUMENT_CHARS, TOO_SHORT_MESSAGE),
  fileName: z
    .string({ error: 'fileName is required.' })
    .trim()
    .min(1, 'fileName is required.')
    .max(255, 'fileName must be at most 255 characters.')
    // Only the name: a browser may send a path on some systems.
    .transform((name) => name.split(/[\\/]/).pop() || name),
});

const sampleSchema = z.object({ action: z.literal('sample') });
const statusSchema = z.object({ action: z.literal('status'), documentId });
const deleteSchema = z.object({ action: z.literal('delete'), documentId });

export const processEthicsDocumentSchema = z.preprocess(
  // The spec's body has no action: it is an upload.
  (raw) => (raw && typeof raw === 'object' && !Array.isArray(raw) && !('action' in raw) ? { ...raw, action: 'upload' } : raw),
  z.discriminatedUnion('action', [uploadSchema, sampleSchema, statusSchema, deleteSchema], {
    error: "action must be 'upload', 'sample', 'status' or 'delete'.",
  }),
);

export type ProcessEthicsDocumentRequest = z.infer<typeof processEthicsDocumentSchema>;
