// Issue 27: every reply keeps the spec's shape, whatever the question: a
// takeaway of two sentences and 5 to 7 guidance bullets. Checked on every
// development question, so a thin entry or an odd question cannot slip under.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openKnowledgeDatabase } from '../../../database/testing/knowledge-database.ts';
import type { Database } from '../../_shared/database.ts';
import { MAX_BULLETS, MIN_BULLETS } from '../compose.ts';
import { logisticsKnowledgeBase } from '../knowledge/rows.ts';
import { draftPlanningReply } from '../plan.ts';
import { fourthVisitorCases, type HeldOutPlanningCase, secondVisitorCases, thirdVisitorCases } from './held-out.ts';
import { coverageCases, EVALUATION_DAY, evaluationCases, offlineReader, situationCases, visitorCases } from './run.ts';

/**
 * Sentence ends: a full stop, ! or ? before a space and a capital (not 2.5, €3,800 or 'S.I. 360 of 2018'), unless
 * the full stop closes an initial or an abbreviation ('S.I. No. 820').
 */
const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}“"])/u)
    .reduce<string[]>((out, part) => {
      const last = out.at(-1);
      if (last !== undefined && /(?:\b\p{Lu}|\bNo|\bSt|\be\.g|\bi\.e)\.$/u.test(last)) out[out.length - 1] = `${last} ${part}`;
      else out.push(part);
      return out;
    }, [])
    .filter((part) => part.trim() !== '');

const questions: Array<Pick<HeldOutPlanningCase, 'area' | 'question'>> = [
  ...evaluationCases,
  ...visitorCases,
  ...situationCases,
  ...coverageCases,
  ...secondVisitorCases,
  ...thirdVisitorCases,
  ...fourthVisitorCases,
];

describe('every logistics brief keeps the promised shape', () => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openKnowledgeDatabase([logisticsKnowledgeBase]);
    db = opened.db;
    dispose = opened.dispose;
  });
  afterAll(async () => dispose?.());

  it('gives a two-sentence takeaway and 5 to 7 guidance bullets to every development question', async () => {
    expect(questions.length).toBeGreaterThan(250);
    const faults: string[] = [];
    for (const { area, question } of questions) {
      const { brief } = await draftPlanningReply(
        db,
        { area, message: question, history: [], suggestedUrls: [] },
        offlineReader,
        EVALUATION_DAY,
      );
      const count = brief.bullets.length;
      if (count < MIN_BULLETS || count > MAX_BULLETS) faults.push(`${question}: ${count} bullets`);
      const takeaway = sentences(brief.takeaway).length;
      if (takeaway !== 2) faults.push(`${question}: ${takeaway} takeaway sentences`);
    }
    expect(faults).toEqual([]);
  }, 300_000);
});
