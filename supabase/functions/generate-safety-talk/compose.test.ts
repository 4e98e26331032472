import { describe, expect, it } from 'vitest';
import { composeTalk, TALK_SIZE } from './compose.ts';
import type { Activity } from './grouping.ts';
import type { TopicRow } from './retrieval.ts';

function topic(slug: string, severity: number, points = 5): TopicRow {
  return {
    document_id: slug,
    title: slug,
    severity,
    talking_points: Array.from({ length: points }, (_, i) => ({ point: `${slug} point ${i}`, detail: `${slug} detail ${i}` })),
    sources: [{ name: `${slug} source`, publisher: 'HSA', as_of: '2025-01-01' }],
    summary: `${slug} summary.`,
    legal: { figure: `${slug} legal figure.`, instrument: `${slug} Regulations 2026` },
  };
}

function activity(label: string, ...topics: TopicRow[]): Activity {
  return { label, topics: topics.map((t) => ({ topic: t, rank: 1, mentions: 1 })) };
}

const general = topic('general-site-safety', 1, 6);

describe('composeTalk', () => {
  it('covers every activity, names it in the point and puts the most serious risk first', () => {
    const { points, uncovered } = composeTalk(
      [activity('Sweeping up', topic('housekeeping', 2)), activity('Digging the trench', topic('trench', 5))],
      general,
    );
    expect(points.length).toBeGreaterThanOrEqual(TALK_SIZE.min);
    expect(points.length).toBeLessThanOrEqual(TALK_SIZE.max);
    expect(points[0]?.point).toBe('Digging the trench: trench point 0');
    expect(points.some((p) => p.point.startsWith('Sweeping up: housekeeping point 0'))).toBe(true);
    const severities = points.map((p) => (p.topic === 'trench' ? 5 : 2));
    expect(severities).toEqual([...severities].sort((a, b) => b - a));
    expect(uncovered).toEqual([]);
  });

  it('goes broad before deep across the topics of an activity', () => {
    const { points } = composeTalk([activity('Scaffold', topic('scaffolding', 5), topic('height', 5), topic('ppe', 2))], general);
    expect(points.map((p) => p.topic)).toEqual(expect.arrayContaining(['scaffolding', 'height', 'ppe']));
  });

  it('gives a topic raised more than once a second point early', () => {
    const repeated: Activity = { label: 'Vehicles', topics: [{ topic: topic('vehicles', 4), rank: 1, mentions: 3 }] };
    const { points } = composeTalk([repeated, activity('Ladder', topic('ladders', 4)), activity('Noise', topic('noise', 3))], general);
    expect(points.filter((p) => p.topic === 'vehicles').length).toBeGreaterThanOrEqual(2);
  });

  it('brings a topic said again in a later clause in with the second topics, though its first activity holds it fourth', () => {
    const cutting: Activity = {
      label: 'Cutting',
      topics: [
        { topic: topic('saw', 4), rank: 1, mentions: 1 },
        { topic: topic('dust', 4), rank: 1, mentions: 1 },
        { topic: topic('eyes', 4), rank: 1, mentions: 1 },
        { topic: topic('hearing', 3), rank: 1, mentions: 2 },
      ],
    };
    const { points } = composeTalk(
      [
        cutting,
        activity('Digging', topic('services', 5), topic('trench', 5)),
        activity('Fencing', topic('public', 4), topic('boundary', 4)),
      ],
      general,
    );
    expect(points.map((p) => p.topic)).toContain('hearing');
    expect(points.map((p) => p.topic)).not.toContain('eyes');
  });

  it("gives every activity's second topic before any activity's third", () => {
    const { points } = composeTalk(
      [
        activity('Cutting', topic('saw', 4), topic('dust', 4), topic('noise', 4), topic('eyes', 4)),
        activity('Digging', topic('services', 5), topic('trench', 5), topic('spoil', 5)),
        activity('Compacting', topic('vibration', 3), topic('plate', 3)),
      ],
      general,
    );
    expect(points.map((p) => p.topic)).toEqual(expect.arrayContaining(['saw', 'dust', 'services', 'trench', 'vibration', 'plate']));
    expect(points.map((p) => p.topic)).not.toContain('eyes');
  });

  it("puts a repeated topic's second point after the other topics' first points", () => {
    const repeated: Activity = { label: 'Breaking', topics: [{ topic: topic('noise', 5), rank: 1, mentions: 2 }] };
    const { points } = composeTalk(
      [
        repeated,
        activity('Cutting', topic('saw', 3), topic('dust', 3)),
        activity('Digging', topic('trench', 3), topic('services', 3)),
        activity('Lifting', topic('crane', 3), topic('slinger', 3)),
      ],
      general,
    );
    expect(points.map((p) => p.topic)).toEqual(expect.arrayContaining(['dust', 'services', 'slinger']));
    expect(points.filter((p) => p.topic === 'noise')).toHaveLength(1);
  });

  it('fills a short talk with general site points, without a label', () => {
    const { points } = composeTalk([activity('Tea break', topic('welfare', 1, 4))], general);
    expect(points).toHaveLength(TALK_SIZE.min);
    expect(points.filter((p) => p.topic === 'general-site-safety')).toHaveLength(1);
    expect(points.at(-1)?.point).toBe('general-site-safety point 0');
  });

  it('gives a general talk when no activity was recognised', () => {
    const { points } = composeTalk([], general);
    expect(points).toHaveLength(TALK_SIZE.min);
    expect(new Set(points.map((p) => p.topic))).toEqual(new Set(['general-site-safety']));
  });

  it('stops at seven activities, keeping the most serious and reporting the rest', () => {
    const many = Array.from({ length: 9 }, (_, i) => activity(`Job ${i}`, topic(`topic-${i}`, i < 2 ? 2 : 5)));
    const { points, uncovered } = composeTalk(many, general);
    expect(points).toHaveLength(TALK_SIZE.max);
    expect(uncovered).toEqual(['Job 0', 'Job 1']);
  });

  it('is deterministic', () => {
    const activities = [activity('A', topic('a', 3), topic('b', 4)), activity('B', topic('c', 4))];
    expect(composeTalk(activities, general)).toEqual(composeTalk(activities, general));
  });

  it("says what goes wrong, the controls left out and the legal figure once, with its instrument, in the topic's first point", () => {
    const { points } = composeTalk(
      [activity('Digging the trench', topic('trench', 5)), activity('Sweeping up', topic('housekeeping', 2))],
      general,
    );
    const trench = points.filter((point) => point.topic === 'trench');
    expect(trench.map((point) => point.point)).toEqual([0, 1, 2, 3].map((i) => `Digging the trench: trench point ${i}`));
    expect(trench[0]?.detail).toBe(
      'trench summary. trench detail 0 Also: trench point 4. The law (trench Regulations 2026): trench legal figure.',
    );
    expect(trench.slice(1).every((point) => !point.detail.includes('The law'))).toBe(true);
    expect(
      points.filter((point) => point.detail.includes('The law (housekeeping Regulations 2026): housekeeping legal figure.')),
    ).toHaveLength(1);
  });

  it("names a topic's next three controls when the talk has room for only its first point", () => {
    const jobs = Array.from({ length: TALK_SIZE.max }, (_, i) => activity(`Job ${i}`, topic(`topic-${i}`, 3)));
    const { points } = composeTalk(jobs, general);
    expect(points).toHaveLength(TALK_SIZE.max);
    for (const point of points) {
      expect(point.detail).toContain(
        `${point.topic} detail 0 Also: ${point.topic} point 1; ${point.topic} point 2; ${point.topic} point 3. The law`,
      );
    }
  });
});
