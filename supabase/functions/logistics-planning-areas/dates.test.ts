// The logistics entries' dated measures on pinned days. Every date in the
// knowledge (read through the index, so entries added later are covered) is
// asked about by its entry's title the day before, on the day and the day
// after, and the brief must word it for that day. Nothing here reads the clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openKnowledgeDatabase } from '../../database/testing/knowledge-database.ts';
import type { TestDatabase } from '../../database/testing/test-databases.ts';
import { boundaryDays, boundaryMisses } from '../_shared/testing/dated-boundaries.ts';
import { datedLines, dateProblems } from './dates.ts';
import { logisticsKnowledge } from './knowledge/index.ts';
import { logisticsKnowledgeBase } from './knowledge/rows.ts';
import type { KnowledgeEntry } from './knowledge/types.ts';
import { readerWith } from './live-sources.ts';
import { planningReply } from './plan.ts';

const source = { title: 'A source', publisher: 'A publisher', url: 'https://example.ie/a', asOf: '2026-11-25' };

function fixture(on: string, kind: 'starts' | 'ends', said: string, inGuidance = true): KnowledgeEntry {
  const [entry] = logisticsKnowledge;
  if (!entry) throw new Error('no entries');
  return {
    ...entry,
    slug: 'fixture',
    guidance: inGuidance ? [...entry.guidance, `${said}.`] : entry.guidance,
    dates: [{ on, kind, measure: 'the fixture scheme', said, source }],
  };
}

/** Every host unresolvable: the brief's live reading is not what these tests are about. */
const noNetwork = readerWith({
  resolve: async (host) => {
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  },
});

describe('dated logistics measures', () => {
  it('each state their date in the entry, with a source', () => {
    expect(dateProblems(logisticsKnowledge)).toEqual([]);
  });

  it('fail on a fixture whose sentence is missing from the entry or does not state its date', () => {
    expect(dateProblems([fixture('2026-06-01', 'starts', 'The fixture scheme applies since the summer')])).toEqual([
      expect.stringMatching(/does not state 1 June 2026/),
    ]);
    expect(dateProblems([fixture('2026-06-01', 'starts', 'Since 1 June 2026 the fixture scheme applies', false)])).toEqual([
      expect.stringMatching(/its sentence is not in the entry/),
    ]);
  });

  it('tell a question about a later year that a measure ending before it does not reach it', () => {
    const lines = datedLines(['low-carbon-fuels'], 'Can we claim the allowance on gas trucks we buy in 2031?', '2026-11-25');
    expect(lines.join(' ')).toMatch(/ends on 31 December 2030, so it does not reach 2031; no extension had been confirmed/);
    expect(datedLines(['low-carbon-fuels'], 'Can we claim the allowance on gas trucks we buy in 2028?', '2026-11-25')).toEqual([]);
  });
});

describe('logistics briefs either side of every dated boundary', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openKnowledgeDatabase([logisticsKnowledgeBase]);
  });
  afterAll(() => database.dispose());

  const cases = logisticsKnowledge.flatMap((entry) =>
    (entry.dates ?? []).flatMap((dated) =>
      boundaryDays(dated).map((day) => [`${entry.slug}: ${dated.kind} ${dated.on}, ${day.when}`, entry, day] as const),
    ),
  );

  it.each(cases)('%s', async (_, entry, day) => {
    const reply = await planningReply(
      database.db,
      { area: entry.area, message: entry.title, history: [], suggestedUrls: [] },
      noNetwork,
      undefined,
      new Date(`${day.today}T12:00:00Z`),
    );
    expect(reply.entries).toContain(entry.slug);
    expect(boundaryMisses(reply.reply, day)).toEqual([]);
  });
});
