// Issue 27: every figure in a composed (offline) answer comes from the entries
// it used, as the grounding check already demands of a model's wording
// (model.ts, `_shared/llm/grounding-check.ts`). The composer copies its
// entries, so a figure from nowhere here means an entry, a dated line or the
// framing put it there without a source.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../_shared/database.ts';
import { MaterialFigures } from '../../_shared/llm/grounding-check.ts';
import { ungroundedDetail } from '../../_shared/llm/grounding.ts';
import { distinctSources, sourcesLine, yearNote } from '../compose.ts';
import { generateTaxGuidance, type TaxGuidance } from '../generate.ts';
import { TAX_YEAR } from '../knowledge/sources.ts';
import type { EntryRow } from '../retrieval.ts';
import { openTaxKnowledgeDatabase } from '../testing/knowledge-database.ts';
import { coverageCases, datedCases, EVALUATION_DAY, evaluationCases, visitorCases } from './run.ts';

/** The entries as the model sees them (model.ts): the only source a figure may come from. */
function entryMaterial(entries: readonly EntryRow[]) {
  return entries.map((entry) => ({
    title: entry.title,
    answer: entry.answer,
    conditions: entry.conditions,
    changes: entry.changes,
    notCovered: entry.not_covered,
  }));
}

/**
 * What the composer itself adds around the entries, allowed anywhere: the
 * visitor's own words, the date-aware lead lines (generate.ts, worked out
 * from today's date), the sources line and the tax-year note.
 */
function framing(question: string, answer: TaxGuidance): string[] {
  const covered =
    answer.taxYear === null ? [`tax year ${TAX_YEAR}`] : [sourcesLine(distinctSources(answer.used)), yearNote(answer.taxYear)];
  return [question, ...answer.lead, ...answer.suggestions, ...covered];
}

function ungroundedFigures(question: string, answer: TaxGuidance): string | undefined {
  return ungroundedDetail(answer.guidance, new MaterialFigures(entryMaterial(answer.used), framing(question, answer)));
}

const questions: { question: string; today: string }[] = [
  ...evaluationCases.map((c) => ({ question: c.question, today: EVALUATION_DAY })),
  ...[...visitorCases, ...datedCases].map((c) => ({ question: c.question, today: c.today ?? EVALUATION_DAY })),
  ...coverageCases.map((c) => ({ question: c.question, today: EVALUATION_DAY })),
];

describe('composed tax answers: every figure from the entries used', () => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openTaxKnowledgeDatabase();
    db = opened.db;
    dispose = opened.dispose;
  });
  afterAll(async () => dispose?.());

  it('has no figure the entries, the question or our dated lines do not hold', async () => {
    const found: string[] = [];
    let covered = 0;
    for (const { question, today } of questions) {
      const answer = await generateTaxGuidance(db, question, { today });
      if (answer.covered) covered += 1;
      const detail = ungroundedFigures(question, answer);
      if (detail) found.push(`${question} [${answer.entries.join(', ')}]: ${detail}`);
    }
    expect(found).toEqual([]);
    // The sets are mostly covered questions, so the check above reads real answers, not refusals.
    expect(covered).toBeGreaterThan(questions.length * 0.8);
  }, 300_000);

  // Without these, a check that passed everything would look the same as one that found nothing.
  it('catches a figure added to an answer, and one moved beside other words', async () => {
    const question = 'What is the VAT registration threshold for services?';
    const answer = await generateTaxGuidance(db, question, { today: EVALUATION_DAY });
    expect(answer.covered).toBe(true);
    expect(ungroundedFigures(question, answer)).toBeUndefined();
    expect(ungroundedFigures(question, { ...answer, guidance: `${answer.guidance}\n\nA penalty of €98,765 applies.` })).toMatch(/98765/);
    const figure = /€\d[\d,]*/.exec(answer.used[0]!.answer)![0];
    expect(
      ungroundedFigures(question, { ...answer, guidance: `${answer.guidance}\n\nYour pension lump sum is capped at ${figure}.` }),
    ).toMatch(/beside other words/);
  });
});
