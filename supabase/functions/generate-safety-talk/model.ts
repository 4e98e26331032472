// The toolbox talk worded by the configured language model: it rewrites the
// talking points our composer chose, one for one and in the same order, for
// the day's activities as the visitor described them. The points' count (5 to
// 7), order and sources stay ours; a new figure, a lost date, a changed count
// or any other failure keeps the offline talk.
import { z } from 'zod';
import type { Database } from '../_shared/database.ts';
import type { LlmConfig } from '../_shared/llm/config.ts';
import { generateStructured, type GeneratedBy } from '../_shared/llm/generate.ts';
import { TALK_SIZE } from './compose.ts';
import type { SafetyTalk } from './generate.ts';

const text = (max: number) => z.string().trim().min(3).max(max);

/** Dates as the topics write them: '21 December 2025'. */
const LONG_DATE = /\b\d{1,2} (?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/g;

/**
 * A rule in force from a date is stated with its date in our point; a
 * rewording that loses the date would leave the answer undated, so it counts
 * as a failure like a new figure does.
 */
function keepsDates(ours: readonly { point: string; detail: string }[], theirs: readonly { point: string; detail: string }[]): boolean {
  return ours.every((point, index) => {
    const worded = theirs[index];
    const dates = `${point.point} ${point.detail}`.match(LONG_DATE) ?? [];
    return dates.every((date) => worded !== undefined && `${worded.point} ${worded.detail}`.includes(date));
  });
}

/**
 * Room for a reworded detail: a topic's first point carries what goes wrong, its control, the headlines of its next
 * three controls and the legal figure, which runs past 1,000 characters for the longest topics.
 */
const DETAIL_CHARS = 1400;

export const modelTalkSchema = z.object({
  talking_points: z
    .array(z.object({ point: text(160), detail: text(DETAIL_CHARS) }))
    .min(TALK_SIZE.min)
    .max(TALK_SIZE.max),
});

export interface WordedTalk {
  talking_points: SafetyTalk['talking_points'];
  generatedBy: GeneratedBy;
}

/** The model's wording of the talk, or the offline talk when there is no model or it falls back. */
export async function wordSafetyTalk(
  db: Database,
  config: LlmConfig | undefined,
  summary: string,
  offline: SafetyTalk,
): Promise<WordedTalk> {
  const points = offline.talking_points;
  // A talk that carries a caveat (nothing recognised, too many activities) stays as we wrote it.
  if (!config || offline.error || points.length < TALK_SIZE.min) return { talking_points: points, generatedBy: 'offline' };
  const outcome = await generateStructured(db, config, {
    purpose: 'generate-safety-talk',
    task: "You help a site supervisor on an Irish construction site give a ten-minute toolbox talk. You reword the talking points in the material so they speak to the day's activities the visitor described.",
    rules: [
      `Return exactly ${points.length} talking points, one for each point in the material, in the same order.`,
      'Each has "point" (one short sentence a supervisor can say aloud) and "detail" (a few sentences: what goes wrong, what to do and check, and the law where our point states it).',
      'Keep the safety meaning of every point; do not weaken, drop or add a control measure, legal duty or figure.',
      'Keep every date exactly as written (for example "21 December 2025") in the reworded point.',
    ],
    outputShape: '{"talking_points": [{"point": string, "detail": string}]}',
    visitor: { daysActivities: summary },
    material: { talkingPoints: points },
    schema: modelTalkSchema
      .refine((talk) => talk.talking_points.length === points.length, 'one point for each of ours')
      .refine((talk) => keepsDates(points, talk.talking_points), 'every date in our points kept'),
  });
  if (!outcome.ok) return { talking_points: points, generatedBy: 'offline' };
  return { talking_points: outcome.value.talking_points, generatedBy: 'model' };
}
