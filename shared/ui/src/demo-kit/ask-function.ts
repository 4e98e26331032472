// Calling a demo's function and reading its answer by the function's own
// contract: a model's words arrive as they are written (`onText`) when the
// function streams them, and the whole answer is checked before a page uses it.
import { invokeFunctionStream } from '@meitheal/backend-client';
import type * as z from 'zod/mini';

/** The function answered, but not in the shape its contract describes. */
export class UnreadableAnswerError extends Error {
  constructor(service: string) {
    super(`The ${service} sent an answer we could not read.`);
    this.name = 'UnreadableAnswerError';
  }
}

/** The function answered in the right shape, but with nothing to show. */
export class EmptyAnswerError extends Error {
  constructor() {
    super('The answer came back empty.');
    this.name = 'EmptyAnswerError';
  }
}

/** Reads an answer by a contract's response schema; anything else is an UnreadableAnswerError naming `service`. */
export function readAnswer<Schema extends z.ZodMiniType>(schema: Schema, value: unknown, service: string): z.output<Schema> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new UnreadableAnswerError(service);
  return parsed.data;
}

export interface FunctionCall<Schema extends z.ZodMiniType> {
  /** The function's name, as deployed. */
  name: string;
  body: unknown;
  /** The response schema from the function's contract.ts. */
  schema: Schema;
  /** How the page names the function to a visitor, for the unreadable-answer message. */
  service: string;
}

/** POSTs the body and reads the answer, streamed or not, by the contract. */
export async function askFunction<Schema extends z.ZodMiniType>(
  call: FunctionCall<Schema>,
  onText: (text: string) => void = () => {},
): Promise<z.output<Schema>> {
  return readAnswer(call.schema, await invokeFunctionStream<unknown>(call.name, call.body, onText), call.service);
}
