// Open, everyday questions from owners (open-questions.json): each names the
// entries that may lead the answer ('not covered' where an honest decline is
// right) and, for some, facts the answer must hold anywhere (whole words and
// figures, by the shared grader). Development questions: anyone may read them.
import { gradeFacts, type FactItem } from '../../_shared/testing/facts.ts';
import { openTaxKnowledgeDatabase } from '../testing/knowledge-database.ts';
import { generateTaxGuidance } from '../generate.ts';
import { EVALUATION_DAY } from './run.ts';
import openQuestions from './open-questions.json' with { type: 'json' };

export interface OpenQuestion {
  question: string;
  /** Slugs of the entries that may lead the answer; 'not covered' accepts an honest decline. */
  lead: string[];
  /** Facts the answer must hold, each a list of alternatives. */
  mustContain?: FactItem[];
}

export interface OpenResult {
  question: string;
  hit: boolean;
  /** The entries the answer used, best first, or 'not covered'. */
  entries: string[];
  problems: string[];
}

export const openCases: readonly OpenQuestion[] = openQuestions.cases;

const NOT_COVERED = 'not covered';

/** Runs every open question against a freshly migrated PGlite database. */
export async function runOpenQuestions(cases: readonly OpenQuestion[] = openCases): Promise<{ passed: number; results: OpenResult[] }> {
  const local = await openTaxKnowledgeDatabase();
  try {
    const results: OpenResult[] = [];
    for (const testCase of cases) {
      const answer = await generateTaxGuidance(local.db, testCase.question, { today: EVALUATION_DAY });
      const entries = answer.covered ? answer.entries : [NOT_COVERED];
      const problems: string[] = [];
      if (!testCase.lead.includes(entries[0]!)) problems.push(`led by ${entries[0]}, not ${testCase.lead.join(' or ')}`);
      if (answer.covered)
        problems.push(...gradeFacts(answer.guidance, testCase.mustContain ?? []).missing.map((fact) => `missing ${fact}`));
      results.push({ question: testCase.question, hit: problems.length === 0, entries, problems });
    }
    return { passed: results.filter((result) => result.hit).length, results };
  } finally {
    await local.dispose();
  }
}
