import { describe, expect, it } from 'vitest';
import { GENERAL_TOPIC_SLUG, safetyTopics } from './index.ts';
import { CHECKED_ON, PREVIOUS_CHECK_ON, SIXTEENTH_ROUND_CHECK_ON } from './sources.ts';

const REQUIRED_AREAS = [
  'work-at-height',
  'ladders-and-stepladders',
  'scaffolding',
  'mewps',
  'excavations-and-trenches',
  'underground-services',
  'overhead-power-lines',
  'vehicles-plant-reversing',
  'site-traffic-management',
  'lifting-operations-cranes',
  'manual-handling',
  'slips-trips-housekeeping',
  'wet-weather',
  'high-winds',
  'cold-and-ice',
  'heat-and-sun',
  'demolition',
  'asbestos',
  'silica-dust',
  'wood-dust',
  'noise',
  'hand-arm-vibration',
  'electrical-work',
  'hot-work-and-fire',
  'confined-spaces',
  'chemicals-and-cement',
  'concrete-and-formwork',
  'roof-work-fragile-surfaces',
  'steel-erection',
  'ppe',
  'first-aid-and-emergencies',
  'welfare-facilities',
  'lone-working',
  'fatigue-and-long-hours',
  'young-and-new-workers',
  'public-protection-site-boundaries',
];

describe('safety knowledge topics', () => {
  it('has at least 80 topics (issue 27) with unique slugs, including every area the issue names', () => {
    const slugs = safetyTopics.map((topic) => topic.slug);
    expect(slugs.length).toBeGreaterThanOrEqual(80);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toEqual(expect.arrayContaining([...REQUIRED_AREAS, GENERAL_TOPIC_SLUG]));
  });

  it.each(safetyTopics.map((topic) => [topic.slug, topic] as const))('%s is complete and cites its sources', (_, topic) => {
    expect(topic.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(topic.points.length).toBeGreaterThanOrEqual(4);
    expect(topic.points.length).toBeLessThanOrEqual(8);
    for (const point of topic.points) {
      expect(point.point.trim()).not.toBe('');
      expect(point.detail.length).toBeGreaterThan(point.point.length);
    }
    expect(topic.triggers.length).toBeGreaterThan(0);
    // The splitter cuts descriptions at commas, 'and' and 'with': a trigger
    // containing them could never match a whole fragment.
    for (const trigger of topic.triggers) expect(trigger).not.toMatch(/,|\b(?:and|with)\b/i);
    expect(topic.sources.length).toBeGreaterThan(0);
    for (const source of topic.sources) {
      expect(source.name).not.toMatch(/\b(?:section|regulation|reg\.?)\s*\d/i);
      expect(source.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // No check is dated after the latest day we went back to the sources.
      expect(source.asOf <= SIXTEENTH_ROUND_CHECK_ON).toBe(true);
      if (source.url) expect(source.url).toMatch(/^https:\/\//);
      // A source with no address to read, or one we could not re-read, says why.
      if (!source.url || (source.asOf !== CHECKED_ON && source.asOf !== PREVIOUS_CHECK_ON)) expect(source.note?.trim()).toBeTruthy();
    }
    // Every talk can state the legal figure that decides the control, and name where it comes from.
    expect(topic.legal.figure.trim()).toMatch(/\.$/);
    expect(topic.legal.instrument).toMatch(/\b(?:19|20)\d{2}\b/);
  });

  it('names only general topics that exist, and never itself, as broader', () => {
    const slugs = new Set(safetyTopics.map((topic) => topic.slug));
    for (const topic of safetyTopics) {
      for (const broader of topic.broader ?? []) {
        expect(slugs.has(broader), `${topic.slug} → ${broader}`).toBe(true);
        expect(broader).not.toBe(topic.slug);
      }
    }
  });
});
