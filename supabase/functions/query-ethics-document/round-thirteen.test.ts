// The thirteenth visitor set's general causes, each on a small inline
// document: a sum of money ('£1.5m') states no length a 'how long' question
// asks for, and everyday words reach a document's own ('lie' its
// misrepresentation, 'council' a local authority, 'sent in' submitted); a
// question the document asks itself is quoted with its answer. The reader's class (a Word template that numbers its paragraphs in
// a heading style) is tested in shared/document-text.
import { describe, expect, it } from 'vitest';
import { measureAsked } from './question-kinds.ts';
import { coreTerms, readQuestion, termsIn } from './search.ts';
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

describe("a reader's everyday words", () => {
  it.each([
    ['What happens if we lie in our bid?', 'A serious misrepresentation may exclude you.'],
    ['Can we put out a press release?', 'You must not publicise the award.'],
    ['What if we won the contract?', 'If you are awarded a contract, report monthly.'],
    ['Will we get back what we spent?', 'We will not pay your costs incurred.'],
    ['Can I plug it into my laptop?', 'Do not connect it to a computer.'],
    ['Is the network up?', 'Ethernet is not working.'],
    ['Can a council apply?', 'A local authority may apply.'],
    ['Which other pot should we try?', 'Consider the Exceptional Costs Fund.'],
    ['How long for rent while the home is empty?', 'Void rent costs are covered.'],
    ['Can we claim extra days?', 'Up to an additional 56 days.'],
    ['Once we have sent in the form', 'Forms are submitted online.'],
    ['Who do I get hold of?', 'Contact the support desk.'],
    ['How much is left over for sensors?', 'The rest is available for additional circuits.'],
    ['Is it something different?', 'It is an entirely separate fund.'],
    ['Can I turn down the offer?', 'You may decline the offer.'],
    ['Are they faulty?', 'Are they broken?'],
    ['How are set-up costs paid?', 'Mobilisation payment is calculated as an uplift.'],
  ])('%j reaches %j', (question, text) => {
    expect(termsIn(text, coreTerms(readQuestion(question))).length).toBeGreaterThan(0);
  });
});

describe('a question the document asks itself, as an FAQ does', () => {
  it('is quoted with the sentences after it that answer it, not alone', () => {
    // As the manual's passage ends: a paragraph, then two FAQ items, the last cut after its answer's second sentence.
    const content = [
      'The isolated DCDC provides up to 2W in total, so you can use 1W for own circuits safely.',
      '- I power the board from the battery connector. The LEDs remain off. Is it broken? Probably not. This is a low-power design. The LEDs would not turn on when operating on battery to save power.',
      '- A specific resistor gets very hot! What is this component? Is it safe? Can I remove it? This resistor is required by the IEEE standards. It is used for MPS (maintain power signature).',
    ].join('\n');
    const guidance = composedGuidance(
      'One small part on the board gets really hot. What is it there for?',
      [passage(content, { heading: '4. Frequently asked questions' })],
      'manual.pdf',
    );
    const asked = quotes(guidance).find((quote) => quote.includes('gets very hot'));
    expect(asked).toContain('It is used for MPS (maintain power signature).');
  });
});
