// The thirteenth visitor set's general causes, each on a small inline
// document: a sum of money ('£1.5m') states no length a 'how long' question
// asks for. The reader's class (a Word template that numbers its paragraphs in
// a heading style) is tested in shared/document-text.
import { describe, expect, it } from 'vitest';
import { measureAsked } from './question-kinds.ts';
import { composedGuidance, passage } from './testing/inline-passages.ts';

const quotes = (guidance: string) => guidance.split('\n\n').filter((block) => block.startsWith('> '));

describe('a sum of money', () => {
  it('states no length or time, whatever letter follows its figure', () => {
    const states = (text: string) => measureAsked('How long have I got to accept the offer?')?.test(text) === true;
    expect(states('The contract is worth a maximum of £1.5m.')).toBe(false);
    expect(states('Budgets above $2m need approval.')).toBe(false);
    expect(states('The offer must be accepted within two days.')).toBe(true);
    expect(states('The cable may be up to 1.5m long.')).toBe(true);
  });

  it('leaves the sentence stating the time to lead the answer', () => {
    const content = [
      'The value of the contract falls within a maximum of £1.5m.',
      'The offer must be accepted or declined within 2 working days of the issue of this pack.',
    ].join(' ');
    const [first] = quotes(composedGuidance('How long have I got to accept the offer?', [passage(content)], 'pack.docx'));
    expect(first?.replace(/\*\*/g, '')).toContain('2 working days');
  });
});
