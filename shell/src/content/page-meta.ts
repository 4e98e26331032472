import type { RenderedPath } from '@meitheal/site-map';
import { webinarsDescription } from '../features/webinars/webinars-description';
import { founderPerson } from './people';

export interface PageMeta {
  title: string;
  description: string;
}

interface PageMetaSource {
  title: string;
  /** Text, or text that depends on the day (what is scheduled). */
  description: string | ((today: Date) => string);
}

/** Search titles (at most 60 characters) and descriptions (120 to 160) for every route; read them with metaFor. */
export const pageMeta: Record<RenderedPath, PageMetaSource> = {
  '/': {
    title: 'Meitheal AI | AI Consultancy for Irish SMEs',
    description:
      'Unlock AI-driven profit for your Irish SME. We plan, prove and pilot practical AI that raises revenue, cuts costs and saves your team time.',
  },
  '/about': {
    title: `About ${founderPerson.name}, Founder | Meitheal AI`,
    description: `Meet ${founderPerson.name}, founder of Meitheal AI: about 30 years in technology and many patents, now helping Irish SMEs put AI to work profitably.`,
  },
  '/webinars': {
    title: 'Free AI Webinars for SME Leaders | Meitheal AI',
    description: (today) => webinarsDescription(today),
  },
  '/services/planning': {
    title: 'AI Strategy Planning for SMEs | Meitheal AI',
    description:
      'Assess your business and data readiness, prioritise the AI use-cases that pay back fastest and get a costed, tailored AI roadmap for your SME.',
  },
  '/services/proof-of-concept': {
    title: 'AI Proof of Concept Development | Meitheal AI',
    description:
      'Prove the value of AI before you scale: a small, clearly scoped proof of concept built on your own data that measures real savings or revenue gains.',
  },
  '/services/pilot': {
    title: 'AI Pilot Implementation | Meitheal AI',
    description:
      'Run AI inside your day-to-day operations with measured results, a trained team and a clear plan for full rollout. Pilot with confidence.',
  },
  '/case-studies': {
    title: 'Industry Implementations and Live Demos | Meitheal AI',
    description:
      'Try live AI demos built for Irish industries: construction safety talks, document Q&A for professionals, logistics planning and Irish tax help.',
  },
  '/case-studies/construction': {
    title: 'Construction Safety Talk Generator Demo | Meitheal AI',
    description:
      "Describe today's site activities and get a toolbox talk drawn from national health and safety authority recommendations. A live AI demo.",
  },
  '/case-studies/ethics-rag-demo': {
    title: 'Document Q&A for Tax, Accountancy & Legal | Meitheal AI',
    description:
      'Upload a professional standard and ask questions in plain English. A live AI demo of grounded document answers for tax, audit and legal firms.',
  },
  '/case-studies/logistics-planning': {
    title: 'Logistics Planning Assistant Demo | Meitheal AI',
    description:
      'A live AI demo for logistics firms: strategic planning on fleet, routes, costs and decarbonisation, grounded in trusted Irish and EU sources.',
  },
  '/case-studies/tax-navigator': {
    title: 'Irish Tax Navigator Demo | Meitheal AI',
    description:
      'Ask a question about Irish tax and get clear, structured guidance in seconds. A live AI demo of how SMEs and advisers can find answers faster.',
  },
  '/ai-readiness': {
    title: 'Free AI Readiness Assessment for SMEs | Meitheal AI',
    description:
      'Answer 16 quick questions to score your AI readiness across data, use-cases, proof of concept and scale, and get a detailed analysis free.',
  },
  '/success-stories': {
    title: 'Customer Success Stories | Meitheal AI',
    description:
      'See how Irish businesses use Meitheal AI to plan and deliver practical AI, starting with IMS Connect, plus stories from more sectors coming soon.',
  },
  '/success-stories/ims-connect': {
    title: 'IMS Connect: AI Strategy in 3 Months | Meitheal AI',
    description:
      'How IMS Connect got a prioritised, costed AI roadmap in three months, with a projected return of over 200% and a fully aligned leadership team.',
  },
  '/form-submitted': {
    title: 'Thank You for Getting in Touch | Meitheal AI',
    description:
      'Thanks for contacting Meitheal AI. Your message has been sent and we will reply within 24 hours. Here is what happens next with your enquiry.',
  },
  '/privacy': {
    title: 'Privacy Notice | Meitheal AI',
    description:
      'What personal data Meitheal AI collects through its contact form and AI readiness assessment, why, how long we keep it and your GDPR rights.',
  },
};

/** The metadata of a rendered path on `today`, or undefined for any other path. */
export function metaFor(path: string, today: Date): PageMeta | undefined {
  if (!Object.hasOwn(pageMeta, path)) return undefined;
  const { title, description } = pageMeta[path as RenderedPath];
  return { title, description: typeof description === 'function' ? description(today) : description };
}
