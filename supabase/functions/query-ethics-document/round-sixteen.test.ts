// The sixteenth visitor set's general causes, each on a small inline document:
// a list whose items stand a blank line apart under lower-case markers ('i.',
// 'a.') is cut into one item a line, so the list is quoted item by item and
// not as one run-on sentence; and everyday words reach a policy's, a
// contract's or a slide deck's own ('practice run' its test, 'dodgy'
// suspicious, 'Gardaí' law enforcement); and a fee table's row answers by the
// band a reader's figure falls in ('about 45 people': 'Between 20-99').
import { describe, expect, it } from 'vitest';
import { chunkDocument } from '../_shared/document-chunks.ts';
import { coreTerms, readQuestion, termsIn } from './search.ts';
import { composedGuidance, passage } from './testing/inline-passages.ts';

describe('a list whose items stand a blank line apart', () => {
  it('keeps each lower-case item on a line of its own, not run on into the item before', () => {
    const text = [
      '# Procedure',
      '',
      'a. Users must notify their manager within 24 hours. The following information must be included:',
      '',
      '    i. Description of the incident',
      '',
      '    i. Date, time, and location of the incident',
      '',
      '    i. Person who discovered the incident',
      '',
      'a. The procedure must be tested at least twice per year',
      '',
      'a. The logs must be reviewed once per month.',
    ].join('\n');
    const lines = chunkDocument(text).flatMap((chunk) => chunk.content.split('\n'));
    expect(lines).toContain('i. Date, time, and location of the incident');
    expect(lines).toContain('a. The procedure must be tested at least twice per year');
    expect(lines).toContain('a. The logs must be reviewed once per month.');
  });

  it('still joins a sentence the reader broke before a lower-case word that is no item marker', () => {
    const text = ['# Policy', '', 'Incidents must be reported to the', '', 'security manager at once.'].join('\n');
    expect(chunkDocument(text)[0]!.content).toBe('Incidents must be reported to the security manager at once.');
  });
});

describe("a reader's everyday words", () => {
  it.each([
    ['What internet speed do I need?', 'At least 16 Mbit/s bandwidth.'],
    ['Our broadband is slow.', 'Low bandwidth nodes.'],
    ['How fast must we reply?', 'Respond to complaints within 24 hours.'],
    ['Who do I tell about a dodgy one?', 'Report suspicious relays.'],
    ['Which ones should we steer clear of?', 'Try to avoid the following.'],
    ['Which hosting companies are best?', 'Hosters differ.'],
    ['How often is a practice run needed?', 'The procedure must be tested twice a year.'],
    ['Who will look into it?', 'A preliminary investigation follows.'],
    ['Will I get in trouble?', 'It is referred for disciplinary action.'],
    ['What if I keep quiet about it?', 'Failure to report is a violation.'],
    ['What happens once the dust settles?', 'After an incident has been resolved, a review is held.'],
    ['Can I delete my screenshots?', 'Screen captures must be kept.'],
    ['Do we get our money back?', 'Fees are not refunded.'],
    ['What if we pull out?', 'Upon resignation fees stay due.'],
    ['What does admin cost?', 'An administrative fee applies.'],
    ['Is there a ceiling?', 'The cap may not exceed 27.'],
    ['Who sits on it at the start?', 'The initial seats.'],
    ['Who calls the Gardaí?', 'Evidence goes to law enforcement.'],
    ['Who calls the police?', 'Evidence goes to law enforcement.'],
    ['What if we do not stay on?', 'Notice of non-renewal is due by December 1.'],
    ['How do I tell them in writing?', 'Deliver written notice to the office.'],
    ['We have 45 on the payroll.', 'Fees follow the number of employees.'],
    ['What would that set us back?', 'The cost is $5,000.'],
    ['What would that set back a firm?', 'The cost is $5,000.'],
  ])('%j reaches %j', (question, text) => {
    expect(termsIn(text, coreTerms(readQuestion(question))).length).toBeGreaterThan(0);
  });
});

describe('a table of bands', () => {
  const table = [
    'The annual fee is set by the following table, based on your employee headcount:',
    '| Employees | Annual Fee |',
    '| --- | --- |',
    '| 100 and above | $30,000 |',
    '| Between 20-99 | $20,000 |',
    '| Up to 19 | $10,000 |',
  ].join('\n');
  const firstQuote = (question: string) =>
    composedGuidance(question, [passage(table)], 'agreement.pdf')
      .split('\n\n')
      .find((block) => block.startsWith('> '));

  it.each([
    ['We have about 45 people on the payroll. What is the annual fee?', 'Between 20-99'],
    ['We are 12 staff. What is the annual fee?', 'Up to 19'],
    ['We employ 250 people. What is the annual fee?', '100 and above'],
  ])('answers %j with the row whose band holds the figure', (question, band) => {
    const first = firstQuote(question) ?? '';
    expect(first).toContain(band);
    expect(first.split('\n').filter((line) => /\$\d/.test(line))).toHaveLength(1);
  });
});
