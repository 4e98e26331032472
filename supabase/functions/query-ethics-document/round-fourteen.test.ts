// The fourteenth and fifteenth visitor sets' general causes, each on a small
// inline document: a lead-in's sentence run through its whole list is quoted
// with every item, and everyday words reach a code's or a policy's own
// ('signs' its symptoms, 'loo' its toilet, 'put aside' allocated). The
// readers' classes (a Markdown table without its outer pipes) are tested in
// shared/document-text.
import { describe, expect, it } from 'vitest';
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
