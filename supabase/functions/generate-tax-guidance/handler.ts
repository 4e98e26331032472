// generate-tax-guidance: guidance on an Irish tax question from our own
// knowledge base, with the official sources it rests on and the tax year its
// figures are for. Questions outside it get an honest 'not covered'. With a
// language model configured, it phrases a covered answer from the same
// entries (streamed as server-sent events when the caller accepts them); the
// response says which path produced it.
import { getDatabase } from '../_shared/database.ts';
import { defineFunction } from '../_shared/http.ts';
import { KnowledgeVersionCheck } from '../_shared/knowledge-version.ts';
import { readLlmConfig } from '../_shared/llm/config.ts';
import { wantsEventStream } from '../_shared/llm/stream.ts';
import { isoDateIn } from '../_shared/calendar.ts';
import { generateTaxGuidance } from './generate.ts';
import { canPhrase, phraseTaxGuidance, streamTaxGuidance } from './model.ts';
import { taxGuidanceRequestSchema } from './contract.ts';
import { taxKnowledgeBases } from './knowledge/rows.ts';

// Answers come from the entries in this bundle; the database is their search
// index and must hold the same version (docs/decisions/0011-one-knowledge-source-at-run-time.md).
const knowledgeVersion = new KnowledgeVersionCheck('generate-tax-guidance', taxKnowledgeBases);

export default defineFunction({
  name: 'generate-tax-guidance',
  schema: taxGuidanceRequestSchema,
  async handle({ question }, req) {
    const db = await getDatabase();
    await knowledgeVersion.require(db);
    const config = readLlmConfig();
    // Today's date from the server's clock: deadlines and tax years are judged against it. With a model, a
    // question our search cannot place may be restated in our entries' words before it is answered.
    const offline = await generateTaxGuidance(db, question, { today: isoDateIn(new Date()), llm: config });
    // A caller that accepts server-sent events gets a model's answer as it is
    // written; the offline answer always comes in one piece, as JSON.
    if (wantsEventStream(req) && canPhrase(config, offline)) return streamTaxGuidance(db, config, question, offline);
    const { guidance, generatedBy } = await phraseTaxGuidance(db, config, question, offline);
    return {
      guidance,
      sources: offline.sources,
      taxYear: offline.taxYear,
      covered: offline.covered,
      reviewedOn: offline.reviewedOn,
      generatedBy,
      // The nearest topics come from our own search, whoever worded the answer.
      suggestions: offline.suggestions,
    };
  },
});
