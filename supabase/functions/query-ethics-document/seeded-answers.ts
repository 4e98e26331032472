// The five seeded answers, one for each example topic the page offers on the
// sample (so those questions answer at once), written by us from the sample
// standard and cited to its sections. They answer questions on the sample
// only: any other document is searched afresh.
import { chunkDocument } from '../_shared/document-chunks.ts';
import { headingLeaf } from '../_shared/document-chunks.ts';
import { SAMPLE_STANDARD_TEXT } from '../_shared/sample-standard/auditors-ethical-standard.ts';
import type { CacheEntry } from './cache.ts';
import { normaliseQuestion } from './cache.ts';
import type { Citation } from './contract.ts';
import type { ScoredPassage } from './retrieval.ts';
import { COVERED_THRESHOLD } from './threshold.ts';

/** The five topics the sample standard is built around, the ones a first-time visitor is offered as examples. */
export type SeededTopic = 'actuarial-valuation' | 'partner-rotation' | 'it-systems' | 'family-financial-interest' | 'fee-disclosure';

export interface SeededAnswer {
  guidance: string;
  citations: Citation[];
}

interface SeededSource {
  question: string;
  guidance: string;
  sections: readonly string[];
  highlight: readonly string[];
}

const SOURCES: Record<SeededTopic, SeededSource> = {
  'actuarial-valuation': {
    question: 'Can the auditor provide actuarial valuation services?',
    guidance:
      '**Not to a public interest entity.** Valuation services, actuarial valuations included (for example of pension obligations or insurance liabilities), are on the list of prohibited non-audit services for the auditor of a public interest entity (Section 8.2, Section 8.3).\n\nFor other entities an actuarial valuation is possible only where the amounts are not material to the financial statements and the valuation involves no significant subjective judgement, so the firm would not be auditing its own work (Section 8.3).',
    sections: ['Section 8.3', 'Section 8.2'],
    highlight: ['actuarial', 'valuation', 'public interest entity', 'material'],
  },
  'partner-rotation': {
    question: 'What are the partner rotation periods?',
    guidance:
      '**Seven years on, three years off** for a key audit partner of a public interest entity: the partner leaves the engagement no later than seven years after first being appointed and may not return to that audit until a cooling-off period of three years has passed (Section 5.2).\n\nFor other entities, an engagement partner who has served for **ten years** in a row is reviewed; if the partner stays on, the firm adds safeguards, records why and tells those charged with governance (Section 5.3). The firm itself may audit the same public interest entity for at most **ten years**, extendable by up to two years in exceptional circumstances (Section 5.4).',
    sections: ['Section 5.2', 'Section 5.3', 'Section 5.4'],
    highlight: ['seven years', 'three years', 'ten years', 'cooling-off', 'rotate', 'key audit partner'],
  },
  'it-systems': {
    question: 'Can the auditor provide IT systems services?',
    guidance:
      '**Not to a public interest entity.** Its auditor must not design or implement financial information technology systems, or internal control and risk management procedures over financial information (Section 8.4, Section 8.2).\n\nFor other entities the firm may help with IT systems only where management takes responsibility for the system and its controls and the firm does not design the systems that produce the financial statements (Section 8.4).',
    sections: ['Section 8.4', 'Section 8.2'],
    highlight: ['information technology systems', 'IT systems', 'design', 'implement'],
  },
  'family-financial-interest': {
    question: 'What if a close family member has a financial interest in the audited entity?',
    guidance:
      "**It creates a self-interest threat that must be reported to the firm.** A close family member is a parent, a non-dependent child, or a brother or sister. The person tells the firm, which decides whether he or she can stay on the engagement; where the interest is material to the relative or the relative can influence the entity, the person is removed from the engagement team (Section 3.3).\n\nAn interest held by an **immediate** family member (spouse or civil partner, cohabitant or dependant) counts as the person's own: it must be disposed of, or the person leaves the engagement (Section 3.2).",
    sections: ['Section 3.3', 'Section 3.2'],
    highlight: ['close family member', 'immediate family member', 'financial interest', 'removed'],
  },
  'fee-disclosure': {
    question: 'What fee information must be publicly disclosed?',
    guidance:
      "**The auditor's fees are public in two places.** The company's financial statements show its statutory auditor's remuneration split into the audit of the accounts, other assurance services, tax advisory services and other non-audit services (Section 7.1).\n\nA firm that audits public interest entities also publishes an annual transparency report within **four months** after the end of each financial year, with its turnover split between public interest entity audits, other audits and permitted non-audit services (Section 7.2). The audit committee of a public interest entity is told every year of the audit and non-audit fees charged (Section 7.3).",
    sections: ['Section 7.1', 'Section 7.2', 'Section 7.3'],
    highlight: ['fees', 'remuneration', 'transparency report', 'four months', 'disclosed'],
  },
};

/**
 * The seeded topic a question on the sample is about, read from the search
 * rather than from keywords: the topic whose sections hold the best passage,
 * the topic that cites it first when two do. The cache still serves the
 * prepared answer only when the question stays within what it talks about.
 */
export function seededTopicOf(passages: readonly ScoredPassage[]): SeededTopic | undefined {
  const best = passages[0];
  if (!best || best.coverage < COVERED_THRESHOLD) return undefined;
  const topics = (Object.entries(SOURCES) as [SeededTopic, SeededSource][]).filter(([, source]) =>
    source.sections.includes(best.sectionRef),
  );
  topics.sort(([, a], [, b]) => a.sections.indexOf(best.sectionRef) - b.sections.indexOf(best.sectionRef));
  return topics[0]?.[0];
}

/** The seeded answers, with each citation quoting the sample's own passage. */
export function seededAnswers(): ReadonlyMap<SeededTopic, CacheEntry<SeededAnswer>> {
  seeded ??= buildSeeded();
  return seeded;
}

let seeded: Map<SeededTopic, CacheEntry<SeededAnswer>> | undefined;

function buildSeeded(): Map<SeededTopic, CacheEntry<SeededAnswer>> {
  const passages = chunkDocument(SAMPLE_STANDARD_TEXT);
  const passage = (ref: string) => {
    const found = passages.find((chunk) => chunk.sectionRef === ref);
    if (!found) throw new Error(`The sample standard has no ${ref}: update the seeded answers.`);
    return found;
  };
  return new Map(
    (Object.entries(SOURCES) as [SeededTopic, SeededSource][]).map(([topic, source]) => [
      topic,
      {
        key: normaliseQuestion(source.question),
        about: [source.question, source.guidance, ...source.highlight].join(' '),
        answer: {
          guidance: source.guidance,
          citations: source.sections.map((ref) => {
            const chunk = passage(ref);
            return {
              sectionRef: chunk.sectionRef,
              heading: headingLeaf(chunk.heading),
              quote: chunk.content,
              matchedTerms: [...source.highlight],
            };
          }),
        },
      },
    ]),
  );
}
