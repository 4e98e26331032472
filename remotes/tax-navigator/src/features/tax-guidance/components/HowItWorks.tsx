import { HowItWorks as HowItWorksBox, TAX_WORDING, wordingStep } from '@meitheal/ui/demo-kit';

const steps = [
  { title: 'Ask your question', text: 'Type an Irish tax question in plain words, or pick one of the examples.' },
  {
    title: 'We search our knowledge base',
    text: 'Postgres full-text search finds the entries your question is about in a knowledge base we wrote and checked against Revenue, gov.ie and the Oireachtas for 2026.',
  },
  wordingStep(TAX_WORDING),
  {
    title: 'Check the sources',
    text: 'Every answer links to the official pages it rests on and says which tax year it is for. Questions we do not cover get an honest "not covered" and where to look.',
  },
];

export function HowItWorks() {
  return <HowItWorksBox steps={steps} />;
}
