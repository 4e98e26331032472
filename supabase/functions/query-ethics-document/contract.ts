// The contract of query-ethics-document, shared by the function (which
// validates requests with it) and the page (which bounds its question box and
// reads answers with it). It imports only zod/mini and the shared contract,
// so the browser, Node and Deno all load it.
import * as z from 'zod/mini';
import { defineSchema, readGeneratedBy, requiredText } from '../_shared/contract.ts';

export const MAX_QUESTION_LENGTH = 1000;

export const EMPTY_QUESTION_MESSAGE = 'Please enter a question';
/** A question of only punctuation, symbols or emoji has nothing to search for. */
export const WORDLESS_QUESTION_MESSAGE =
  'Please ask your question in words: this one has no letters or numbers to search the document for.';
export const NO_DOCUMENT_MESSAGE = 'Please upload a document first';

/**
 * The request: the question, the document it is about, the search mode and
 * optimizeForSpeed (kept for callers that send it; it changes nothing).
 */
export const documentQuestionRequestSchema = defineSchema(() =>
  z.object({
    question: requiredText(
      MAX_QUESTION_LENGTH,
      EMPTY_QUESTION_MESSAGE,
      `The question must be at most ${MAX_QUESTION_LENGTH} characters.`,
    ).check(z.refine((question) => /[\p{L}\p{N}]/u.test(question), WORDLESS_QUESTION_MESSAGE)),
    documentId: z.uuid({ error: NO_DOCUMENT_MESSAGE }),
    searchMode: z._default(z.enum(['regex-only', 'hybrid'], { error: "searchMode must be 'regex-only' or 'hybrid'." }), 'hybrid'),
    optimizeForSpeed: z._default(z.boolean({ error: 'optimizeForSpeed must be true or false.' }), true),
  }),
);

export type DocumentQuestionRequest = z.infer<typeof documentQuestionRequestSchema>;

export const searchMethodSchema = defineSchema(() => z.enum(['cached', 'regex-only', 'hybrid']));
export type SearchMethod = z.infer<typeof searchMethodSchema>;

export const citationSchema = defineSchema(() =>
  z.object({
    sectionRef: z.string(),
    heading: z.string(),
    /** The passage as stored, for the reader to check the answer against. */
    quote: z.string(),
    /** Words and phrases of the passage that match the question or its synonyms, for highlighting. */
    matchedTerms: z.array(z.string()),
  }),
);

export type Citation = z.infer<typeof citationSchema>;

/**
 * The answer as a page reads it: the guidance and how it was found; the
 * citations and `generatedBy` go beyond that minimum, so an answer without
 * them still reads.
 */
export const documentAnswerSchema = defineSchema(() =>
  z.object({
    guidance: z.string(),
    searchMethod: searchMethodSchema,
    citations: z._default(z.array(citationSchema), []),
    /** Which path wrote `guidance`: a configured language model from the cited passages, or our composer. */
    generatedBy: readGeneratedBy,
    /** True when the answer was served from the answer cache (the guidance says so too). */
    cached: z._default(z.boolean(), false),
    /** When the document does not answer: the three nearest headings, for the page to offer as one-click follow-up questions. */
    suggestions: z._default(z.array(z.string()), []),
  }),
);

export type DocumentAnswer = z.infer<typeof documentAnswerSchema>;
