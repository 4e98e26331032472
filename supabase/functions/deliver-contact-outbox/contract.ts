// The contract of deliver-contact-outbox, called only by the delivery
// schedule (with the shared secret in a header). It imports only zod/mini, so
// Node and Deno both load it.
import * as z from 'zod/mini';
import { defineSchema } from '../_shared/contract.ts';

/** The schedule sends {}; anything more is a mistake worth a 400. */
export const deliveryRequestSchema = defineSchema(() => z.strictObject({}));

/** One pass's counts: sent, to be retried, and given up on. */
export const deliveryResponseSchema = defineSchema(() =>
  z.object({
    delivered: z.int().check(z.nonnegative()),
    failed: z.int().check(z.nonnegative()),
    dead: z.int().check(z.nonnegative()),
  }),
);
