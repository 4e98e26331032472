// The tax answer phrased by the configured language model: it rewrites what
// our entries say for the visitor's question, and nothing else. The headline
// figure of each entry must survive, no other figure may appear, and the
// sources, tax year and closing note are still ours. Any failure leaves the
// offline answer in place.
// Model text is shown as written, never interpreted as Markdown or HTML.
import { escapeMarkdown } from '../_shared/markdown.ts';
import { z } from 'zod';
import type { Database } from '../_shared/database.ts';
import type { LlmConfig } from '../_shared/llm/config.ts';
import { generateStructured, type GeneratedBy } from '../_shared/llm/generate.ts';
import { eventStreamResponse, streamGrounded } from '../_shared/llm/stream.ts';
import { distinctSources, leadBlock, sourcesLine, yearNote } from './compose.ts';
import type { TaxGuidance } from './generate.ts';
import type { EntryRow } from './retrieval.ts';

const sentence = (max: number) => z.string().trim().min(5).max(max);

export const modelGuidanceSchema = z.object({
  summary: sentence(700),
  points: z.array(sentence(400)).min(2).max(8),
});

export type ModelGuidance = z.infer<typeof modelGuidanceSchema>;

/**
 * The model's text (already safe Markdown) after our own date-aware lead
 * (deadlines, other years, measures that end: worked out from today's date,
 * never left to a model), followed by our notes, sources and tax year.
 */
function withOurNotes(body: string, entries: readonly EntryRow[], taxYear: number, lead: readonly string[] = []): string {
  const notCovered = entries.flatMap((entry) => (entry.not_covered ? [`_Not covered here: ${entry.not_covered}_`] : []));
  return [...leadBlock(lead), body, ...notCovered, sourcesLine(distinctSources(entries)), yearNote(taxYear)].join('\n\n');
}

export function renderModelGuidance(
  answer: ModelGuidance,
  entries: readonly EntryRow[],
  taxYear: number,
  lead: readonly string[] = [],
): string {
  return withOurNotes(
    [escapeMarkdown(answer.summary), answer.points.map((point) => `- ${escapeMarkdown(point)}`).join('\n')].join('\n\n'),
    entries,
    taxYear,
    lead,
  );
}

function material(entries: readonly EntryRow[]) {
  return entries.map((entry) => ({
    title: entry.title,
    taxYear: entry.tax_year,
    answer: entry.answer,
    datedChanges: entry.changes,
    conditions: entry.conditions,
    notCoveredHere: entry.not_covered,
  }));
}

/** The prompt both the JSON and the streamed answer share. */
function taxPrompt(question: string, entries: readonly EntryRow[]) {
  return {
    purpose: 'generate-tax-guidance',
    task: "You help a small business owner in Ireland understand an Irish tax rule. You rewrite the knowledge entries in the material as a short, clear answer to the visitor's question.",
    rules: [
      'Start with the figure or rule that answers the question, in one to three sentences.',
      'Then give two to eight short points: dated changes first, then the conditions that matter most for this question.',
      'Keep every amount, rate and date exactly as the material writes it, including the € sign and commas.',
      'If the question asks about something the entries do not say, say that our knowledge base does not cover that part and suggest checking with Revenue or a tax adviser.',
      'Do not mention sources or links: we add the official sources ourselves.',
      "Do not state deadlines for a particular year or say which year the figures are for: we add those lines ourselves, worked out from today's date.",
    ],
    visitor: { question },
    material: material(entries),
    requiredFigures: entries.map((entry) => entry.answer),
  };
}

/** Whether a model may phrase this answer: covered questions only, with a model configured. */
export function canPhrase(config: LlmConfig | undefined, offline: TaxGuidance): config is LlmConfig {
  return config !== undefined && offline.covered && offline.taxYear !== null && offline.used.length > 0;
}

export interface PhrasedGuidance {
  guidance: string;
  generatedBy: GeneratedBy;
}

/** The model's phrasing of a covered answer, or the offline answer when there is no model or it falls back. */
export async function phraseTaxGuidance(
  db: Database,
  config: LlmConfig | undefined,
  question: string,
  offline: TaxGuidance,
): Promise<PhrasedGuidance> {
  // Refusals (not covered, another country) stay our own words: there is nothing to phrase.
  if (!canPhrase(config, offline) || offline.taxYear === null) return { guidance: offline.guidance, generatedBy: 'offline' };
  const outcome = await generateStructured(db, config, {
    ...taxPrompt(question, offline.used),
    outputShape: '{"summary": string, "points": string[]}',
    schema: modelGuidanceSchema,
  });
  if (!outcome.ok) return { guidance: offline.guidance, generatedBy: 'offline' };
  return { guidance: renderModelGuidance(outcome.value, offline.used, offline.taxYear, offline.lead), generatedBy: 'model' };
}

/** A streamed answer's plain text as Markdown: its '- ' lines stay a list, everything else is shown as text. */
export function renderStreamedGuidance(text: string, entries: readonly EntryRow[], taxYear: number, lead: readonly string[] = []): string {
  const lines = text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
  const points = lines.filter((line) => /^[-•*]\s+/.test(line)).map((line) => `- ${escapeMarkdown(line.replace(/^[-•*]\s+/, ''))}`);
  const prose = lines.filter((line) => !/^[-•*]\s+/.test(line)).map((line) => escapeMarkdown(line));
  return withOurNotes([...prose, points.join('\n')].filter(Boolean).join('\n\n'), entries, taxYear, lead);
}

/**
 * The answer as server-sent events: `delta` events carry the model's text as
 * it is checked, then one `done` event carries the whole response (the
 * model's answer, or the offline one replacing whatever was shown).
 */
export function streamTaxGuidance(db: Database, config: LlmConfig, question: string, offline: TaxGuidance): Response {
  return eventStreamResponse(async (send, cancelled) => {
    const outcome = await streamGrounded(
      db,
      config,
      {
        ...taxPrompt(question, offline.used),
        textLayout: 'the answer in one to three sentences on the first line, then one point per line, each line starting with "- ".',
      },
      (text) => send('delta', { text }),
      cancelled,
    );
    if (!outcome.ok) console.warn(`[llm] generate-tax-guidance: offline answer used (${outcome.reason}): ${outcome.detail}`);
    const phrased = outcome.ok && offline.taxYear !== null;
    send('done', {
      guidance: phrased ? renderStreamedGuidance(outcome.text, offline.used, offline.taxYear as number, offline.lead) : offline.guidance,
      sources: offline.sources,
      taxYear: offline.taxYear,
      covered: offline.covered,
      reviewedOn: offline.reviewedOn,
      generatedBy: phrased ? 'model' : 'offline',
      suggestions: offline.suggestions,
    });
  });
}
