// Uploads a small document text through process-ethics-document and asks one
// question of it through query-ethics-document, as a visitor's browser would:
// the tests that check an answer end to end share this. The database must
// already be set (useFunctionDatabase).
import processHandler from '../../process-ethics-document/handler.ts';
import handler from '../handler.ts';
import { callHandler } from './call.ts';

/** The answer's guidance (Markdown) to `question` about `documentText`, uploaded afresh as `fileName`. */
export async function askAboutText(documentText: string, fileName: string, question: string): Promise<string> {
  const upload = await callHandler(processHandler, 'process-ethics-document', { documentText, fileName });
  if (upload.status !== 200) throw new Error(`Uploading ${fileName} failed: ${JSON.stringify(upload.body)}`);
  const { body } = await callHandler(handler, 'query-ethics-document', {
    question,
    documentId: upload.body.documentId,
    searchMode: 'hybrid',
    optimizeForSpeed: true,
  });
  return String(body.guidance);
}

/** The first line of an answer's first quote. */
export function firstQuote(guidance: string): string {
  return guidance.split('\n').find((line) => line.startsWith('> ')) ?? '';
}
