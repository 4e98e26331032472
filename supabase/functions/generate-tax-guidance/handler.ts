// generate-tax-guidance: guidance on an Irish tax question from our own
// knowledge base, with the official sources it rests on and the tax year its
// figures are for. Questions outside it get an honest 'not covered'.
import { getDatabase } from '../_shared/database.ts';
import { defineFunction } from '../_shared/http.ts';
import { generateTaxGuidance } from './generate.ts';
import { generateTaxGuidanceSchema } from './schema.ts';

export default defineFunction({
  name: 'generate-tax-guidance',
  schema: generateTaxGuidanceSchema,
  async handle({ question }) {
    const { guidance, sources, taxYear, covered } = await generateTaxGuidance(await getDatabase(), question);
    return { guidance, sources, taxYear, covered };
  },
});
