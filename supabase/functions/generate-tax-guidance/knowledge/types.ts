// The shape of the tax knowledge base as we write it. This TypeScript is the
// one source of truth: `npm run generate:knowledge` turns a change into
// migrations that bring `tax_knowledge` in line, and a test
// keeps the two in step (supabase/database/knowledge/).
import type { DatedMeasure as SharedDatedMeasure } from '../../_shared/calendar.ts';
import type { TaxArea } from '../contract.ts';

/** The areas the page lists as covered; each entry belongs to one. The contract holds the list. */
export type { TaxArea };

export interface OfficialSource {
  /** The page's title as published. */
  title: string;
  /** A revenue.ie, gov.ie, oireachtas.ie or irishstatutebook.ie page. */
  url: string;
}

/** A measure of this knowledge that starts or ends on a date (the shape every knowledge base shares). */
export type DatedMeasure = SharedDatedMeasure<OfficialSource, 'starts' | 'ends' | 'due'>;

export interface TaxEntry {
  /** Stable slug; stored as tax_knowledge.slug. */
  slug: string;
  area: TaxArea;
  title: string;
  /**
   * Plain phrases an owner would use for this entry: its aliases. They are
   * searched with the entry's other words (stored as tax_knowledge.aliases),
   * and a phrase the question says word for word adds weight; they do not
   * decide alone (docs/decisions/0012-one-search-engine.md).
   */
  triggers: readonly string[];
  /** The figure or rule, first and in one or two sentences. */
  answer: string;
  /** The conditions that matter to a small business, most important first. */
  conditions: readonly string[];
  /** Dated changes: what applies from when, during 2026 or from 1 January 2027. */
  changes?: readonly string[];
  /** What we could not confirm and so deliberately leave out. */
  notCovered?: string;
  /** The tax year the figures are for. */
  taxYear: number;
  /** ISO date we last checked the figures against the sources. */
  checkedOn: string;
  sources: readonly OfficialSource[];
  /** Dates on which the measure starts or ends, or conditions it waits on, each with its source. */
  dates?: readonly DatedMeasure[];
  /** Where an official page lags the statute or sources disagree: which one we follow and why. */
  sourceNotes?: string;
}
