// The demo on documents nobody here wrote (real-documents/PROVENANCE.md): at
// least 90% of the questions fully right — the key facts, every quote a whole
// sentence of the printed document, no running header, footer, page number or
// hyphenation split in a quote, every reference a real heading or a page.
import { beforeAll, describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../../../database/testing/function-database.ts';
import { checkRealPassageEdges, describeMisses, runNotCoveredEvaluation, runRealEvaluation, VISITOR_SETS } from './run.ts';
import { EARLIER_SET_COUNT, judgeVisitorSets, VISITOR_SET_FLOORS } from './visitor-set-floors.ts';

const REQUIRED_SCORE = 0.9;
/** Passages may end mid-sentence where the document does (a sentence going on after a code block): only a few. */
const MAX_BROKEN_EDGES = 0.05;
/** Of the 24 questions in real-not-covered.json, how many must get 'not covered' (the latest count, 7, less one). */
const NOT_COVERED_FLOOR = 6;

describe('document Q&A on real documents', () => {
  useFunctionDatabase();

  beforeAll(() => {
    process.env.RATE_LIMITS = 'off';
  });

  it('holds a floor for every visitor set', () => {
    expect(VISITOR_SETS.map((set) => set.name)).toEqual(Object.keys(VISITOR_SET_FLOORS));
  });

  it(`answers at least ${REQUIRED_SCORE * 100}% of the questions fully right`, async () => {
    const results = await runRealEvaluation();
    const score = results.filter((result) => result.hit).length / results.length;
    expect(results.length).toBeGreaterThanOrEqual(30);
    expect(score, `score ${(score * 100).toFixed(0)}%; answers not fully right:\n${describeMisses(results)}`).toBeGreaterThanOrEqual(
      REQUIRED_SCORE,
    );
  }, 180_000);

  judgeVisitorSets(VISITOR_SETS.slice(0, EARLIER_SET_COUNT));

  // Measured on 28 November 2026 when the questions were written: 5 of 24 declined; 7 from round 35 (30 November), once
  // a name the reader writes that the document never uses ('Excel', 'GPU') stopped the document's own name counting as
  // one of the two words of the question a passage must hold. The coverage the threshold reads
  // hardly tells these from answered questions (evaluation/calibrate.ts shows it), so this is a floor against losing
  // ground, not a target met; docs/status.md says what is left.
  it(`says 'not covered' to at least ${NOT_COVERED_FLOOR} of the questions the development documents do not answer`, async () => {
    const { asked, answered } = await runNotCoveredEvaluation();
    expect(asked - answered.length, `answered instead:\n${answered.join('\n')}`).toBeGreaterThanOrEqual(NOT_COVERED_FLOOR);
  }, 120_000);

  it(`starts and ends at least ${100 - MAX_BROKEN_EDGES * 100}% of the passages where the printed sentences do`, async () => {
    const { passages, faults } = await checkRealPassageEdges();
    expect(passages).toBeGreaterThan(100);
    expect(
      faults.length / passages,
      `${faults.length} of ${passages} passage edges inside a sentence:\n${faults.join('\n')}`,
    ).toBeLessThanOrEqual(MAX_BROKEN_EDGES);
  }, 120_000);
});
