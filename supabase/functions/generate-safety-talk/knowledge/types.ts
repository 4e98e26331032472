// The shape of the safety knowledge base as we write it. This TypeScript is the
// one source of truth: `npm run generate:knowledge` turns a change into a
// migration that brings `safety_content` in line, and a test keeps the two in
// step (supabase/database/knowledge/).

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
  /** ISO date: the edition or consolidated text our facts were taken from. */
  asOf: string;
}

export interface SafetyTopic {
  /** Stable slug; stored as safety_content.document_id. */
  slug: string;
  title: string;
  severity: Severity;
  /** One sentence on what goes wrong, used for search and the debug view. */
  summary: string;
  /**
   * Plain phrases that mean this topic is in play. Each is matched as a whole
   * phrase against the activity text with Postgres English stemming, so
   * 'excavation' also catches 'excavating'. No 'and'/'with' inside a phrase:
   * the activity splitter cuts text there.
   */
  triggers: readonly string[];
  /** 4 to 8, most important first. */
  points: readonly TalkingPoint[];
  sources: readonly SafetySource[];
}
