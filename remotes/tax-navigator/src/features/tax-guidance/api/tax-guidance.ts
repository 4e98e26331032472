// The page's one backend call: the generate-tax-guidance function, with its
// answer read by the function's own contract before the page trusts it.
import { FunctionCallError, invokeFunctionStream } from '@meitheal/backend-client';
import { taxGuidanceResponseSchema, type TaxGuidance } from './contract';

export { MAX_QUESTION_LENGTH, type TaxGuidance } from './contract';

/**
 * Why a request failed, which decides the message the visitor sees: the call
 * itself failed ('call'), or something else went wrong, such as an answer we
 * could not read ('unexpected').
 */
export class TaxGuidanceError extends Error {
  constructor(
    readonly kind: 'call' | 'unexpected',
    message: string,
    /** The server's own explanation of a request it refused (4xx), fit to show. */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'TaxGuidanceError';
  }
}

/**
 * Asks for guidance. When a language model writes it, the text arrives as it
 * is written (`onText`, checked by the function a sentence at a time) and the
 * whole answer follows; otherwise the answer comes in one piece.
 */
export async function requestTaxGuidance(question: string, onText: (text: string) => void = () => {}): Promise<TaxGuidance> {
  let response: unknown;
  try {
    response = await invokeFunctionStream<unknown>('generate-tax-guidance', { question }, onText);
  } catch (error) {
    if (error instanceof FunctionCallError) {
      const refused = error.status !== undefined && error.status >= 400 && error.status < 500;
      throw new TaxGuidanceError('call', error.message, refused ? error.message : undefined);
    }
    throw new TaxGuidanceError('unexpected', error instanceof Error ? error.message : String(error));
  }
  const parsed = taxGuidanceResponseSchema.safeParse(response);
  if (!parsed.success) throw new TaxGuidanceError('unexpected', 'The tax guidance service sent an answer we could not read.');
  return parsed.data;
}
