// Measures the 'not covered' threshold (threshold.ts) on the development
// sets only: the sample's questions (cases.json, answered and not covered)
// and the real documents' (real-cases.json, all answered). Each question is
// searched as the function searches it; the best passage's coverage is
// recorded, and the threshold that sorts the most questions right (answered
// at or above it, not covered below it) is printed, the midpoint of the best
// gap. The held-out set is never read here.
//
//   node --import tsx supabase/functions/query-ethics-document/evaluation/calibrate.ts
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { getDatabase, setDatabase } from '../../_shared/database.ts';
import { openTestDatabase } from '../../../database/testing/test-databases.ts';
import processHandler from '../../process-ethics-document/handler.ts';
import { retrievePassages } from '../retrieval.ts';
import { coreTerms, readQuestion, termsIn } from '../search.ts';
import { callHandler } from '../testing/call.ts';
import { COVERED_THRESHOLD } from '../threshold.ts';
import { readDocument } from './real/extract.ts';

interface Measured {
  question: string;
  covered: boolean;
  coverage: number;
}

const EVALUATION_DIR = new URL('./', import.meta.url);

async function upload(documentText: string, fileName: string): Promise<string> {
  const { status, body } = await callHandler(processHandler, 'process-ethics-document', { documentText, fileName });
  if (status !== 200) throw new Error(`Uploading ${fileName} failed: ${JSON.stringify(body)}`);
  return String(body.documentId);
}

/** The coverage of the best passage holding more than one of the question's words (as the composer requires). */
async function bestCoverage(documentId: string, question: string): Promise<number> {
  const query = readQuestion(question);
  const terms = coreTerms(query);
  const { passages } = await retrievePassages(await getDatabase(), documentId, query);
  const eligible = passages.filter(
    (passage) => termsIn(`${passage.heading}\n${passage.content}`, terms).length >= Math.min(2, terms.length),
  );
  return Math.max(0, ...eligible.map((passage) => passage.coverage));
}

async function measure(): Promise<Measured[]> {
  const measured: Measured[] = [];
  const sample = JSON.parse(await readFile(new URL('cases.json', EVALUATION_DIR), 'utf8')) as {
    document: string;
    cases: { question: string; notCovered?: true }[];
  };
  const sampleId = await upload(await readFile(new URL(sample.document, EVALUATION_DIR), 'utf8'), sample.document);
  for (const testCase of sample.cases) {
    measured.push({
      question: testCase.question,
      covered: !testCase.notCovered,
      coverage: await bestCoverage(sampleId, testCase.question),
    });
  }
  const real = JSON.parse(await readFile(new URL('real-cases.json', EVALUATION_DIR), 'utf8')) as {
    cases: { document: string; question: string }[];
  };
  for (const document of [...new Set(real.cases.map((testCase) => testCase.document))]) {
    const read = await readDocument(fileURLToPath(new URL(`real-documents/${document}`, EVALUATION_DIR)));
    const documentId = await upload(read.documentText, document);
    for (const testCase of real.cases.filter((item) => item.document === document)) {
      measured.push({ question: testCase.question, covered: true, coverage: await bestCoverage(documentId, testCase.question) });
    }
  }
  return measured;
}

/** The threshold sorting the most questions right; among equals, the widest gap, at its midpoint. */
function bestThreshold(measured: readonly Measured[]): { threshold: number; right: number } {
  const values = [...new Set(measured.map((item) => item.coverage))].sort((a, b) => a - b);
  let best = { threshold: 0, right: -1, gap: -1 };
  values.forEach((value, index) => {
    const below = index === 0 ? 0 : values[index - 1]!;
    const threshold = (below + value) / 2;
    const right = measured.filter((item) => item.coverage >= threshold === item.covered).length;
    const gap = value - below;
    if (right > best.right || (right === best.right && gap > best.gap)) best = { threshold, right, gap };
  });
  return { threshold: best.threshold, right: best.right };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.env.RATE_LIMITS = 'off';
  const database = await openTestDatabase('pglite');
  setDatabase(database.db);
  try {
    const measured = await measure();
    for (const item of [...measured].sort((a, b) => a.coverage - b.coverage)) {
      console.log(`${item.coverage.toFixed(3)} ${item.covered ? 'answered   ' : 'not covered'} ${item.question}`);
    }
    const { threshold, right } = bestThreshold(measured);
    console.log(
      `\nBest threshold ${threshold.toFixed(3)}: ${right} of ${measured.length} development questions sorted right (now ${COVERED_THRESHOLD}).`,
    );
  } finally {
    await database.dispose();
  }
}
