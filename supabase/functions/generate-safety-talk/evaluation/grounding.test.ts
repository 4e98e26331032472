// Issue 27: every figure in a composed (offline) talk comes from the topic
// each point was taken from, or from the site manager's own description, by
// the same check a model's wording must pass (`_shared/llm/grounding-check.ts`):
// a point may not carry a figure its topic states only about something else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../_shared/database.ts';
import { MaterialFigures } from '../../_shared/llm/grounding-check.ts';
import { ungroundedDetail } from '../../_shared/llm/grounding.ts';
import { generateSafetyTalk } from '../generate.ts';
import { safetyTopics } from '../knowledge/index.ts';
import { visitorSets } from './held-out.ts';
import { openSafetyKnowledgeDatabase } from './knowledge-database.ts';
import { coverageCases, evaluationCases } from './run.ts';

const topicsBySlug = new Map(safetyTopics.map((topic) => [topic.slug, topic]));

/** The day the knowledge was checked, and one after every dated rule in it has started or ended, when their lines read differently. */
const DAYS = ['2026-11-26', '2031-01-02'] as const;

const descriptions = [
  ...evaluationCases.map((testCase) => testCase.description),
  ...coverageCases.map((testCase) => testCase.description),
  ...visitorSets.flatMap((set) => set.cases.map((testCase) => testCase.description)),
];

describe('composed safety talks carry only their topics’ figures', () => {
  let database: { db: Database; dispose: () => Promise<void> };
  beforeAll(async () => {
    database = await openSafetyKnowledgeDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('has descriptions to check', () => {
    expect(descriptions.length).toBeGreaterThan(100);
  });

  for (const today of DAYS) {
    it(`grounds every figure of every point in its own topic, on ${today}`, async () => {
      const problems: string[] = [];
      for (const description of descriptions) {
        const talk = await generateSafetyTalk(database.db, description, { today });
        talk.talking_points.forEach(({ point, detail }, index) => {
          const slug = talk.point_topics[index]!;
          const topic = topicsBySlug.get(slug);
          if (!topic) {
            problems.push(`${description}: point from unknown topic ${slug}`);
            return;
          }
          const fault = ungroundedDetail(`${point}\n${detail}`, new MaterialFigures(topic, [description]));
          if (fault) problems.push(`${description} [${slug}] ${point}: ${fault}`);
        });
      }
      expect(problems).toEqual([]);
    }, 400_000);
  }

  it('would catch a figure its topic does not state', () => {
    const topic = safetyTopics.find((candidate) => candidate.points.length > 0)!;
    const material = new MaterialFigures(topic, []);
    expect(ungroundedDetail(`${topic.points[0]!.point}\nKeep 37.5 m away at all times.`, material)).toMatch(/37\.5/);
  });
});
