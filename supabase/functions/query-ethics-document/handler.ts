// query-ethics-document: answers a question about one uploaded document with
// { guidance, searchMethod, citations }: the answer, how it was found, and the
// passages it cites so the page can show them.
// An unknown or expired document id gets a 404 a person can act on.
import { getDatabase } from '../_shared/database.ts';
import { defineFunction } from '../_shared/http.ts';
import { answerQuestion } from './answer.ts';
import { documentQuestionRequestSchema } from './contract.ts';

export default defineFunction({
  name: 'query-ethics-document',
  schema: documentQuestionRequestSchema,
  // A reader asks in bursts while exploring a document.
  rateLimit: { requests: 60, windowSeconds: 60 },
  async handle(request) {
    return answerQuestion(await getDatabase(), request);
  },
});
