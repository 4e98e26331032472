// `npm run calibrate:search`: measures where 'not covered' should begin for
// the tax assistant. Every development question (covered and declined) is
// searched, and the threshold that sorts the most of them right is printed
// beside the one in use. Held-out questions are never read here.
import { readFile } from 'node:fs/promises';
import { calibrateThreshold, type Measured } from '../supabase/functions/_shared/search/calibrate.ts';
import { chargeNames } from '../supabase/functions/_shared/search/structure.ts';
import { stemOf } from '../supabase/functions/_shared/search/words.ts';
import { findEntries } from '../supabase/functions/generate-tax-guidance/retrieval.ts';
import { foreignJurisdiction } from '../supabase/functions/generate-tax-guidance/scope.ts';
import { COVERED_THRESHOLD } from '../supabase/functions/generate-tax-guidance/search-threshold.ts';
import { openTaxKnowledgeDatabase } from '../supabase/functions/generate-tax-guidance/testing/knowledge-database.ts';

const DEVELOPMENT_SETS = ['cases.json', 'visitor-cases.json', 'coverage-cases.json'];

interface DevelopmentCase {
  question: string;
  covered?: boolean;
}

async function developmentQuestions(): Promise<DevelopmentCase[]> {
  const sets = await Promise.all(
    DEVELOPMENT_SETS.map(async (name) => {
      const data = JSON.parse(
        await readFile(new URL(`../supabase/functions/generate-tax-guidance/evaluation/${name}`, import.meta.url), 'utf8'),
      );
      return [...(data.cases ?? []), ...(data.visitor ?? [])] as DevelopmentCase[];
    }),
  );
  // Another country's tax is declined before any search, so it says nothing about the threshold.
  return sets.flat().filter((testCase) => !foreignJurisdiction(testCase.question));
}

const database = await openTaxKnowledgeDatabase();
try {
  const measured: Measured[] = [];
  for (const testCase of await developmentQuestions()) {
    const { hits, unknownStems } = await findEntries(database.db, testCase.question);
    // A tax the knowledge never names is declined before the threshold is read.
    if (chargeNames(testCase.question).some((name) => unknownStems.has(stemOf(name)))) continue;
    const [best] = hits;
    measured.push({ coverage: best?.coverage ?? 0, shouldAnswer: testCase.covered !== false });
  }
  const calibration = calibrateThreshold(measured);
  console.log(
    `tax assistant: best threshold ${calibration.threshold} sorts ${calibration.right}/${calibration.total} development questions; in use ${COVERED_THRESHOLD}`,
  );
} finally {
  await database.dispose();
}
