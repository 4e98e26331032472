// From a question to guidance: rule out other countries' tax, find the
// entries the question is about, and compose the answer, or say plainly that
// the question is not covered and where to look.
import type { Database } from '../_shared/database.ts';
import type { Source } from '../_shared/contract.ts';
import { asSources } from './answer-sources.ts';
import { composeForeign, composeGuidance, composeNotCovered, NOT_COVERED_SOURCES } from './compose.ts';
import { CHECKED_ON } from './knowledge/sources.ts';
import { findEntries, type EntryHit, type EntryRow } from './retrieval.ts';
import { foreignJurisdiction, looksLikeTaxQuestion } from './scope.ts';

export interface TaxGuidance {
  guidance: string;
  sources: Source[];
  /** The tax year the figures are for; null when the question was not covered. */
  taxYear: number | null;
  covered: boolean;
  /** Slugs of the entries the answer used, best first. */
  entries: string[];
  /** The entries themselves, for a model to phrase (never sent to the browser). */
  used: EntryRow[];
}

/**
 * A second entry joins the answer when it matched nearly as well as the first:
 * 'VAT on restaurant meals from July' is both about rates and the 2026 change.
 */
const SECOND_ENTRY_SHARE = 0.8;
const MAX_ENTRIES = 2;

function chooseEntries(hits: readonly EntryHit[]): EntryHit[] {
  const best = hits[0];
  if (!best) return [];
  return hits.filter((hit, index) => index === 0 || hit.score >= best.score * SECOND_ENTRY_SHARE).slice(0, MAX_ENTRIES);
}

export async function generateTaxGuidance(db: Database, question: string): Promise<TaxGuidance> {
  const foreign = foreignJurisdiction(question);
  if (foreign) {
    return { guidance: composeForeign(foreign), sources: [], taxYear: null, covered: false, entries: [], used: [] };
  }
  const taxRelated = looksLikeTaxQuestion(question);
  // A trigger like 'restaurant' only means VAT when the question is about tax.
  const chosen = taxRelated ? chooseEntries(await findEntries(db, question)) : [];
  if (chosen.length === 0) {
    return {
      guidance: composeNotCovered(taxRelated),
      sources: taxRelated ? asSources(NOT_COVERED_SOURCES.map((source) => ({ source, checkedOn: CHECKED_ON }))) : [],
      taxYear: null,
      covered: false,
      entries: [],
      used: [],
    };
  }
  const entries = chosen.map((hit) => hit.entry);
  const taxYear = Math.max(...entries.map((entry) => entry.tax_year));
  return {
    guidance: composeGuidance(entries, taxYear),
    sources: asSources(entries.flatMap((entry) => entry.sources.map((source) => ({ source, checkedOn: entry.checked_on })))),
    taxYear,
    covered: true,
    entries: entries.map((entry) => entry.slug),
    used: entries,
  };
}
