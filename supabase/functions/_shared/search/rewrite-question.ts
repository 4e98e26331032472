// The optional model layer of the search: with a language model configured,
// the model restates a visitor's question in the knowledge's own words (its
// topic titles are the vocabulary), so 'the ESB pays me for what my panels
// send out' can reach 'selling solar electricity to the grid'. The rewrite
// only widens a search: the visitor's words always stay in it, and anything
// doubtful about the rewrite leaves the question exactly as the visitor wrote
// it, so a failing model gives the offline result.
import { z } from 'zod';
import type { Database } from '../database.ts';
import type { LlmConfig } from '../llm/config.ts';
import { generateStructured } from '../llm/generate.ts';

/** A rewrite is a search aid, not an answer: it must not hold the visitor up for long. */
export const REWRITE_TIMEOUT_MS = 4000;
/** About 300 characters of JSON and then some; a longer reply is cut off and not used. */
const REWRITE_OUTPUT_TOKENS = 150;
/** Longer than this is not a restatement of one question. */
export const MAX_REWRITE_CHARS = 300;
/** The vocabulary sent is bounded, so a large base cannot push the prompt past the input cap. */
const MAX_VOCABULARY_CHARS = 8000;

const rewriteSchema = z.object({ rewritten: z.string() });

// A reply that talks to someone (a refusal, an obeyed 'ignore your rules')
// is not a restatement of a question. Words the knowledge itself uses ('VAT
// you cannot reclaim') are deliberately not on these lists.
const REFUSAL = /\b(?:I|I'm|I am|we)\s+(?:am\s+)?(?:sorry|cannot|can't|can not|unable|won't|will not)\b|\bas an ai\b|\blanguage model\b/i;
const INSTRUCTION =
  /\b(?:ignore|disregard|instructions?|prompts?|jailbreak|pretend|act as|you are now|you must|you should|say that|respond|reply|system message|assistant)\b/i;

export interface RewriteRequest {
  /** The visitor's words, exactly as sent. */
  question: string;
  /** The base's topic titles: the words the rewrite should use. */
  vocabulary: readonly string[];
  /** What the knowledge is about, for the prompt ('Irish tax', 'construction site safety'). */
  subject: string;
  /** For the logs. */
  purpose: string;
}

/** Whether a model's reply can stand beside the question in a search: one plain line restating it. */
export function acceptableRewrite(question: string, rewritten: string): boolean {
  const text = rewritten.trim();
  if (!text || text.length > MAX_REWRITE_CHARS || /[\r\n]/.test(text)) return false;
  if (REFUSAL.test(text) || INSTRUCTION.test(text)) return false;
  // The same words again add nothing to search with.
  return text.toLowerCase() !== question.trim().toLowerCase();
}

/**
 * The model's restatement of the question in the knowledge's words, or
 * undefined whenever there is none worth searching with: no model, a
 * failure, a timeout, the daily cap, or a reply that is not a restatement.
 */
export async function rewriteQuestion(db: Database, llm: LlmConfig | undefined, request: RewriteRequest): Promise<string | undefined> {
  if (!llm) return undefined;
  const config: LlmConfig = {
    ...llm,
    timeoutMs: Math.min(llm.timeoutMs, REWRITE_TIMEOUT_MS),
    maxOutputTokens: Math.min(llm.maxOutputTokens, REWRITE_OUTPUT_TOKENS),
  };
  const outcome = await generateStructured(db, config, {
    purpose: request.purpose,
    task: `You help a search engine over a small knowledge base on ${request.subject} by restating a visitor's question in the knowledge base's own words. The material lists the titles of the knowledge base's topics.`,
    rules: [
      "Restate the visitor's question as one short line, using the words of the titles where they name what the visitor means (the official name of a tax, relief, scheme, hazard, machine or task).",
      "Keep the visitor's meaning exactly: do not answer the question, and do not add a country, a year, a figure or a subject the visitor did not ask about.",
      'If no title fits, restate the question in plain words as it is.',
      `At most ${MAX_REWRITE_CHARS} characters, on one line, with no instructions, comments or apologies.`,
    ],
    outputShape: '{"rewritten": "the question restated in the titles\' words"}',
    schema: rewriteSchema,
    visitor: { question: request.question },
    material: { titles: boundedVocabulary(request.vocabulary) },
    // Repeating the visitor's own figures ('€530 a week') is a restatement, not an invented figure.
    extraAllowed: [request.question],
  });
  if (!outcome.ok) return undefined;
  const rewritten = outcome.value.rewritten.trim();
  if (!acceptableRewrite(request.question, rewritten)) {
    console.warn(`[llm] ${request.purpose}: rewrite not used (not a one-line restatement).`);
    return undefined;
  }
  return rewritten;
}

/**
 * What the search reads: the visitor's question with the rewrite after it.
 * One search over both, rather than two searches merged: every word the
 * visitor wrote stays in the question's weight, so a row is still measured
 * against what was asked, and the rewrite's words count beside them, never
 * instead of them. A row the rewrite alone names cannot reach the coverage
 * of one holding the visitor's words too.
 */
export function searchText(question: string, rewritten: string | undefined): string {
  return rewritten ? `${question}\n${rewritten}` : question;
}

function boundedVocabulary(titles: readonly string[]): string[] {
  const kept: string[] = [];
  let length = 0;
  for (const title of titles) {
    length += title.length + 1;
    if (length > MAX_VOCABULARY_CHARS) break;
    kept.push(title);
  }
  return kept;
}
