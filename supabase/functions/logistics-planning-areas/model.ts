// The planning brief written by the configured language model, as structured
// output checked with zod: a two-sentence takeaway, 5 to 7 bullets, options
// with decision criteria, and 30- and 90-day steps. It may only reorganise and
// rephrase what retrieval found (our knowledge entries, the live excerpts,
// the visitor's own figures and our offline draft); the headings, the live
// excerpts, the source note and the sources list stay ours. Any failure keeps
// the offline brief.
import { z } from 'zod';
import type { Database } from '../_shared/database.ts';
// The model's words are shown as written, never interpreted as Markdown or HTML.
import { escapeMarkdown } from '../_shared/markdown.ts';
import type { LlmConfig } from '../_shared/llm/config.ts';
import { generateStructured, type GeneratedBy } from '../_shared/llm/generate.ts';
import { type Brief, type BriefInput, figurePhrases, lowerFirst, MAX_BULLETS, MIN_BULLETS, renderBrief, withoutStop } from './compose.ts';

/** Sentences end with . ! or ? followed by a space or the end; '4.1%' is not a break. */
export function sentenceCount(text: string): number {
  return text
    .trim()
    .split(/(?<=[.!?])\s+/)
    .filter((part) => part.length > 0).length;
}

const line = (max: number) => z.string().trim().min(3).max(max);

export const modelBriefSchema = z.object({
  takeaway: line(600).refine((text) => /[.!?]$/.test(text) && sentenceCount(text) === 2, 'The takeaway must be exactly two sentences.'),
  bullets: z.array(line(400)).min(MIN_BULLETS).max(MAX_BULLETS),
  options: z
    .array(z.object({ option: line(120), chooseWhen: line(300) }))
    .min(1)
    .max(4),
  next30: z.array(line(300)).min(1).max(4),
  next90: z.array(line(300)).min(1).max(4),
});

export type ModelBrief = z.infer<typeof modelBriefSchema>;

function criterion(chooseWhen: string): string {
  return lowerFirst(withoutStop(chooseWhen.replace(/^choose (?:this|it) when\s+/i, '')));
}

/** The model's sections as Markdown under our headings; its text is shown, never interpreted. */
export function renderModelBrief(input: BriefInput, brief: ModelBrief): string {
  return renderBrief(input, {
    takeaway: escapeMarkdown(brief.takeaway),
    bullets: brief.bullets.map(escapeMarkdown),
    options: brief.options.map(
      (option) => `- **${escapeMarkdown(option.option)}**: choose this when ${escapeMarkdown(criterion(option.chooseWhen))}.`,
    ),
    next30: brief.next30.map((step) => `- ${escapeMarkdown(step)}`),
    next90: brief.next90.map((step) => `- ${escapeMarkdown(step)}`),
  });
}

function material(input: BriefInput, offline: Brief) {
  return {
    planningArea: input.areaLabel,
    visitorFigures: figurePhrases(input.figures),
    knowledge: offline.used.map((entry) => ({
      title: entry.title,
      takeaway: entry.takeaway,
      guidance: entry.guidance,
      options: entry.options.map((option) => ({ option: option.option, chooseWhen: option.choose_when })),
      next30: entry.next30,
      next90: entry.next90,
    })),
    liveExcerpts: input.excerpts.map((excerpt) => ({ title: excerpt.title, text: excerpt.text })),
    offlineDraft: { takeaway: offline.takeaway, bullets: offline.bullets },
  };
}

export interface WrittenBrief {
  markdown: string;
  generatedBy: GeneratedBy;
}

/** The prompt the JSON and the streamed brief share: our rules, the visitor's words and the material. */
export function briefPrompt(input: BriefInput, offline: Brief, visitor: { question: string; earlierQuestions: readonly string[] }) {
  return {
    purpose: 'logistics-planning-areas',
    task: `You write a short executive planning brief for the owner of an Irish haulage or logistics business, in the planning area "${input.areaLabel}". You organise and rephrase the knowledge, live excerpts and draft in the material for the visitor's question.`,
    rules: [
      'takeaway: exactly two sentences: the main point for this question, then the first step to take.',
      `bullets: ${MIN_BULLETS} to ${MAX_BULLETS} guidance points, most relevant to the question first, each one or two sentences. Use the visitor's figures (visitorFigures) where the draft does.`,
      'options: one to four options from the knowledge, each with chooseWhen completing the phrase "choose this when ..." (without those words).',
      'next30 and next90: one to four concrete steps each for the next 30 and the next 90 days, from the knowledge.',
      'If the material does not cover part of the question, say so in one of the bullets instead of guessing.',
    ],
    visitor: { question: visitor.question, earlierQuestions: visitor.earlierQuestions },
    material: material(input, offline),
    // The brief's own horizons, which the steps may name.
    extraAllowed: ['30 days', '90 days'],
  };
}

/** The model's brief, or the offline one when there is no model or it falls back. */
export async function writeBrief(
  db: Database,
  config: LlmConfig | undefined,
  input: BriefInput,
  offline: Brief,
  visitor: { question: string; earlierQuestions: readonly string[] },
): Promise<WrittenBrief> {
  if (!config) return { markdown: offline.markdown, generatedBy: 'offline' };
  const outcome = await generateStructured(db, config, {
    ...briefPrompt(input, offline, visitor),
    outputShape:
      '{"takeaway": string, "bullets": string[], "options": [{"option": string, "chooseWhen": string}], "next30": string[], "next90": string[]}',
    schema: modelBriefSchema,
  });
  if (!outcome.ok) return { markdown: offline.markdown, generatedBy: 'offline' };
  return { markdown: renderModelBrief(input, outcome.value), generatedBy: 'model' };
}
