// The document answer phrased by the configured language model: it answers
// the question from the passages our retrieval chose and nothing else. Every
// figure must come from those passages, the headline passage's figures must
// survive, and the citations (the quotes a reader checks) stay ours and are
// shown with it. Any failure leaves the composed answer in place.
// Model text is shown as written, never interpreted as Markdown or HTML.
import { escapeMarkdown } from '../_shared/markdown.ts';
import { z } from 'zod';
import type { Database } from '../_shared/database.ts';
import type { LlmConfig } from '../_shared/llm/config.ts';
import { generateStructured, type GeneratedBy } from '../_shared/llm/generate.ts';
import type { Citation } from './contract.ts';

export const modelAnswerSchema = z.object({
  answer: z.string().trim().min(5).max(1200),
});

export interface PhrasedAnswer {
  guidance: string;
  generatedBy: GeneratedBy;
}

/**
 * The model's answer followed by our own quotes, or the composed answer when
 * there is no model, nothing was found, or the model falls back.
 */
export async function phraseDocumentAnswer(
  db: Database,
  config: LlmConfig | undefined,
  question: string,
  composed: { guidance: string; citations: Citation[] },
): Promise<PhrasedAnswer> {
  // 'Not covered' stays our own words: there is nothing to phrase.
  if (!config || composed.citations.length === 0) return { guidance: composed.guidance, generatedBy: 'offline' };
  const outcome = await generateStructured(db, config, {
    purpose: 'query-ethics-document',
    task: 'You help an accountant, tax adviser or solicitor read a document they uploaded. You answer their question from the passages of that document in the material.',
    rules: [
      'Answer in two to five sentences, the fact asked for (a number, a period, a person) first.',
      'Use only what the passages say; name the section a fact comes from (for example "Section 5.2").',
      'Keep every number, period and date exactly as the passages write them.',
      'If the passages do not answer the question, say that the document does not cover it.',
    ],
    outputShape: '{"answer": string}',
    visitor: { question },
    material: composed.citations.map((citation) => ({ section: citation.sectionRef, heading: citation.heading, text: citation.quote })),
    requiredFigures: composed.citations.slice(0, 1).map((citation) => citation.quote),
    schema: modelAnswerSchema,
  });
  if (!outcome.ok) return { guidance: composed.guidance, generatedBy: 'offline' };
  return { guidance: `${escapeMarkdown(outcome.value.answer)}\n\n${composed.guidance}`, generatedBy: 'model' };
}
