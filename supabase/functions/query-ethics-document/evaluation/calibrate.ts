// Measures the 'not covered' threshold (threshold.ts) on the development
// sets only: the sample's questions (cases.json, answered and not covered),
// the real documents' (real-cases.json and every visitor set, all answered)
// and the questions the real documents do not answer (real-not-covered.json).
// Each question is searched as the function searches it; the best passage's
// coverage is recorded, and the threshold that sorts the most questions right
// (answered at or above it, not covered below it) is printed, in the middle of
// the widest such gap. The held-out sets are never read here.
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
import { ABSENT_WORD_SHARE, COVERED_THRESHOLD } from '../threshold.ts';
import { calibrateThreshold, type Measured } from '../../_shared/search/calibrate.ts';
import { DEVELOPMENT_SET, readAndUpload, readNotCoveredCases, readRealCases, VISITOR_SETS } from './real/run.ts';

interface Asked {
  question: string;
  /** Whether the document answers it. */
  covered: boolean;
}

const EVALUATION_DIR = new URL('./', import.meta.url);

async function upload(documentText: string, fileName: string): Promise<string> {
  const { status, body } = await callHandler(processHandler, 'process-ethics-document', { documentText, fileName });
  if (status !== 200) throw new Error(`Uploading ${fileName} failed: ${JSON.stringify(body)}`);
  return String(body.documentId);
}

/** The coverage of the best passage holding more than one of the question's words (as the composer requires). */
async function bestCoverage(documentId: string, question: string, absentShare: number): Promise<number> {
  const query = readQuestion(question);
  const terms = coreTerms(query);
  const { passages } = await retrievePassages(await getDatabase(), documentId, query, absentShare);
  const eligible = passages.filter(
    (passage) => termsIn(`${passage.heading}\n${passage.content}`, terms).length >= Math.min(2, terms.length),
  );
  return Math.max(0, ...eligible.map((passage) => passage.coverage));
}

/** The questions asked of each real document, by its path under evaluation/. */
async function realQuestions(): Promise<Map<string, Asked[]>> {
  const byDocument = new Map<string, Asked[]>();
  const add = (path: string, asked: Asked) => byDocument.set(path, [...(byDocument.get(path) ?? []), asked]);
  for (const set of [DEVELOPMENT_SET, ...VISITOR_SETS]) {
    for (const { document, question } of await readRealCases(set)) add(`${set.documentsDir}/${document}`, { question, covered: true });
  }
  for (const { document, question } of await readNotCoveredCases())
    add(`${DEVELOPMENT_SET.documentsDir}/${document}`, { question, covered: false });
  return byDocument;
}

/** Each question's best coverage under each absent-word share tried. */
async function measure(shares: readonly number[]): Promise<Map<number, (Asked & Measured)[]>> {
  const measured = new Map(shares.map((share) => [share, [] as (Asked & Measured)[]]));
  const record = async (documentId: string, asked: Asked) => {
    for (const share of shares) {
      measured.get(share)!.push({ ...asked, shouldAnswer: asked.covered, coverage: await bestCoverage(documentId, asked.question, share) });
    }
  };
  const sample = JSON.parse(await readFile(new URL('cases.json', EVALUATION_DIR), 'utf8')) as {
    document: string;
    cases: { question: string; notCovered?: true }[];
  };
  const sampleId = await upload(await readFile(new URL(sample.document, EVALUATION_DIR), 'utf8'), sample.document);
  for (const testCase of sample.cases) await record(sampleId, { question: testCase.question, covered: !testCase.notCovered });
  for (const [path, questions] of await realQuestions()) {
    const [documentsDir, document] = path.split('/') as [string, string];
    const { documentId } = await readAndUpload(documentsDir, document);
    for (const asked of questions) await record(documentId, asked);
  }
  return measured;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.env.RATE_LIMITS = 'off';
  const database = await openTestDatabase('pglite');
  setDatabase(database.db);
  try {
    const shares = [0.15, 0.25, 0.35, 0.5, 0.7, 1];
    const measured = await measure(shares);
    for (const item of [...measured.get(ABSENT_WORD_SHARE)!].sort((a, b) => a.coverage - b.coverage)) {
      console.log(`${item.coverage.toFixed(3)} ${item.covered ? 'answered   ' : 'not covered'} ${item.question}`);
    }
    console.log(`\n(coverages above with today's absent-word share, ${ABSENT_WORD_SHARE})`);
    for (const share of shares) {
      const { threshold, right, total } = calibrateThreshold(measured.get(share)!);
      console.log(`Absent-word share ${share}: best threshold ${threshold.toFixed(3)} sorts ${right} of ${total} right.`);
    }
    console.log(`Now: share ${ABSENT_WORD_SHARE}, threshold ${COVERED_THRESHOLD}.`);
  } finally {
    await database.dispose();
  }
}
