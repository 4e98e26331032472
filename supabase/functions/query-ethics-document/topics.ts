// The five topics the sample standard is built around, the ones a first-time
// visitor is offered as examples: the keyword
// patterns that send a question to a seeded cached answer on the sample
// standard, and that make any document's search 'regex-only'.
export type SeededTopic = 'actuarial-valuation' | 'partner-rotation' | 'it-systems' | 'family-financial-interest' | 'fee-disclosure';

/** Tested against the normalised question (lowercase, no punctuation, single spaces). */
export const TOPIC_PATTERNS: readonly { topic: SeededTopic; pattern: RegExp }[] = [
  { topic: 'partner-rotation', pattern: /\brotat\w*|\bcooling ?off\b/ },
  { topic: 'actuarial-valuation', pattern: /\bactuar\w*/ },
  { topic: 'it-systems', pattern: /\b(?:it|information technology|computer) systems?\b/ },
  { topic: 'family-financial-interest', pattern: /\bfamily\b.*\b(?:financial interests?|shares?|invest\w*)|\b(?:financial interests?|shares?|invest\w*)\b.*\bfamily\b/ },
  { topic: 'fee-disclosure', pattern: /\bfees?\b.*\b(?:disclos\w*|publi\w*)|\b(?:disclos\w*|publi\w*)\b.*\bfees?\b/ },
];

export function matchTopic(normalisedQuestion: string): SeededTopic | undefined {
  return TOPIC_PATTERNS.find(({ pattern }) => pattern.test(normalisedQuestion))?.topic;
}
