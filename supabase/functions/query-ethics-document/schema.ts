// The request of spec section 7: the question, the document it is about, the
// search mode and optimizeForSpeed (kept for compatibility: every answer is
// already computed without a language model, in milliseconds).
import { z } from 'zod';

export const MAX_QUESTION_LENGTH = 1000;

export const queryEthicsDocumentSchema = z.object({
  question: z
    .string({ error: 'Please enter a question' })
    .trim()
    .min(1, 'Please enter a question')
    .max(MAX_QUESTION_LENGTH, `The question must be at most ${MAX_QUESTION_LENGTH} characters.`),
  documentId: z.uuid({ error: 'Please upload a document first' }),
  searchMode: z.enum(['regex-only', 'hybrid'], { error: "searchMode must be 'regex-only' or 'hybrid'." }).default('hybrid'),
  optimizeForSpeed: z.boolean({ error: 'optimizeForSpeed must be true or false.' }).default(true),
});

export type QueryEthicsDocumentRequest = z.infer<typeof queryEthicsDocumentSchema>;

export type SearchMethod = 'cached' | 'regex-only' | 'hybrid';

export interface Citation {
  sectionRef: string;
  heading: string;
  /** The passage as stored, for the reader to check the answer against. */
  quote: string;
  /** Words and phrases of the passage that match the question or its synonyms, for highlighting. */
  matchedTerms: string[];
}

export interface DocumentAnswer {
  guidance: string;
  searchMethod: SearchMethod;
  citations: Citation[];
  /** Which path wrote `guidance`: a configured language model from the cited passages, or our composer. */
  generatedBy: 'model' | 'offline';
}
