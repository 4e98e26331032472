// The shape of the tax knowledge base as we write it. This TypeScript is the
// one source of truth: `npm run generate:knowledge` turns a change into
// migrations that bring `tax_knowledge` and `tax_triggers` in line, and a test
// keeps the two in step (supabase/database/knowledge/).

import type { TaxArea } from '../contract.ts';

/** The areas the page lists as covered; each entry belongs to one. The contract holds the list. */
export type { TaxArea };

export interface OfficialSource {
  /** The page's title as published. */
  title: string;
  /** A revenue.ie, gov.ie, oireachtas.ie or irishstatutebook.ie page. */
  url: string;
}

/**
 * A date on which a measure starts or ends, or a condition it still waits on.
 * The answer states it, a question about a later time is told plainly when
 * the measure does not reach it, and a test with a pinned clock fails when the
 * date has passed or is near and the entry's wording does not say so.
 */
export interface DatedMeasure {
  /** ISO date the measure starts, ends or fell due. */
  on: string;
  /** 'ends': nothing after this date is covered as legislated; 'starts': applies from it; 'due': a one-off date. */
  kind: 'starts' | 'ends' | 'due';
  /** What the date is for, short: 'start-up relief for companies that begin a new trade'. */
  measure: string;
  /** The sentence of the entry that states the date, word for word (a test finds it in the entry). */
  said: string;
  /** A condition the measure still waits on, e.g. European Commission approval. */
  pending?: string;
  source: OfficialSource;
}

export interface TaxEntry {
  /** Stable slug; stored as tax_knowledge.slug. */
  slug: string;
  area: TaxArea;
  title: string;
  /**
   * Plain phrases an owner would use that mean this entry answers them. Each
   * is matched as a whole phrase against the question with Postgres English
   * stemming, so 'register for vat' also catches 'registering for VAT'.
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
