import { describe, expect, it, vi } from 'vitest';
import { scoreLines, tally } from './evaluation-scores.ts';

const outcome = (name: string, hit: boolean) => ({ case: name, hit, problems: hit ? [] : ['missing 9%'] });

describe('the bench score lines', () => {
  it('puts development beside held-out, whole cases, and lists the held-out misses', () => {
    const development = tally({ results: [{ hit: true }, { hit: true }] }, { results: [{ hit: false }, { hit: true }] });
    const heldOut = { passed: 1, cases: 2, results: [outcome('a', true), outcome('What rate?', false)] };
    const lines = scoreLines('tax assistant', development, { heldOut, moved: { passed: 0, cases: 0, results: [] } });
    expect(lines[0]).toBe('tax assistant: development 75% (3/4), held-out 50% (1/2)');
    expect(lines.slice(1)).toEqual(['  held-out miss: What rate? — missing 9%']);
  });

  it('says which held-out cases moved to development and counts them there', () => {
    const moved = { passed: 1, cases: 2, results: [outcome('First', true), outcome('Second', false)] };
    const lines = scoreLines('safety talks', { passed: 1, cases: 1 }, { heldOut: { passed: 0, cases: 0, results: [] }, moved });
    expect(lines[0]).toBe('safety talks: development 67% (2/3), held-out 0% (0/0)');
    expect(lines[1]).toBe(
      '  held-out: 2 cases moved to development, as they were seen or tuned to (reasons in moved-to-development.json): “First”, “Second”',
    );
  });

  it('hides the held-out score and misses when BENCH_HIDE_HELD_OUT=1, but lists the moved cases missed', () => {
    vi.stubEnv('BENCH_HIDE_HELD_OUT', '1');
    try {
      const heldOut = { passed: 0, cases: 1, results: [outcome('What rate?', false)] };
      const moved = { passed: 1, cases: 2, results: [outcome('First', true), outcome('Which form?', false)] };
      const lines = scoreLines('tax assistant', { passed: 1, cases: 1 }, { heldOut, moved });
      expect(lines).toEqual([
        'tax assistant: development 67% (2/3), held-out hidden',
        '  development miss (moved from held-out): Which form? — missing 9%',
      ]);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
