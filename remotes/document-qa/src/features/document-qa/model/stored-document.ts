// The visitor's own last document, remembered in this browser only: its id
// is the key to it, so it is never shown or sent anywhere else.
import * as z from 'zod/mini';

const STORAGE_KEY = 'meitheal.document-qa.document';

const storedDocumentSchema = z.object({
  documentId: z.string().check(z.minLength(1)),
  fileName: z.string(),
  processedChunks: z.int().check(z.positive()),
  isSample: z.boolean(),
});

export type StoredDocument = z.infer<typeof storedDocumentSchema>;

export function readStoredDocument(): StoredDocument | undefined {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    const parsed = storedDocumentSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    // Storage blocked or a damaged entry: behave as if nothing was stored.
    return undefined;
  }
}

export function storeDocument(document: StoredDocument): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(document));
  } catch {
    // Without storage the document still works for this visit.
  }
}

export function forgetStoredDocument(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to forget when storage is blocked.
  }
}
