// The breadth-seventeen round (29 November 2026): topics on the official sources'
// own lists that an owner meets and that had no entry, each resting on pages in
// sources-breadth-seventeen.ts. Each entry must be reached by an everyday
// question on its topic (written from its page, not from any evaluation set),
// lead the brief, state its key figure, and the brief must keep its shape: a
// two-sentence takeaway and 5 to 7 guidance bullets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openKnowledgeDatabase } from '../../../database/testing/knowledge-database.ts';
import type { Database } from '../../_shared/database.ts';
import { MAX_BULLETS, MIN_BULLETS } from '../compose.ts';
import type { AreaKey } from '../contract.ts';
import { EVALUATION_DAY, offlineReader } from '../evaluation/run.ts';
import { draftPlanningReply } from '../plan.ts';
import { logisticsKnowledge } from './index.ts';
import { logisticsKnowledgeBase } from './rows.ts';
import { BREADTH_SEVENTEEN_CHECKED_ON, breadthSeventeenSources } from './sources-breadth-seventeen.ts';

const bySlug = new Map(logisticsKnowledge.map((entry) => [entry.slug, entry]));
const roundUrls = new Set<string>(Object.values(breadthSeventeenSources).map((source) => source.url));

interface Reach {
  area: AreaKey;
  question: string;
  /** The key figure or named fact the brief must state. */
  facts: readonly string[];
}

/** Each new entry, an everyday question on its topic, and what the answer must say. */
const NEW_ENTRIES: Record<string, Reach> = {
  'night-worker-health-assessment': {
    area: 'workforce_capability',
    question: 'Do I have to pay for a medical for lads starting on the night shift in the warehouse?',
    facts: ['free of charge', 'registered medical practitioner'],
  },
  'pregnant-employees-at-work': {
    area: 'workforce_capability',
    question: 'One of our van drivers has told us she is pregnant. What do we have to do, and can she keep working nights?',
    facts: ['14 weeks', 'risk assessment'],
  },
  'customs-representation': {
    area: 'market_lane',
    question: 'If our customs broker lodges the import declarations for us, who is liable if the duty turns out to be wrong?',
    facts: ['direct representation', 'indirect representation'],
  },
  'workplace-bullying-code': {
    area: 'workforce_capability',
    question: 'A driver says the yard supervisor keeps bullying him. How should we deal with the complaint?',
    facts: ['23 December 2020', 'code of practice'],
  },
  'work-related-stress': {
    area: 'workforce_capability',
    question:
      'Our planners and drivers are all stressed out with the delivery windows. Is stress something we have to manage under safety law?',
    facts: ['Work Positive', 'not reportable'],
  },
  'lone-workers': {
    area: 'workforce_capability',
    question: 'We have one man working alone in the depot overnight. What do we need to have in place for him?',
    facts: ['section 19', 'means of communication'],
  },
  'racking-inspection': {
    area: 'network_capacity',
    question: 'How often does the pallet racking in our warehouse need to be inspected after forklifts keep hitting it?',
    facts: ['12 months', 'person responsible for racking safety'],
  },
  'loading-bay-drive-away': {
    area: 'network_capacity',
    question: 'A trucker pulled away from our loading dock while the forklift was still in the trailer. How do we stop that happening?',
    facts: ['drive-away', 'creep'],
  },
  'falls-from-vehicles': {
    area: 'workforce_capability',
    question: 'Our drivers have to climb up on the flatbed to strap and sheet the loads. How do we stop them falling off?',
    facts: ['1 metre', 'handholds'],
  },
  'vehicle-recalls': {
    area: 'risk_resilience',
    question: 'How would we find out if one of our trucks has a manufacturer recall for a safety defect?',
    facts: ['National Vehicle and Driver File', 'manufacturer'],
  },
};

/** Sentence ends, as composed-briefs.test.ts counts them: a stop before a space and a capital, not after an initial. */
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

describe('breadth-seventeen entries', () => {
  it.each(Object.keys(NEW_ENTRIES))('%s exists and rests on pages read on 29 November 2026', (slug) => {
    const entry = bySlug.get(slug);
    expect(entry, slug).toBeDefined();
    expect(entry?.sources.some((source) => roundUrls.has(source.url ?? ''))).toBe(true);
    for (const source of entry?.sources ?? []) if (roundUrls.has(source.url ?? '')) expect(source.asOf).toBe(BREADTH_SEVENTEEN_CHECKED_ON);
  });
});

describe('breadth-seventeen entries answer an everyday question', () => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    // The knowledge as written now: the migrations are regenerated after the merge.
    const opened = await openKnowledgeDatabase([logisticsKnowledgeBase]);
    db = opened.db;
    dispose = opened.dispose;
  });
  afterAll(async () => dispose?.());

  it.each(Object.entries(NEW_ENTRIES))('%s leads the brief, states its key figure and keeps the brief’s shape', async (slug, reach) => {
    const { brief } = await draftPlanningReply(
      db,
      { area: reach.area, message: reach.question, history: [], suggestedUrls: [] },
      offlineReader,
      EVALUATION_DAY,
    );
    expect(brief.used[0]?.slug, brief.used.map((entry) => entry.slug).join(', ')).toBe(slug);
    for (const fact of reach.facts) expect(brief.markdown.toLowerCase(), fact).toContain(fact.toLowerCase());
    expect(sentences(brief.takeaway)).toHaveLength(2);
    expect(brief.bullets.length).toBeGreaterThanOrEqual(MIN_BULLETS);
    expect(brief.bullets.length).toBeLessThanOrEqual(MAX_BULLETS);
  });
});
