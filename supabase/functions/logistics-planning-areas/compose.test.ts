// The composer on its own, with made-up entries: the brief's promised shape
// holds whatever retrieval hands it, and live text can never become Markdown.
import { describe, expect, it } from 'vitest';
import { composeBrief, type BriefInput } from './compose.ts';
import { bestPassage } from './live-sources.ts';
import type { KnowledgeRow } from './retrieval.ts';

function entry(slug: string, guidance: string[]): KnowledgeRow {
  return {
    slug,
    area: 'market_lane',
    title: slug,
    takeaway: `Takeaway for ${slug}.`,
    guidance,
    options: [
      { option: `${slug} option A`, choose_when: 'volume is steady.' },
      { option: `${slug} option B`, choose_when: 'volume is uncertain' },
    ],
    next30: [`Measure ${slug} this month.`, `List ${slug} gaps.`],
    next90: [`Decide on ${slug}.`, `Review ${slug}.`],
    sources: [{ title: 'Source', publisher: 'Publisher', as_of: '2026-01-01' }],
  };
}

const input = (overrides: Partial<BriefInput>): BriefInput => ({
  area: 'market_lane',
  areaLabel: 'Market & Lane Strategy',
  question: 'Which lanes should we keep?',
  entries: [{ entry: entry('lanes', ['Lanes one.', 'Lanes two.', 'Lanes three.']), rank: 0.5 }],
  figures: {},
  excerpts: [],
  attempted: 0,
  ...overrides,
});

describe('composeBrief', () => {
  it('gives a two-sentence takeaway and at least 5 bullets even from a thin entry', () => {
    const brief = composeBrief(
      input({ entries: [{ entry: entry('lanes', ['Lanes one.', 'Lanes two.', 'Lanes three.']), rank: 0.5 }, { entry: entry('ports', ['Ports one.', 'Ports two.', 'Ports three.']), rank: 0.1 }] }),
    );
    expect(brief.takeaway).toBe('Takeaway for lanes. The first step is to measure lanes this month.');
    expect(brief.bullets.length).toBeGreaterThanOrEqual(5);
    expect(brief.markdown).toContain('- **lanes option B**: choose this when volume is uncertain.');
    expect(brief.markdown).toMatch(/\*\*Next 30 days\*\*\n\n- Measure lanes this month\.\n- List lanes gaps\.\n- Measure ports this month\./);
  });

  it('never gives more than 7 bullets', () => {
    const many = Array.from({ length: 5 }, (_, i) => `Lane fact ${i} about lanes we keep.`);
    const brief = composeBrief(
      input({
        figures: { vehicles: { count: 30, noun: 'trucks' }, lanes: 12, budget: 90_000 },
        entries: ['a', 'b', 'c'].map((slug) => ({ entry: entry(slug, many.map((text) => `${text} ${slug}`)), rank: 0.3 })),
      }),
    );
    expect(brief.bullets.length).toBeLessThanOrEqual(7);
    expect(brief.takeaway).toContain('For 30 trucks, 12 lanes and a budget of €90,000, the first step');
  });

  it('refuses to compose from nothing', () => {
    expect(() => composeBrief(input({ entries: [] }))).toThrow();
  });

  it('quotes live text with its Markdown characters escaped', () => {
    const brief = composeBrief(
      input({ excerpts: [{ title: 'Page [x](javascript:1)', url: 'https://example.com/a b', text: '**bold** <b>html</b> [link](javascript:alert(1))' }], attempted: 1 }),
    );
    expect(brief.markdown).toContain('### From live sources');
    expect(brief.markdown).toContain('(https://example.com/a%20b)');
    expect(brief.markdown).not.toContain('](javascript');
    expect(brief.markdown).not.toContain('<b>');
    expect(brief.markdown).toContain('1 live page read just now');
  });
});

describe('bestPassage', () => {
  it('picks the sentence sharing most words with the question, and nothing when none shares two', () => {
    const text = 'Our office opens at nine every weekday morning. Electric vans charge overnight at the depot in most cases.';
    expect(bestPassage(text, 'How do electric vans charge at the depot?')).toBe('Electric vans charge overnight at the depot in most cases.');
    expect(bestPassage(text, 'What about cabotage?')).toBeUndefined();
  });
});
