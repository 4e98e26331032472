// The page's one backend call: the generate-tax-guidance function, with its
// answer read by the function's own contract before the page trusts it.
import { askFunction } from '@meitheal/ui/demo-kit';
import { taxGuidanceResponseSchema, type TaxGuidance } from './contract';

export { MAX_QUESTION_LENGTH, type TaxGuidance } from './contract';

/**
 * Asks for guidance. When a language model writes it, the text arrives as it
 * is written (`onText`, checked by the function a sentence at a time) and the
 * whole answer follows; otherwise the answer comes in one piece.
 */
export function requestTaxGuidance(question: string, onText: (text: string) => void = () => {}): Promise<TaxGuidance> {
  return askFunction(
    { name: 'generate-tax-guidance', body: { question }, schema: taxGuidanceResponseSchema, service: 'tax guidance service' },
    onText,
  );
}
