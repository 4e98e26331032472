// Runs the evaluation on real documents: each file read as the browser reads
// it, uploaded through process-ethics-document, every question asked through
// query-ethics-document and each answer judged. Used by the evaluation test
// and by `npm run bench`. The database must already be set and migrated.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import processHandler from '../../../process-ethics-document/handler.ts';
import handler from '../../handler.ts';
import { callHandler } from '../../testing/call.ts';
import { type RealCase, judgeAnswer } from './judge.ts';
import { type ReadDocument, readDocument } from './extract.ts';
import { checkPassageEdges } from './passages.ts';
import { buildReference } from './reference.ts';

const EVALUATION_DIR = new URL('../', import.meta.url);

// A fact, or alternatives of which any one will do (see _shared/testing/facts.ts).
const factItemSchema = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);

const casesFileSchema = z.object({
  cases: z
    .array(
      z.object({ document: z.string(), question: z.string(), expect: z.array(factItemSchema).min(1), figureFirst: z.boolean().optional() }),
    )
    .min(30),
});

/** A set of questions on real documents: its cases file and the folder of its documents, under evaluation/. */
export interface RealSet {
  casesFile: string;
  documentsDir: string;
}

/** The development set: the documents the demo was built and tuned on. */
export const DEVELOPMENT_SET: RealSet = { casesFile: 'real-cases.json', documentsDir: 'real-documents' };

/** A visitor set: written unseen on documents of its own to direct general fixes, named by its place ('third', …). */
export interface VisitorRealSet extends RealSet {
  name: string;
}

/**
 * Each written on three more documents after the one before had directed its round of fixes: development from the
 * start. A new set is one more line here and one more floor in visitor-set-floors.ts.
 */
export const VISITOR_SETS: readonly VisitorRealSet[] = [
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
  'twenty-first',
  'twenty-second',
  'twenty-third',
  'twenty-fourth',
  'twenty-fifth',
  'twenty-sixth',
  'twenty-seventh',
  'twenty-eighth',
  'twenty-ninth',
  'thirtieth',
  'thirty-first',
  'thirty-second',
  'thirty-third',
  'thirty-fourth',
  'thirty-fifth',
  'thirty-sixth',
  'thirty-seventh',
  'thirty-eighth',
  'thirty-ninth',
  'fortieth',
  'forty-first',
  'forty-second',
  'forty-third',
  'forty-fourth',
  'forty-fifth',
  'forty-sixth',
  'forty-seventh',
  'forty-eighth',
  'forty-ninth',
  'fiftieth',
  'fifty-first',
  'fifty-second',
  'fifty-third',
  'fifty-fourth',
  'fifty-fifth',
  'fifty-sixth',
  'fifty-seventh',
  'fifty-eighth',
  'fifty-ninth',
  'sixtieth',
  'sixty-first',
  'sixty-second',
  'sixty-third',
  'sixty-fourth',
  'sixty-fifth',
  'sixty-sixth',
  'sixty-seventh',
].map((name, index) => ({
  name,
  casesFile: `visitor-cases-${index + 3}.json`,
  documentsDir: `visitor-documents-${index + 3}`,
}));

/** A real document read as the browser reads it and uploaded through process-ethics-document. */
export async function readAndUpload(documentsDir: string, document: string): Promise<{ read: ReadDocument; documentId: string }> {
  const read = await readDocument(fileURLToPath(new URL(`${documentsDir}/${document}`, EVALUATION_DIR)));
  const upload = await callHandler(processHandler, 'process-ethics-document', { documentText: read.documentText, fileName: document });
  if (upload.status !== 200) throw new Error(`Uploading ${document} failed: ${JSON.stringify(upload.body)}`);
  return { read, documentId: String(upload.body.documentId) };
}

export interface RealResult {
  document: string;
  question: string;
  hit: boolean;
  /** Everything wrong with the answer, for the test's failure list. */
  faults: string[];
  durationMs: number;
}

export async function readRealCases(set: RealSet = DEVELOPMENT_SET): Promise<RealCase[]> {
  return casesFileSchema.parse(JSON.parse(await readFile(new URL(set.casesFile, EVALUATION_DIR), 'utf8'))).cases;
}

/** Asks every case of `cases` (the set's own when not given) on the set's documents, and judges each answer. */
export async function runRealEvaluation(set: RealSet = DEVELOPMENT_SET, given?: readonly RealCase[]): Promise<RealResult[]> {
  const cases = given ?? (await readRealCases(set));
  const results: RealResult[] = [];
  for (const document of [...new Set(cases.map((testCase) => testCase.document))]) {
    const { read, documentId } = await readAndUpload(set.documentsDir, document);
    const reference = buildReference(read.printedPages, read.printedHeadings, read.printedCode, read.printedSetApart);
    for (const testCase of cases.filter((item) => item.document === document)) {
      const started = performance.now();
      const { status, body } = await callHandler(handler, 'query-ethics-document', {
        question: testCase.question,
        documentId,
        searchMode: 'hybrid',
        optimizeForSpeed: true,
      });
      const durationMs = performance.now() - started;
      const guidance = typeof body.guidance === 'string' ? body.guidance : '';
      const faults = status === 200 ? judgeAnswer(testCase, guidance, reference) : [`status ${status}`];
      results.push({ document, question: testCase.question, hit: faults.length === 0, faults, durationMs });
    }
  }
  return results;
}

const notCoveredFileSchema = z.object({ cases: z.array(z.object({ document: z.string(), question: z.string() })).min(1) });

/** Questions the development documents do not answer (real-not-covered.json), for the threshold and its test. */
export async function readNotCoveredCases(): Promise<{ document: string; question: string }[]> {
  return notCoveredFileSchema.parse(JSON.parse(await readFile(new URL('real-not-covered.json', EVALUATION_DIR), 'utf8'))).cases;
}

/** Asks each question the development documents do not answer; the ones answered with a quote instead of 'not covered'. */
export async function runNotCoveredEvaluation(): Promise<{ asked: number; answered: string[] }> {
  const cases = await readNotCoveredCases();
  const answered: string[] = [];
  for (const document of [...new Set(cases.map((testCase) => testCase.document))]) {
    const { documentId } = await readAndUpload(DEVELOPMENT_SET.documentsDir, document);
    for (const testCase of cases.filter((item) => item.document === document)) {
      const { body } = await callHandler(handler, 'query-ethics-document', {
        question: testCase.question,
        documentId,
        searchMode: 'hybrid',
        optimizeForSpeed: true,
      });
      // A 'not covered' answer cites nothing; any citation means a passage was quoted as the answer.
      if (Array.isArray(body.citations) && body.citations.length > 0) answered.push(`[${document}] ${testCase.question}`);
    }
  }
  return { asked: cases.length, answered };
}

export interface PassageEdges {
  passages: number;
  /** '[document] starts mid-sentence (reference): “…”', one per edge inside a sentence. */
  faults: string[];
}

/** Every real document cut into passages as the upload does, each passage's edges checked against the print. */
export async function checkRealPassageEdges(): Promise<PassageEdges> {
  const documents = [...new Set((await readRealCases()).map((testCase) => testCase.document))];
  const edges: PassageEdges = { passages: 0, faults: [] };
  for (const document of documents) {
    const read = await readDocument(fileURLToPath(new URL(`real-documents/${document}`, EVALUATION_DIR)));
    const check = checkPassageEdges(
      read.documentText,
      buildReference(read.printedPages, read.printedHeadings, read.printedCode, read.printedSetApart),
    );
    edges.passages += check.passages;
    edges.faults.push(...check.faults.map((fault) => `[${document}] ${fault}`));
  }
  return edges;
}

/** The misses, one per line, for a test's failure message or the bench. */
export function describeMisses(results: readonly RealResult[]): string {
  return results
    .filter((result) => !result.hit)
    .map((result) => `- [${result.document}] ${result.question}\n    ${result.faults.join('\n    ')}`)
    .join('\n');
}
