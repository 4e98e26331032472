// The tax answer phrased by the configured language model: it rewrites what
// our entries say for the visitor's question, and nothing else. The headline
// figure of each entry must survive, no other figure may appear, and the
// sources, tax year and closing note are still ours. Any failure leaves the
// offline answer in place.
import { z } from 'zod';
import type { Database } from '../_shared/database.ts';
import type { LlmConfig } from '../_shared/llm/config.ts';
import { generateStructured, type GeneratedBy } from '../_shared/llm/generate.ts';
import { distinctSources, sourcesLine, yearNote } from './compose.ts';
import type { TaxGuidance } from './generate.ts';
import type { EntryRow } from './retrieval.ts';

const sentence = (max: number) => z.string().trim().min(5).max(max);

export const modelGuidanceSchema = z.object({
  summary: sentence(700),
  points: z.array(sentence(400)).min(2).max(8),
});

export type ModelGuidance = z.infer<typeof modelGuidanceSchema>;

/** Model text is shown as written, never interpreted as Markdown or HTML. */
function plain(text: string): string {
  return text.replace(/[\\`*_{}[\]()<>#+!|~]/g, (char) => `\\${char}`);
}

export function renderModelGuidance(answer: ModelGuidance, entries: readonly EntryRow[], taxYear: number): string {
  const notCovered = entries.flatMap((entry) => (entry.not_covered ? [`_Not covered here: ${entry.not_covered}_`] : []));
  return [
    plain(answer.summary),
    answer.points.map((point) => `- ${plain(point)}`).join('\n'),
    ...notCovered,
    sourcesLine(distinctSources(entries)),
    yearNote(taxYear),
  ].join('\n\n');
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
  if (!config || !offline.covered || offline.taxYear === null || offline.used.length === 0) {
    return { guidance: offline.guidance, generatedBy: 'offline' };
  }
  const outcome = await generateStructured(db, config, {
    purpose: 'generate-tax-guidance',
    task: 'You help a small business owner in Ireland understand an Irish tax rule. You rewrite the knowledge entries in the material as a short, clear answer to the visitor\'s question.',
    rules: [
      'Start with the figure or rule that answers the question, in the summary (one to three sentences).',
      'Then give two to eight short points: dated changes first, then the conditions that matter most for this question.',
      'Keep every amount, rate and date exactly as the material writes it, including the € sign and commas.',
      'If the question asks about something the entries do not say, say in the summary that our knowledge base does not cover that part and suggest checking with Revenue or a tax adviser.',
      'Do not mention sources or links: we add the official sources ourselves.',
    ],
    outputShape: '{"summary": string, "points": string[]}',
    visitor: { question },
    material: material(offline.used),
    schema: modelGuidanceSchema,
    requiredFigures: offline.used.map((entry) => entry.answer),
  });
  if (!outcome.ok) return { guidance: offline.guidance, generatedBy: 'offline' };
  return { guidance: renderModelGuidance(outcome.value, offline.used, offline.taxYear), generatedBy: 'model' };
}
