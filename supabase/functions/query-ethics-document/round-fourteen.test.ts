// The fourteenth and fifteenth visitor sets' general causes, each on a small
// inline document: a lead-in's sentence run through its whole list is quoted
// with every item, and everyday words reach a code's or a policy's own
// ('signs' its symptoms, 'loo' its toilet, 'put aside' allocated). The
// readers' classes (a Markdown table without its outer pipes) are tested in
// shared/document-text.
import { describe, expect, it } from 'vitest';
import { coreTerms, readQuestion, termsIn } from './search.ts';
import { composedGuidance, passage } from './testing/inline-passages.ts';

const quotes = (guidance: string) => guidance.split('\n\n').filter((block) => block.startsWith('> '));

describe("a lead-in's sentence run through its list", () => {
  it('is quoted with every item to the last, when only the item before the last goes on', () => {
    const content = [
      'Immediate medical attention should be sought if a worker experiences one or more of the following symptoms of heat stroke:',
      '- dizziness',
      '- headache',
      '- difficulty remaining alert, or',
      '- absence of sweat.',
      'The guide explains how to manage the risks of working in heat.',
    ].join('\n');
    const [first] = quotes(composedGuidance('Which symptoms of heat stroke need medical attention?', [passage(content)], 'code.pdf'));
    expect(first).toContain('- dizziness');
    expect(first).toContain('- absence of sweat.');
  });
});

describe("a standard's term entry", () => {
  it("is the definition asked for by 'What counts as …', its heading the term and its text what it is", () => {
    const entry = passage('software that an organization distributes to third parties (e.g., other organizations or individuals)', {
      heading: '2 Terms and definitions › 2.8 supplied software',
      sectionRef: 'Section 2.8',
      score: 0.5,
    });
    const mention = passage(
      'A written open source policy shall exist that governs open source license compliance of the supplied software.',
      {
        heading: '3 Requirements › 3.1 Policy',
        sectionRef: 'Section 3.1.1',
      },
    );
    const [first] = quotes(composedGuidance("What counts as 'supplied software' in this spec?", [mention, entry], 'spec.pdf'));
    expect(first).toContain('distributes to third parties');
  });
});

describe("a reader's everyday words", () => {
  it.each([
    ['Which signs mean I should get help?', 'Watch for these symptoms.'],
    ['When do they need medical help?', 'Seek medical attention at once.'],
    ['Can we share one loo?', 'One unisex toilet may be provided.'],
    ['How many for the men?', '1 per 20 males.'],
    ['What should the thermostat say?', 'Keep the temperature between 20 and 26 degrees.'],
    ['How bright should it be?', 'Recommended illumination levels.'],
    ['How many hotel nights?', 'Accommodation for one night prior.'],
    ['Are meals covered?', 'Food is not covered.'],
    ['Can I claim my checked bag?', 'Baggage fees are not paid.'],
    ['I want to keep it private.', 'Requests are confidential.'],
    ['How much was put aside?', '$60,000 was allocated.'],
    ['Do speakers score higher?', 'Presenting scores +5.'],
  ])('%j reaches %j', (question, text) => {
    expect(termsIn(text, coreTerms(readQuestion(question))).length).toBeGreaterThan(0);
  });
});
