// The shape of the safety knowledge base as we write it. This TypeScript is the
// one source of truth: `npm run generate:knowledge` turns a change into a
// migration that brings `safety_content` in line, and a test keeps the two in
// step (supabase/database/knowledge/).
import type { DatedMeasure as SharedDatedMeasure } from '../../_shared/calendar.ts';

/** One thing to say in a toolbox talk: a short line and the plain-language why/how. */
export interface TalkingPoint {
  point: string;
  detail: string;
}

/**
 * How bad the worst realistic outcome is, used to put the most serious risk
 * first: 5 kills people on Irish sites year after year (falls, plant, collapse,
 * electricity), 1 is general good practice.
 */
export type Severity = 1 | 2 | 3 | 4 | 5;

export interface SafetySource {
  /** The document or regulation by its published name; no section numbers. */
  name: string;
  /** Who publishes it. */
  publisher: string;
  /** Where to read it: the official page or the publisher's copy (https). */
  url?: string;
  /**
   * ISO date we last checked our wording against a copy of this source.
   * Never an edition date (that is `published`): `npm run knowledge:review`
   * asks for a re-check 12 months after it. A source we could not re-read
   * keeps the date our wording was last written or checked against it, with
   * a `note` saying so, so a stale check is never passed off as a fresh one.
   */
  asOf: string;
  /** ISO date the source itself was published or made, where it is dated (a regulation, a code's edition). */
  published?: string;
  /** What the check found: a conflict between official pages, a figure we dropped, a copy we could not read. */
  note?: string;
}

/**
 * The legal figure or duty that decides a topic's main control, so a talk can
 * say what the law actually asks, not only the advice.
 */
export interface LegalFigure {
  /** One plain sentence: the figure (a limit, a distance, an interval) or, where none exists, the duty and who holds it. */
  figure: string;
  /** The statute, regulation or code that sets it, with its year; also among the topic's `sources`. */
  instrument: string;
}

/** A measure of this knowledge that starts or ends on a date (the shape every knowledge base shares). */
export type DatedMeasure = SharedDatedMeasure<SafetySource>;

export interface SafetyTopic {
  /** Stable slug; stored as safety_content.document_id. */
  slug: string;
  title: string;
  severity: Severity;
  /** One sentence on what goes wrong, used for search and the debug view. */
  summary: string;
  /**
   * The site words that name this topic ('scaffold', 'kango'): searched
   * with the weight of its title, and a word or phrase the day's text says
   * adds weight (docs/decisions/0012-one-search-engine.md). No 'and'/'with'
   * inside a phrase: the activity splitter cuts text there.
   */
  triggers: readonly string[];
  /** 4 to 8, most important first. */
  points: readonly TalkingPoint[];
  sources: readonly SafetySource[];
  legal: LegalFigure;
  /** Rules in the points that start or end on a date; each date's source is also in `sources`. */
  dates?: readonly DatedMeasure[];
  /**
   * The general topics this one is a case of ('scaffolding' is work at
   * height, 'telehandlers' are plant on the move): a talk about the specific
   * work also covers the general hazard, as a safety officer would.
   */
  broader?: readonly string[];
}
