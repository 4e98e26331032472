// The logistics knowledge base as we write it. This TypeScript is the one
// source of truth: `npm run generate:knowledge` ships it to the
// `logistics_knowledge` table as a sync migration
// (the rows: knowledge/rows.ts), and a test keeps the two equal.
import type { DatedMeasure as SharedDatedMeasure } from '../../_shared/calendar.ts';
import type { AreaKey } from '../contract.ts';

/** Where a fact comes from, when it was published, and when we last checked our wording against it. */
export interface KnowledgeSource {
  title: string;
  publisher: string;
  /** The public page; absent only for our own planning method. */
  url?: string;
  /**
   * ISO date we last read the page or text and found our wording still
   * right. Never an edition date: `npm run knowledge:review` asks for a
   * re-check 12 months after it. A source we could not re-read keeps its
   * last real check date, with a `note` saying so.
   */
  asOf: string;
  /** ISO date the source itself was published or made (a Dáil answer, a regulation, a standard's edition), where it is dated. */
  published?: string;
  /** What the last check found: a page we could not read, a wording we corrected. */
  note?: string;
}

/** A choice the visitor could make, and when it is the right one. */
export interface PlanningOption {
  option: string;
  chooseWhen: string;
}

/** A measure of this knowledge that starts or ends on a date (the shape every knowledge base shares). */
export type DatedMeasure = SharedDatedMeasure<KnowledgeSource>;

export interface KnowledgeEntry {
  /** Stable slug; the row's key. */
  slug: string;
  area: AreaKey;
  title: string;
  /**
   * Words and short phrases a visitor would use for this topic. They weigh
   * most in search, so 'e-van' or 'port congestion' finds the right entry.
   */
  keywords: readonly string[];
  /** One sentence: the point a director should take away. */
  takeaway: string;
  /** 3 to 5 guidance bullets in our words; each figure is backed by `sources`. */
  guidance: readonly string[];
  /** 2 or 3 options with their decision criteria. */
  options: readonly PlanningOption[];
  /** 2 actions for the next 30 days and 2 for the next 90. */
  next30: readonly string[];
  next90: readonly string[];
  sources: readonly KnowledgeSource[];
  /** Measures in this entry that start or end on a date (kept with the entry, not in the database). */
  dates?: readonly DatedMeasure[];
}
