// The knowledge base as written: every area covered, every entry shaped as the
// brief needs it, every fact sourced and dated. (That the latest sync
// migration matches the entries is checked for every knowledge base by
// supabase/database/knowledge/knowledge-sync.test.ts.)
import { describe, expect, it } from 'vitest';
import { AREA_KEYS } from '../contract.ts';
import { logisticsKnowledge } from './index.ts';

/** Sentence ends: a full stop, ! or ? followed by a space or the end (not 2.5 or €3,800). */
const sentences = (text: string) => text.split(/(?<=[.!?])(?:\s+|$)/).filter((part) => part.trim() !== '');

describe('logistics knowledge entries', () => {
  it('covers every planning area with at least three entries', () => {
    for (const area of AREA_KEYS) {
      expect(logisticsKnowledge.filter((entry) => entry.area === area).length, area).toBeGreaterThanOrEqual(3);
    }
  });

  it('has at least 60 entries (issue 27) with unique slugs', () => {
    const slugs = logisticsKnowledge.map((entry) => entry.slug);
    expect(slugs.length).toBeGreaterThanOrEqual(60);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it.each(logisticsKnowledge.map((entry) => [entry.slug, entry] as const))('%s has the shape a brief needs', (_slug, entry) => {
    expect(sentences(entry.takeaway)).toHaveLength(1);
    expect(entry.takeaway).toMatch(/\.$/);
    expect(entry.guidance.length).toBeGreaterThanOrEqual(3);
    expect(entry.guidance.length).toBeLessThanOrEqual(5);
    expect(entry.options.length).toBeGreaterThanOrEqual(2);
    expect(entry.options.length).toBeLessThanOrEqual(3);
    expect(entry.next30.length).toBeGreaterThanOrEqual(2);
    expect(entry.next90.length).toBeGreaterThanOrEqual(2);
    // The first 30-day step becomes the takeaway's second sentence.
    expect(sentences(entry.next30[0]!)).toHaveLength(1);
    expect(entry.keywords.length).toBeGreaterThanOrEqual(5);
  });

  it.each(logisticsKnowledge.map((entry) => [entry.slug, entry] as const))('%s names a dated source for its facts', (_slug, entry) => {
    expect(entry.sources.length).toBeGreaterThan(0);
    for (const source of entry.sources) {
      expect(source.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(source.publisher).not.toBe('');
      if (source.publisher !== 'Meitheal AI') expect(source.url).toMatch(/^https:\/\//);
    }
    // A figure (a number other than list counts) needs a published source, not only our method.
    const hasFigures = entry.guidance.some((line) => /€|\d{2,}|\d+%/.test(line));
    if (hasFigures)
      expect(
        entry.sources.some((source) => source.publisher !== 'Meitheal AI'),
        entry.slug,
      ).toBe(true);
  });
});
