// Each topic of the second breadth round (site-day-extras.ts) is reached by an everyday description of its work,
// written from the official page the topic cites (not from any evaluation set), and its talk says the legal figure
// or control that decides the job.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../../../database/testing/test-databases.ts';
import { openSafetyKnowledgeDatabase } from '../../evaluation/knowledge-database.ts';
import { generateSafetyTalk } from '../../generate.ts';
import { siteDayExtraTopics } from './site-day-extras.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openSafetyKnowledgeDatabase();
});
afterAll(async () => {
  await database.dispose();
});

/** [topic, a day in a site manager's words, words the talk must say (each a list of alternatives)] */
const DAYS: readonly (readonly [string, string, readonly (readonly string[])[]])[] = [
  [
    'safety-signs-and-hand-signals',
    'New site this week, so we are putting up the safety signs at the gate and the compound and agreeing hand signals with the crane driver.',
    [['safety sign', 'safety signs'], ['hand signals']],
  ],
  [
    'drones-on-site',
    'The engineer is doing a drone survey of the site and the roofs on Thursday morning for the progress report.',
    [['Irish Aviation Authority'], ['250 g'], ['120']],
  ],
  [
    'towing-trailers',
    'Two lads heading off in the jeep towing the plant trailer with the mini digger on it to the next job in Tullamore.',
    [['750 kg'], ['3,500 kg'], ['BE']],
  ],
  [
    'quad-bikes-atvs',
    'Surveyor is out on the quad checking the fence line and the drains across the wind farm access road today.',
    [['QQI'], ['helmet', 'personal protective equipment']],
  ],
  [
    'violence-and-aggression',
    'The stop/go lads on the estate road got verbal abuse from a couple of irate drivers yesterday and one was nearly assaulted.',
    [['report'], ['assess the risk', 'risk assessment']],
  ],
  [
    'welding-arc-flash',
    'Welder is on the steel stairs in the stairwell all day and two of the lads got arc eye last week working beside him with no welding screens.',
    [['screen'], ['exposure limit values', 'eyes and skin']],
  ],
  [
    'mobile-crushers-screeners',
    'The mobile crusher is in on Monday to crush the rubble from the old sheds, then the screener for the topsoil.',
    [['guard', 'guards'], ['isolated']],
  ],
  [
    'cement-mixers',
    'Bricklayers on the garden wall, the labourer is on the belle mixer mixing mortar for them all day.',
    [['guard'], ['110 V']],
  ],
  [
    'needles-and-sharps',
    'Clearing out the derelict house on the corner before the refurb starts, the lads found syringes in the back bedroom.',
    [['tongs', 'sharps bin'], ['free of charge']],
  ],
  [
    'ticks-and-lyme-disease',
    'Surveyor and engineer walking the bog and the long grass all day setting out the wind farm access road.',
    [['ticks'], ['risk']],
  ],
  [
    'railway-and-level-crossings',
    'The drainage crew is bringing the excavator over the level crossing on the farm to lay the pipe along the railway fence.',
    [['signal person'], ['authority']],
  ],
];

describe('the second breadth round of topics (site-day-extras.ts)', () => {
  it('has a day for every topic of the file', () => {
    expect(DAYS.map(([slug]) => slug).sort()).toEqual(siteDayExtraTopics.map((topic) => topic.slug).sort());
  });

  it.each(DAYS.map(([slug, day, words]) => [slug, day, words] as const))(
    '%s is reached by an everyday description of its work and says its control',
    async (slug, day, words) => {
      const talk = await generateSafetyTalk(database.db, day);
      expect(talk.point_topics).toContain(slug);
      const text = talk.talking_points
        .map(({ point, detail }) => `${point}\n${detail}`)
        .join('\n')
        .toLowerCase();
      for (const alternatives of words) {
        expect(
          alternatives.some((word) => text.includes(word.toLowerCase())),
          `${slug}: none of ${alternatives.join(' / ')} in\n${text}`,
        ).toBe(true);
      }
    },
    60_000,
  );

  // The site words added to synonyms.json with these topics: a brand of screener, a make of drone, the readymix lorry.
  it.each([
    ['The Powerscreen arrives Monday for the stockpile at the back.', 'mobile-crushers-screeners'],
    ['Engineer is bringing the DJI to take progress photos of the roofs.', 'drones-on-site'],
    ['The mixer truck is coming at 8 for the pour.', 'concrete-and-formwork'],
  ])('"%s" reaches %s through its site word', async (day, slug) => {
    const talk = await generateSafetyTalk(database.db, day);
    expect(talk.point_topics).toContain(slug);
  });

  // A control the round added to an existing topic: the compressor's air receiver under the pressure systems rules.
  it('names the air receiver examined and tested on a compressor day', async () => {
    const talk = await generateSafetyTalk(database.db, 'Setting up the compressor in the yard for the air tools.');
    const text = talk.talking_points
      .map(({ point, detail }) => `${point}\n${detail}`)
      .join('\n')
      .toLowerCase();
    expect(talk.point_topics).toContain('compressed-air-tools');
    expect(text).toContain('air receiver');
  });
});
