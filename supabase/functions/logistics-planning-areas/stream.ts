// The planning brief streamed as server-sent events while the model writes it.
// The model writes the brief's sections as labelled plain text; `delta`
// events carry it a sentence or line at a time once its figures are found in
// the material; at the end the text is read back into the brief's structure
// and checked with the same zod schema as the JSON path. The `done` event
// carries the whole reply: the model's brief under our headings, or the
// offline brief when anything failed.
import type { Database } from '../_shared/database.ts';
import type { LlmConfig } from '../_shared/llm/config.ts';
import { eventStreamResponse, streamGrounded } from '../_shared/llm/stream.ts';
import { briefPrompt, modelBriefSchema, renderModelBrief } from './model.ts';
import { type PlanningDraft, replyWith } from './plan.ts';

export const STREAM_LAYOUT = [
  'five labelled sections, each label on its own line:',
  'TAKEAWAY: the two sentences',
  'GUIDANCE: then one bullet per line, each starting with "- "',
  'OPTIONS: then one option per line as "- option | choose when ..." (the criterion after the bar, without the words "choose this when")',
  'NEXT 30 DAYS: then one step per line starting with "- "',
  'NEXT 90 DAYS: then one step per line starting with "- "',
].join('\n');

const LABELS = {
  TAKEAWAY: 'takeaway',
  GUIDANCE: 'bullets',
  OPTIONS: 'options',
  'NEXT 30 DAYS': 'next30',
  'NEXT 90 DAYS': 'next90',
} as const;
type Section = (typeof LABELS)[keyof typeof LABELS];
const LABEL_LINE = /^(TAKEAWAY|GUIDANCE|OPTIONS|NEXT 30 DAYS|NEXT 90 DAYS):\s*(.*)$/i;

/** The streamed text read back into the brief's structure (for modelBriefSchema to judge). */
export function parseStreamedBrief(text: string): unknown {
  const lists: Record<Exclude<Section, 'takeaway'>, string[]> = { bullets: [], options: [], next30: [], next90: [] };
  const takeaway: string[] = [];
  let section: Section | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const label = LABEL_LINE.exec(line);
    if (label) {
      section = LABELS[label[1]?.toUpperCase() as keyof typeof LABELS];
      if (section === 'takeaway' && label[2]) takeaway.push(label[2]);
      continue;
    }
    if (section === 'takeaway') takeaway.push(line);
    else if (section) lists[section].push(line.replace(/^[-•*]\s*/, ''));
  }
  return {
    takeaway: takeaway.join(' '),
    bullets: lists.bullets,
    options: lists.options.map((option) => {
      const [name, ...criterion] = option.split('|');
      return { option: name?.trim() ?? '', chooseWhen: criterion.join('|').trim() };
    }),
    next30: lists.next30,
    next90: lists.next90,
  };
}

export function streamPlanningReply(db: Database, config: LlmConfig, draft: PlanningDraft): Response {
  return eventStreamResponse(async (send, cancelled) => {
    const outcome = await streamGrounded(
      db,
      config,
      { ...briefPrompt(draft.input, draft.brief, draft.visitor), textLayout: STREAM_LAYOUT },
      (text) => send('delta', { text }),
      cancelled,
    );
    const parsed = outcome.ok ? modelBriefSchema.safeParse(parseStreamedBrief(outcome.text)) : undefined;
    if (!outcome.ok) console.warn(`[llm] logistics-planning-areas: offline brief used (${outcome.reason}): ${outcome.detail}`);
    else if (!parsed?.success)
      console.warn('[llm] logistics-planning-areas: offline brief used (malformed): the streamed brief did not match its structure.');
    const written = parsed?.success
      ? { markdown: renderModelBrief(draft.input, parsed.data), generatedBy: 'model' as const }
      : { markdown: draft.brief.markdown, generatedBy: 'offline' as const };
    const { reply, sources, attemptedSources, generatedBy, suggestedArea } = replyWith(draft, written);
    send('done', { reply, sources, attemptedSources, generatedBy, ...(suggestedArea ? { suggestedArea } : {}) });
  });
}
