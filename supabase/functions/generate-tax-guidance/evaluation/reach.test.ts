// Issue 27: every entry is named by at least one development question, so
// the evaluation asks for it by name. Whether retrieval then finds it is the
// evaluation's job (evaluation.test.ts), not this test's.
import { describe, expect, it } from 'vitest';
import { taxEntries } from '../knowledge/index.ts';
import { openCases } from './open-questions.ts';
import { coverageCases } from './run.ts';

/**
 * The entries written before issue 27 (the first six entries files). The
 * older development sets (cases.json, visitor-cases.json) ask about them by
 * the facts an answer must hold, without naming a slug, so no case names
 * them. Every entry added since must be named; this list may only shrink.
 */
const BEFORE_ISSUE_27 = [
  'bik-company-cars',
  'cat-thresholds',
  'corporation-tax-rates',
  'ct-payment-filing',
  'dividends-dwt',
  'earned-income-credit',
  'eii-investment',
  'form-11-deadline',
  'income-tax-bands',
  'keep-share-options',
  'pillar-two-minimum-tax',
  'preliminary-tax',
  'prsi-employees-employers',
  'prsi-self-employed',
  'relevant-contracts-tax',
  'remote-working-relief',
  'rnd-tax-credit',
  'ros-online',
  'small-benefit-exemption',
  'stamp-duty-commercial-property',
  'stamp-duty-shares',
  'start-up-relief',
  'tax-credits',
  'usc',
  'vat-cash-receipts',
  'vat-hospitality-2026',
  'vat-non-deductible',
  'vat-rates',
  'vat-registration',
  'vat-returns',
];

describe('tax development questions reach every entry', () => {
  const slugs = new Set(taxEntries.map((entry) => entry.slug));
  // The open questions (open-questions.json) name the entries that may lead each answer (some name one not yet written).
  const named = new Set([
    ...coverageCases.flatMap((testCase) => (testCase.slug ? [testCase.slug] : [])),
    ...openCases.flatMap((testCase) => testCase.lead.filter((slug) => slugs.has(slug))),
  ]);

  it('names every entry added since issue 27 in at least one development question', () => {
    const unnamed = [...slugs].filter((slug) => !named.has(slug) && !BEFORE_ISSUE_27.includes(slug));
    expect(unnamed).toEqual([]);
  });

  it('names only entries that exist', () => {
    expect([...named].filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it('keeps the list of older entries to entries that exist and are still unnamed', () => {
    expect(BEFORE_ISSUE_27.filter((slug) => !slugs.has(slug) || named.has(slug))).toEqual([]);
  });
});
