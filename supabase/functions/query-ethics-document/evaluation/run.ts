// Runs the evaluation set: uploads the evaluation document through
// process-ethics-document, asks every question through query-ethics-document
// and judges each answer (facts as whole words and figures, by the shared
// grader). Used by the evaluation test and by `npm run bench`.
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import processHandler from '../../process-ethics-document/handler.ts';
import handler from '../handler.ts';
import { callHandler } from '../testing/call.ts';
import { gradeFacts } from '../../_shared/testing/facts.ts';

const caseSchema = z.union([
  z.object({ question: z.string(), expect: z.array(z.string()).min(1), cite: z.string() }),
  z.object({ question: z.string(), notCovered: z.literal(true) }),
]);
const casesFileSchema = z.object({ document: z.string(), cases: z.array(caseSchema).min(20) });

export type EvaluationCase = z.infer<typeof caseSchema>;

export interface EvaluationResult {
  question: string;
  hit: boolean;
  /** Why it missed, for the test's failure message. */
  reason?: string;
  durationMs: number;
}

const citationsSchema = z.array(z.object({ sectionRef: z.string() }));

/** Database must already be set (setDatabase) and migrated. */
export async function runEvaluation(): Promise<EvaluationResult[]> {
  const file = casesFileSchema.parse(JSON.parse(await readFile(new URL('./cases.json', import.meta.url), 'utf8')));
  const documentText = await readFile(new URL(`./${file.document}`, import.meta.url), 'utf8');
  const upload = await callHandler(processHandler, 'process-ethics-document', { documentText, fileName: file.document });
  if (upload.status !== 200) throw new Error(`Uploading the evaluation document failed: ${JSON.stringify(upload.body)}`);
  const documentId = upload.body.documentId;

  const results: EvaluationResult[] = [];
  for (const testCase of file.cases) {
    const started = performance.now();
    const { status, body } = await callHandler(handler, 'query-ethics-document', {
      question: testCase.question,
      documentId,
      searchMode: 'hybrid',
      optimizeForSpeed: true,
    });
    const durationMs = performance.now() - started;
    const guidance = typeof body.guidance === 'string' ? body.guidance : '';
    const refs = citationsSchema.parse(body.citations ?? []).map((citation) => citation.sectionRef);
    results.push({ question: testCase.question, durationMs, ...judge(testCase, status, guidance, refs) });
  }
  return results;
}

function judge(testCase: EvaluationCase, status: number, guidance: string, refs: string[]): { hit: boolean; reason?: string } {
  if (status !== 200) return { hit: false, reason: `status ${status}` };
  const plain = guidance.replace(/[*_>\\]/g, '').toLowerCase();
  const saysNotCovered = plain.startsWith('not covered');
  if ('notCovered' in testCase) {
    return saysNotCovered && refs.length === 0
      ? { hit: true }
      : { hit: false, reason: `answered instead of 'not covered': ${guidance.slice(0, 160)}` };
  }
  if (saysNotCovered) return { hit: false, reason: "said 'not covered'" };
  const { missing } = gradeFacts(plain, testCase.expect);
  if (missing.length > 0) return { hit: false, reason: `missing ${missing.join(', ')} in: ${plain.slice(0, 200)}` };
  if (!refs.includes(testCase.cite)) return { hit: false, reason: `cites ${refs.join(', ') || 'nothing'}, not ${testCase.cite}` };
  return { hit: true };
}
