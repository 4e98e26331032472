// The contract of generate-tax-guidance, shared by the function (which
// validates requests with it and files every knowledge entry under one of its
// areas) and the page (which sizes its question box, lists the covered areas
// and reads answers with it). It imports only zod/mini and the shared
// contract, so the browser, Node and Deno all load it.
import * as z from 'zod/mini';
import { defineSchema, readGeneratedBy, requiredText, sourceSchema } from '../_shared/contract.ts';

/** Long enough for a detailed question, short enough to stay one question. */
export const MAX_QUESTION_LENGTH = 2000;

export const EMPTY_QUESTION_MESSAGE = 'Please enter a tax question.';

/** The request: the visitor's tax question. */
export const taxGuidanceRequestSchema = defineSchema(() =>
  z.object({
    question: requiredText(MAX_QUESTION_LENGTH, EMPTY_QUESTION_MESSAGE, `The question must be at most ${MAX_QUESTION_LENGTH} characters.`),
  }),
);

export type TaxGuidanceRequest = z.infer<typeof taxGuidanceRequestSchema>;

/**
 * The answer as a page reads it: the guidance is the one field every caller
 * needs; the rest go beyond it, so an answer without them still reads.
 */
export const taxGuidanceResponseSchema = defineSchema(() =>
  z.object({
    guidance: z.string(),
    sources: z._default(z.array(sourceSchema), []),
    /** The tax year the figures are for; null when the question was not covered. */
    taxYear: z._default(z.nullable(z.int()), null),
    covered: z._default(z.boolean(), true),
    /** ISO date the knowledge was last reviewed; null from a server that does not say. */
    reviewedOn: z._default(z.nullable(z.string()), null),
    generatedBy: readGeneratedBy,
    /** When the question was not covered: the nearest topics we do cover, for the page to offer as one-click questions. */
    suggestions: z._default(z.array(z.string()), []),
  }),
);

export type TaxGuidance = z.infer<typeof taxGuidanceResponseSchema>;

/** When the tax knowledge was last reviewed (the knowledge's own date; a test keeps the two equal). */
export const TAX_KNOWLEDGE_REVIEWED_ON = '2026-11-25';

/** The areas the knowledge base covers: every entry is filed under one, and the page lists them all. */
export const TAX_AREAS = [
  {
    title: 'Income tax, USC and PRSI',
    topics:
      'Bands and rates, the main tax credits, the earned income credit, USC, PRSI for employees, employers and the self-employed (including the 1 October 2026 increase)',
  },
  {
    title: 'VAT',
    topics:
      'Rates and what falls under each (including the July 2026 change for hospitality and hairdressing), registration thresholds, the cash receipts basis, return deadlines',
  },
  {
    title: 'Corporation tax',
    topics: 'Trading and non-trading rates, the 15% minimum for large groups, start-up relief, CT1 and preliminary tax',
  },
  {
    title: 'Capital taxes and stamp duty',
    topics:
      'CGT rate, payment dates and annual exemption, retirement relief, revised entrepreneur relief, CAT group thresholds, stamp duty on commercial property and shares',
  },
  { title: 'Construction (RCT)', topics: 'Relevant contracts tax (RCT) for principals and subcontractors' },
  {
    title: 'Employers and benefits',
    topics: 'PAYE obligations, benefit-in-kind on company cars and vans, the small benefit exemption, remote working relief',
  },
  {
    title: 'Reliefs and incentives',
    topics: 'The R&D tax credit, KEEP share options and the Employment Investment Incentive, at a high level',
  },
  { title: 'Deadlines and filing', topics: 'Preliminary tax, the Form 11 and CT1 deadlines, and ROS' },
  {
    title: 'Personal credits and reliefs',
    topics:
      'Credits for carers, parents, older and blind people, rent and mortgage interest; health, nursing home and tuition fee relief; pension contributions; flat-rate expenses; side income and refunds',
  },
  {
    title: 'Home, property and vehicles',
    topics:
      "Stamp duty on homes, Local Property Tax, Help to Buy, rent-a-room, landlords' rental income, the vacant homes tax, VRT relief on electric cars and motor tax",
  },
  {
    title: 'Savings and investments',
    topics: 'DIRT on deposit interest, exit tax on funds and life policies, and the eight-year deemed disposal',
  },
] as const satisfies readonly { title: string; topics: string }[];

export type TaxArea = (typeof TAX_AREAS)[number]['title'];
